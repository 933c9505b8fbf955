import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { SITE_URL_PLACEHOLDER } from "./app/lib/seo.ts";
import { chunkGroups, type GroupName } from "./scripts/lib/chunk-groups.ts";

// The app's own groups (frame, forms, form-results, page-parts) are read from the import graph:
// scripts/lib/chunk-groups.ts names each by the modules that start it and says why it exists. A
// file list here moved a renamed file to another bundle without a word.
function inGroup(groupOf: Map<string, GroupName>, name: GroupName) {
  return (id: string) => groupOf.get(id) === name;
}

export default defineConfig(({ command }) => {
  // Prerendered pages carry a placeholder for the site's address, which the server replaces with
  // the PUBLIC_SITE_URL it is started with: one build serves any address
  // (docs/decisions/008-site-url-at-run-time.md). Prerendering runs in this process.
  if (command === "build") process.env.PUBLIC_SITE_URL = SITE_URL_PLACEHOLDER;
  // Read from the sources once per build; the development server does not split code.
  const groupOf = command === "build" ? chunkGroups() : new Map<string, GroupName>();
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
              { name: "frame", test: inGroup(groupOf, "frame"), priority: 1 },
              { name: "forms", test: inGroup(groupOf, "forms"), priority: 1 },
              { name: "page-parts", test: inGroup(groupOf, "page-parts"), priority: 1 },
              { name: "form-results", test: inGroup(groupOf, "form-results"), priority: 2 },
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
