// Once per end-to-end run: the migrated, empty PGlite database that the specs' own servers copy.
import { ensurePgliteTemplate } from "#tests/support/pglite-template.ts";

export default async function globalSetup() {
  await ensurePgliteTemplate();
}
