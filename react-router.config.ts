import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/public-pages";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (tests, benchmarks) use separate output folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Pages whose content does not depend on today's date are rendered to HTML at build time;
  // the list is derived from the same content that feeds the nav and the sitemap.
  prerender: () => prerenderPaths(),
} satisfies Config;
