// A Playwright reporter that adds up what the tests' own durations leave out: the `beforeAll` and
// `afterAll` hooks (a spec's server started, a programme published in the console) and slow fixture
// set-ups, per spec file. Playwright's JSON report counts a test from its start, after those
// hooks, so the time between one test and the next in a worker is mostly this. The git history of
// docs/testing.md (sixth round) has the end-to-end step's figures:
//
//   npx playwright test --reporter=list,./scripts/hook-times-reporter.js

export default class HookTimesReporter {
  /** spec file → hook or fixture title → milliseconds */
  totals = new Map();

  onStepEnd(test, _result, step) {
    if (step.category !== "hook" && step.category !== "fixture") return;
    // "Before Hooks" and "After Hooks" are the sums of the steps inside them.
    if (step.title === "Before Hooks" || step.title === "After Hooks") return;
    const title = step.category === "fixture" ? step.title : step.title.replace(/ hook$/, "");
    if (step.category === "fixture" && step.duration < 500) return;
    const file = test.location.file.split("/").pop();
    const byTitle = this.totals.get(file) ?? new Map();
    byTitle.set(title, (byTitle.get(title) ?? 0) + step.duration);
    this.totals.set(file, byTitle);
  }

  onEnd() {
    const rows = [...this.totals].map(([file, byTitle]) => [file, [...byTitle], [...byTitle.values()].reduce((a, b) => a + b, 0)]);
    rows.sort((a, b) => b[2] - a[2]);
    const all = rows.reduce((sum, row) => sum + row[2], 0);
    console.log(`\nHooks and slow fixtures, seconds of the workers' time (${(all / 1000).toFixed(1)} s in all):`);
    for (const [file, parts] of rows) {
      if (parts.every(([, ms]) => ms < 500)) continue;
      console.log(`  ${(parts.reduce((s, [, ms]) => s + ms, 0) / 1000).toFixed(1).padStart(7)}  ${file}: ${parts.map(([title, ms]) => `${title} ${(ms / 1000).toFixed(1)}`).join(", ")}`);
    }
  }

  // Only a summary at the end: Playwright then still adds its own progress lines when this
  // reporter is the only one given.
  printsToStdio() {
    return false;
  }
}
