// The second half of `npm run build`: compiles the server's entry and the operator's commands
// (server/index.ts, scripts/operator.ts, backup.ts, restore.ts, dues.ts) to plain JavaScript next to the
// React Router server build, so production runs `node build/server/main.js` with no TypeScript
// loader (docs/decisions/012-compiled-server.md). Packages stay external: they are loaded from
// node_modules as they are (PGlite, for one, reads its own files beside its code).
import path from "node:path";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "server");

export const entries = {
  main: "server/index.ts",
  operator: "scripts/operator.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
  dues: "scripts/dues.ts",
};

await build({
  root,
  configFile: false,
  publicDir: false, // the site's public files are the client build's, not the server's
  logLevel: "warn",
  build: {
    ssr: true,
    target: "node24",
    outDir,
    emptyOutDir: false, // the React Router build (index.js, assets/) is already there
    minify: false, // stack traces in the server log stay readable
    sourcemap: false,
    rolldownOptions: {
      input: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(root, file)])),
      output: { entryFileNames: "[name].js", chunkFileNames: "run/[name]-[hash].js" },
    },
  },
});
