import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/public-pages";

export default {
  ssr: true,
  // One file per route: splitting a route's clientAction into a file of its own only pays when a
  // route has a clientLoader to fetch before its component, and none here has. The split files
  // were a few dozen bytes of code each, costing a request and about 150 gzipped bytes on the
  // pages with a form (docs/performance.md).
  splitRouteModules: false,
  // BUILD_DIR lets parallel builds (tests, benchmarks) use separate output folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Pages whose content does not depend on today's date are rendered to HTML at build time;
  // the list is derived from the same content that feeds the nav and the sitemap.
  prerender: () => prerenderPaths(),
} satisfies Config;
