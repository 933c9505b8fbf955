// The order vitest starts test files in: the ones known to take longest first, so that the two
// workers end at about the same time instead of one starting a long file near the end. Vitest
// orders by the durations it cached on an earlier run, but a fresh clone (CI) has none and falls
// back to file size, which put the fault step's two longest files last (322 s where the files sum
// to 476 s on two workers; the git history of docs/testing.md, fourth round). The lists are from a
// whole run's JSON report (`TEST_TIMINGS_DIR`); a file not listed keeps vitest's own order after
// the listed ones.
import { BaseSequencer, type TestSpecification } from "vitest/node";

export function slowestFirst(slowest: readonly string[]) {
  const rank = (spec: TestSpecification) => {
    const i = slowest.findIndex((name) => spec.moduleId.endsWith(name));
    return i === -1 ? slowest.length : i;
  };
  return class SlowestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const order = await super.sort(files);
      // Projects stay in vitest's order (they run one after the other); within one, listed files first.
      const projects = [...new Set(order.map((spec) => spec.project.name))];
      const place = new Map(order.map((spec, i) => [spec, i]));
      return [...order].sort((a, b) => projects.indexOf(a.project.name) - projects.indexOf(b.project.name) || rank(a) - rank(b) || place.get(a)! - place.get(b)!);
    }
  };
}
