// Once per end-to-end run: the migrated, empty PGlite database that the specs' own servers copy
// (usually made already by tests/e2e/admin-setup.ts, which the web server runs first).
import { ensurePgliteTemplate } from "#tests/support/pglite-template.ts";

export default async function globalSetup() {
  await ensurePgliteTemplate();
}
