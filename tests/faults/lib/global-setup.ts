// Once per run: the production build in BUILD_DIR (built unless already there) and the migrated,
// empty PGlite database that fresh PGlite targets copy.
import { ensureBuild } from "../../../scripts/lib/server-process.ts";
import { buildDir, ensurePgliteTemplate } from "./harness.ts";

export default async function setup() {
  ensureBuild(buildDir);
  await ensurePgliteTemplate();
}
