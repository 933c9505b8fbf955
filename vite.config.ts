import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { islandNames } from "./app/islands/names.ts";
import { SITE_URL_PLACEHOLDER } from "./app/lib/seo.ts";

/**
 * A browser entry of its own, beside React Router's: one hashed file under /assets/, cached for a
 * year like every asset. React Router builds the browser's files first and the server's after,
 * with the same plugins, so the server build learns the file's address from the browser build
 * through the virtual module `id` (its default export is the address; app/virtual-modules.d.ts).
 * The development server serves the source as it is. `check` looks at the built entry and the
 * chunks it loads, and fails the build with its message.
 */
function ownEntry({
  id,
  source,
  name,
  check,
  react = false,
}: {
  id: string;
  source: string;
  name: string;
  check: (entry: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle) => string | undefined;
  /** The entry runs React components: the development server installs React Refresh's preamble before it. */
  react?: boolean;
}): Plugin {
  const devEntry = `virtual:${name}-dev-entry`;
  let fileName: string | undefined;
  let serving = false;
  const file = path.resolve(import.meta.dirname, source);
  return {
    name: `site:${name}-entry`,
    configResolved(config) {
      serving = config.command === "serve";
    },
    buildStart() {
      if (!serving && this.environment.name === "client") this.emitFile({ type: "chunk", id: file, name });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunk = Object.values(bundle).find((c): c is Rolldown.OutputChunk => c.type === "chunk" && c.isEntry && c.facadeModuleId === file);
      if (!chunk) return this.error(`${source} was not built`);
      const problem = check(chunk, bundle);
      if (problem) this.error(problem);
      fileName = chunk.fileName;
    },
    resolveId(requested) {
      return requested === id || requested === devEntry ? `\0${requested}` : undefined;
    },
    load(resolved) {
      // In development, what React Router's own browser entry does first (its <Scripts/>).
      if (resolved === `\0${devEntry}`) return `import "virtual:react-router/inject-hmr-runtime";\nimport ${JSON.stringify(`/${source}`)};`;
      if (resolved !== `\0${id}`) return undefined;
      if (serving) return `export default ${JSON.stringify(react ? `/@id/__x00__${devEntry}` : `/${source}`)};`;
      if (this.environment.name === "client") return `export default "";`; // root.tsx renders it on the server only
      if (!fileName) this.error(`the browser build must come before the server build (it names ${source}'s file)`);
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}

/** An entry of app/enhance/ built as one file: the build fails when it imports anything (it may import only app/enhance/). */
const oneFileEntry = (id: string, source: string, name: string) =>
  ownEntry({
    id,
    source,
    name,
    check: (entry) =>
      entry.imports.length || entry.dynamicImports.length
        ? `${source} must stay one file, but it imports ${[...entry.imports, ...entry.dynamicImports].join(", ")}: it may import only app/enhance/`
        : undefined,
  });

/**
 * The framework-free enhancements (app/enhance/, docs/decisions/018-reading-pages-without-react.md):
 * one small file for every public page, which imports nothing React does.
 */
const enhanceEntry = () => oneFileEntry("virtual:enhance-script", "app/enhance/main.ts", "enhance");

/**
 * The console's behaviour without React (app/enhance/console.ts, decision 043): one small file,
 * loaded only by a console page with something for it (app/lib/console-script.server.ts). Its name
 * starts with "enhance" like the public pages' file, so the browser tests wait for it the same way.
 */
const consoleEntry = () => oneFileEntry("virtual:console-script", "app/enhance/console.ts", "enhance-console");

/** Every chunk `entry` loads, at once or later. */
function loadedBy(entry: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const seen = new Map<string, Rolldown.OutputChunk>();
  const pending = [entry.fileName];
  while (pending.length) {
    const chunk = bundle[pending.pop()!];
    if (!chunk || chunk.type !== "chunk" || seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    pending.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return [...seen.values()];
}

/**
 * React for the public pages' forms, hydrated as islands (app/islands/, docs/decisions/023-form-islands.md).
 * React Router is the console's alone: the build fails if an island reaches it.
 */
const islandsEntry = () =>
  ownEntry({
    id: "virtual:islands-script",
    source: "app/islands/main.tsx",
    name: "islands",
    react: true,
    check: (entry, bundle) => {
      if (entry.imports.some((file) => !/preload-helper|rolldown-runtime|island-names/.test(file)))
        return `app/islands/main.tsx must load React and the islands only after the first paint, but it imports ${entry.imports.join(", ")} at once`;
      const router = loadedBy(entry, bundle).flatMap((chunk) => chunk.moduleIds.filter((moduleId) => /node_modules[\\/](react-router|@react-router)[\\/]/.test(moduleId)));
      return router.length ? `app/islands/ must not load React Router, but it reaches ${router.slice(0, 3).join(", ")}` : undefined;
    },
  });

/**
 * The app code the islands load with their component: each island file (app/islands/<name>.tsx),
 * the reading of their data and the hydrating (island.tsx, hydrate.tsx), and every app module
 * those reach through static imports (what an import() loads later, such as the form schemas,
 * keeps its own chunk). Read from the module graph as the bundler cuts chunks.
 */
function islandCode(ctx: Rolldown.ChunkingContext): Set<string> {
  const roots = [...islandNames, "island", "hydrate"].map((name) => path.resolve(import.meta.dirname, `app/islands/${name}.tsx`));
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const id = pending.pop()!;
    if (seen.has(id) || /node_modules|\.css$|^\0/.test(id)) continue;
    seen.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * How the browser build cuts the code: React (what the islands and the console load) apart from
 * React Router (the console's alone); the islands' own code in one file rather than some twenty
 * small ones, each a request with its headers (docs/decisions/023-form-islands.md; the console
 * loads that file too where it shares a module); Vite's helper for import() apart from all.
 */
function browserChunks(): Plugin {
  return {
    name: "site:browser-chunks",
    configEnvironment(name, _config, { command }) {
      if (name !== "client" || command !== "build") return undefined;
      let islandModules: Set<string> | undefined;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                  { name: "router", test: /node_modules[\\/](react-router|@react-router|cookie|set-cookie-parser)[\\/]/, priority: 3 },
                  {
                    name: (id: string, ctx: Rolldown.ChunkingContext) => ((islandModules ??= islandCode(ctx)).has(id) ? "island-forms" : null),
                    priority: 2,
                  },
                  // What the islands' entry and their code both read (a few words): a file of its
                  // own, so that the entry need not load the islands' code to read it.
                  { name: "island-names", test: /app[\\/]islands[\\/]names\.ts$/, priority: 4 },
                  { name: "preload-helper", test: /preload-helper/, priority: 4 },
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
    // No source maps are published (issue: secrets and source stay on the server). The syntax and
    // CSS are written for the oldest browsers the site supports (README, Browsers; package.json
    // "browserslist", which `npm run compat` checks the built files against).
    build: { sourcemap: false, target: ["chrome100", "edge100", "firefox115", "safari15.4", "ios15.4"] },
    plugins: [tailwindcss(), reactRouter(), enhanceEntry(), consoleEntry(), islandsEntry(), browserChunks()],
  };
});
