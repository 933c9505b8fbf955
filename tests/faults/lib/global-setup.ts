// Once per run: the production build in BUILD_DIR (built unless already there) and the migrated,
// empty PGlite database that fresh PGlite targets copy.
import { ensureBuild } from "../../../scripts/lib/server-process.ts";
import { ensurePgliteTemplate } from "#tests/support/pglite-template.ts";
import { buildDir } from "./harness.ts";

export default async function setup() {
  ensureBuild(buildDir);
  await ensurePgliteTemplate();
}
