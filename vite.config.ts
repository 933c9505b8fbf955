import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Modules the root layout (app/root.tsx) imports: loaded on every page, so bundled together.
const frameModules =
  /[\\/]app[\\/](components[\\/]site[\\/](header|site-nav|offerings-menu|mobile-menu|nav-link|footer|chat-button|text-size-control|skip-link|json-ld|scroll-to-top|error-panels)|components[\\/]ui[\\/]button-link|content[\\/](site|frame|navigation)|lib[\\/](seo|structured-data|nonce))\.tsx?$/;

// What every page with a public form (contact, join-us, blog, and the boxes that open later) loads:
// the form frame, its state hook and the field primitives. One file instead of a dozen small ones,
// each of which costs its own request and its own import boilerplate. (The option lists stay
// apart: the FAQ and the privacy page name the membership plans.) The route-level helpers a form
// page needs at once (its clientAction, reading a posted result) are a small chunk of their own:
// /join-us loads its forms only when the visitor nears them.
const formModules =
  /[\\/]app[\\/](components[\\/]ui[\\/](alert|field|form-error-summary|select|submit-button|text-input|textarea)|components[\\/]forms[\\/](submission-form|use-submission-form|values)|forms[\\/](copy[\\/]common|fields))\.tsx?$/;

const formResultModules = /[\\/]app[\\/](forms[\\/]form-data|lib[\\/]forms[\\/]client-action)\.ts$/;

export default defineConfig({
  // No source maps are published (issue: secrets and source stay on the server).
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for what every page loads anyway: the framework, and the site frame
        // the root layout imports. Each separate file costs a request (and on HTTP/1.1 a slot of
        // six), which delays the first paint on slow mobile connections (docs/performance.md).
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            { name: "frame", test: frameModules, priority: 1 },
            { name: "forms", test: formModules, priority: 1 },
            { name: "form-results", test: formResultModules, priority: 2 },
          ],
        },
      },
    },
  },
  // Canonical and social-preview URLs are baked into prerendered pages and the browser bundle at
  // build time (docs/decisions/002-canonical-urls.md): build with the production PUBLIC_SITE_URL.
  define: { __PUBLIC_SITE_URL__: JSON.stringify(process.env.PUBLIC_SITE_URL || "http://localhost:3000") },
  plugins: [tailwindcss(), reactRouter()],
});
