// axe-core in the page under test: every rule axe runs by default (WCAG 2.x A/AA and best
// practices), answered as one readable line per violation with the elements it found.
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

type AxeViolation = { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary: string }[] };

/** The violations in the whole document, or in `selector` only. */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  // A transition still running (a label fading in after the window was resized) is read by axe at
  // its current colours: judge the page as it settles, as a visitor reads it.
  // (An endless one, such as a spinner, is not waited for.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (within) => {
    const w = window as unknown as { axe: { run(ctx: Document | string, opts: object): Promise<{ violations: AxeViolation[] }> } };
    return (await w.axe.run(within ?? document, { resultTypes: ["violations"] })).violations;
  }, selector);
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary}`).join("\n")}`);
}
