import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { SITE_URL_PLACEHOLDER } from "./app/lib/seo.ts";

// Modules the root layout (app/root.tsx) imports: loaded on every page, so bundled together.
const frameModules =
  /[\\/]app[\\/](components[\\/]site[\\/](header|site-nav|offerings-menu|mobile-menu|nav-link|footer|chat-button|chat-step-aside|text-size-control|skip-link|json-ld|scroll-to-top|error-panels|phone-text)|components[\\/]ui[\\/]button-link|core[\\/]site|content[\\/](frame|navigation|offerings[\\/]index)|lib[\\/](seo|structured-data|nonce|deferred-component))\.tsx?$/;

// What every page with a public form (contact, join-us, blog, and the boxes that open later) loads:
// the form frame, its state hook and the field primitives. One file instead of a dozen small ones,
// each of which costs its own request and its own import boilerplate. (The option lists stay
// apart: the FAQ and the privacy page name the membership plans.) The route-level helpers a form
// page needs at once (its clientAction, reading a posted result) are a small chunk of their own:
// /join-us loads its forms only when the visitor nears them.
const formModules =
  /[\\/]app[\\/](components[\\/]ui[\\/](alert|field|field-props|form-error-summary|select|submit-button|text-input|textarea)|components[\\/]visitor-forms[\\/](submission-form|use-submission-form|exact-reference)|content[\\/]form-words[\\/]common|schemas[\\/]fields)\.tsx?$/;

const formResultModules = /[\\/]app[\\/](schemas[\\/]form-data|lib[\\/]submissions[\\/]client-action|components[\\/]visitor-forms[\\/]use-page-result)\.ts$/;

// The hero and the sections nearly every content page is built from: one file instead of two that
// every such page fetched apart (0.2–0.3 KB less on most routes, docs/performance.md).
const pagePartModules = /[\\/]app[\\/]components[\\/]site[\\/](page-hero|section)\.tsx$/;

export default defineConfig(({ command }) => {
  // Prerendered pages carry a placeholder for the site's address, which the server replaces with
  // the PUBLIC_SITE_URL it is started with: one build serves any address
  // (docs/decisions/008-site-url-at-run-time.md). Prerendering runs in this process.
  if (command === "build") process.env.PUBLIC_SITE_URL = SITE_URL_PLACEHOLDER;
  return {
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
              { name: "page-parts", test: pagePartModules, priority: 1 },
              { name: "form-results", test: formResultModules, priority: 2 },
              // Vite's helper for dynamic imports stays on its own: captured by a group above (the
              // forms import their schemas lazily), every page that loads anything lazily would load
              // that whole group with it.
              { name: "preload-helper", test: /preload-helper/, priority: 3 },
            ],
          },
        },
      },
    },
    plugins: [tailwindcss(), reactRouter()],
  };
});
