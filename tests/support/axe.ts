// axe-core in the page under test: every rule axe runs by default (WCAG 2.x A/AA and best
// practices), answered as one readable line per violation with the elements it found.
import fs from "node:fs";
import { createRequire } from "node:module";
import { test, type Page } from "@playwright/test";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** axe for the tab's next documents, top frame only: a frame's content is the frame's own page. */
const axeOnEachDocument = `if (window.top === window) {\n${axeSource}\n}`;
/** The test in which a tab was last given axe for its next documents (the kept tab lives on). */
const givenIn = new WeakMap<Page, string>();

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
  // axe (650 KB) sent into a page costs about 0.35 CPU s, most of it carrying the text through the
  // DevTools protocol (compiling it again is nearly free: V8 keeps it); as an init script the
  // browser keeps it and puts it into the tab's later documents itself. Once a test has scanned,
  // the pages it opens next have axe from the start (the kept tab's clean-up removes the script).
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function"))) {
    await page.addScriptTag({ content: axeSource });
    const testId = test.info().testId;
    if (givenIn.get(page) !== testId) {
      givenIn.set(page, testId);
      await page.addInitScript(axeOnEachDocument);
    }
  }
  const violations = await page.evaluate(async (within) => {
    const w = window as unknown as { axe: { run(ctx: Document | string, opts: object): Promise<{ violations: AxeViolation[] }> } };
    return (await w.axe.run(within ?? document, { resultTypes: ["violations"] })).violations;
  }, selector);
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary}`).join("\n")}`);
}
