import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { SITE_URL_PLACEHOLDER } from "./app/lib/seo.ts";
import routes from "./app/routes.ts";
import { formPagesModules } from "./scripts/lib/chunk-groups.ts";

/** What root.tsx imports to learn the address of the enhancements' file. */
const ENHANCE_ID = "virtual:enhance-script";
const ENHANCE_SOURCE = "app/enhance/main.ts";

/**
 * The framework-free enhancements (app/enhance/, docs/decisions/018-reading-pages-without-react.md)
 * as an entry of their own in the browser build: one small file, hashed and cached for a year like
 * every asset, that imports nothing React does. React Router builds the browser's files first and
 * the server's after, with the same plugins, so the server build learns the file's name from the
 * browser build through `virtual:enhance-script` (its default export is the address). The
 * development server serves the source as it is.
 */
function enhanceEntry(): Plugin {
  let fileName: string | undefined;
  let serving = false;
  const source = path.resolve(import.meta.dirname, ENHANCE_SOURCE);
  return {
    name: "site:enhance-entry",
    configResolved(config) {
      serving = config.command === "serve";
    },
    buildStart() {
      if (!serving && this.environment.name === "client") this.emitFile({ type: "chunk", id: source, name: "enhance" });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunk = Object.values(bundle).find((c) => c.type === "chunk" && c.isEntry && c.facadeModuleId === source);
      if (!chunk) this.error(`${ENHANCE_SOURCE} was not built`);
      if (chunk.type === "chunk" && chunk.imports.length)
        this.error(`${ENHANCE_SOURCE} must stay one file, but it imports ${chunk.imports.join(", ")}: it may import only app/enhance/`);
      fileName = chunk.fileName;
    },
    resolveId(id) {
      return id === ENHANCE_ID ? `\0${ENHANCE_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ENHANCE_ID}`) return undefined;
      if (serving) return `export default ${JSON.stringify(`/${ENHANCE_SOURCE}`)};`;
      if (this.environment.name === "client") return `export default "";`; // root.tsx renders it on the server only
      if (!fileName) this.error("the browser build must come before the server build (it names the enhancements' file)");
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}

/**
 * How the browser build cuts the code that the pages React hydrates (the forms and the console)
 * load, in the browser build only (the server's build keeps one module per file, and there the
 * forms' top-level awaits must not meet a chunk that imports them back).
 */
function browserChunks(): Plugin {
  return {
    name: "site:browser-chunks",
    configEnvironment(name, _config, { command }) {
      if (name !== "client" || command !== "build") return undefined;
      // Read from the route table and the import graph once per build (scripts/lib/chunk-groups.ts).
      const forForms = formPagesModules(routes);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // React, React DOM and React Router in one file.
                  {
                    name: "framework",
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser)[\\/]/,
                    priority: 2,
                  },
                  // What the form pages (and the root layout) import, in one file rather than some
                  // thirty small ones, each a request with its headers.
                  { name: "forms", test: (id: string) => forForms.has(id), priority: 1 },
                  // Vite's helper for import() stays apart: in the group, every page that loads
                  // anything later (the console) would load the group with it.
                  { name: "preload-helper", test: /preload-helper/, priority: 3 },
                ],
              },
            },
          },
        },
      };
    },
  };
}

export default defineConfig(({ command }) => {
  // Prerendered pages carry a placeholder for the site's address, which the server replaces with
  // the PUBLIC_SITE_URL it is started with: one build serves any address
  // (docs/decisions/008-site-url-at-run-time.md). Prerendering runs in this process.
  if (command === "build") process.env.PUBLIC_SITE_URL = SITE_URL_PLACEHOLDER;
  return {
    // No source maps are published (issue: secrets and source stay on the server).
    build: { sourcemap: false },
    plugins: [tailwindcss(), reactRouter(), enhanceEntry(), browserChunks()],
  };
});
