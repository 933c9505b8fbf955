// `npm run fuzz`: the long, random search of the fuzz test (tests/faults/fuzz.test.ts), run by hand
// and before a release, never in CI. It draws a seed, prints it first, and runs up to FUZZ_RUNS
// requests (100,000) or FUZZ_SECONDS (900) against the production build, on PostgreSQL when
// TEST_DATABASE_URL is set, else on PGlite. `FUZZ_SEED=<n> npm run fuzz` searches from a seed of
// your choosing. A seed that finds something is replayed with FUZZ_SEED=<n> and, once mended,
// added to tests/faults/fuzz-seeds.ts so that CI replays it for good (docs/operations.md).
import { spawnSync } from "node:child_process";
import { ensureBuild, root } from "./lib/build.js";

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`fuzz: searching with seed ${seed} (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`);
ensureBuild();
const result = spawnSync("npx", ["vitest", "run", "--config", "vitest.faults.config.ts", "tests/faults/fuzz.test.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, FUZZ_SEARCH: "1", FUZZ_SEED: seed },
});
if (result.status === 0) console.log(`fuzz: seed ${seed} found nothing.`);
else
  console.log(
    `fuzz: seed ${seed} found something. Replay it with\n  FUZZ_SEED=${seed} npx vitest run --config vitest.faults.config.ts tests/faults/fuzz.test.ts\n` +
      `mend it, and add { seed: ${seed}, runs: <the run that found it, rounded up>, replay: [<the paths it printed>], found: "<what it found>" } to tests/faults/fuzz-seeds.ts.`,
  );
process.exit(result.status ?? 1);
