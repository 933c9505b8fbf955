// The four forms for older eyes and hands: axe finds nothing in their error and success states,
// every control and button is at least 44 px high, and no text in a form is below 18 px.
import { createRequire } from "node:module";
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "#tests/support/e2e.ts";
import { field } from "#tests/support/forms-e2e.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { joinUsCopy } from "#app/content/form-words/join-us.ts";
import { memberCopy } from "#app/content/form-words/member.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
// axe is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

type AxeViolation = { id: string; help: string; nodes: { target: string[] }[] };

/** axe's violations inside one element, as readable lines. */
async function axe(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (sel) => {
    const w = window as unknown as { axe: { run(ctx: Element, opts: object): Promise<{ violations: AxeViolation[] }> } };
    return (await w.axe.run(document.querySelector(sel)!, { resultTypes: ["violations"] })).violations;
  }, selector);
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Controls smaller than the 44 px target, and text smaller than 18 px, inside `scope`. */
async function sizeProblems(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const problems: string[] = [];
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null && !el.closest("[aria-hidden=true]");
    for (const el of root.querySelectorAll("input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea, button, label:has(input[type=checkbox]), label:has(input[type=radio])")) {
      if (!visible(el)) continue;
      const height = el.getBoundingClientRect().height;
      if (height < 44) problems.push(`${el.tagName.toLowerCase()}#${el.id || (el as HTMLInputElement).name || ""} is ${height}px high`);
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !visible(parent) || parent.closest(".sr-only")) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      if (size < 18) problems.push(`"${node.textContent.trim().slice(0, 30)}" is ${size}px`);
    }
    return problems;
  });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("contact: error and success states", async ({ page }) => {
      await page.goto("/contact");
      const form = page.locator("#contact-form");
      await form.getByRole("button", { name: contactCopy.submit }).click();
      await expect(field(form, contactCopy.fields.name.label)).toHaveAttribute("aria-invalid", "true");
      expect(await axe(page, "#contact-form")).toEqual([]);
      expect(await sizeProblems(form)).toEqual([]);

      await field(form, contactCopy.fields.name.label).fill("Asha Rao");
      await field(form, contactCopy.fields.email.label).fill("asha@example.in");
      await field(form, contactCopy.fields.phone.label).fill("98450 12345");
      await field(form, contactCopy.fields.subject.label).selectOption("general");
      await field(form, contactCopy.fields.message.label).fill("Hello.");
      await form.getByRole("button", { name: contactCopy.submit }).click();
      await expect(form.getByRole("status")).toBeVisible();
      expect(await axe(page, "#contact-form")).toEqual([]);
      expect(await sizeProblems(form)).toEqual([]);
    });

    test("join us: member and volunteer error states, tabs included", async ({ page }) => {
      await page.goto("/join-us");
      await hydrated(page, "#join-us-panel-member form");
      const member = page.getByRole("tabpanel", { name: joinUsCopy.tabs.member });
      await member.getByRole("button", { name: memberCopy.submit }).click();
      await expect(field(member, memberCopy.fields.firstName.label)).toHaveAttribute("aria-invalid", "true");
      expect(await axe(page, "#join-us-forms")).toEqual([]);
      expect(await sizeProblems(page.locator("#join-us-forms"))).toEqual([]);

      await page.getByRole("tab", { name: joinUsCopy.tabs.volunteer }).click();
      const volunteer = page.getByRole("tabpanel", { name: joinUsCopy.tabs.volunteer });
      await volunteer.getByRole("button", { name: volunteerCopy.submit }).click();
      await expect(field(volunteer, volunteerCopy.fields.firstName.label)).toHaveAttribute("aria-invalid", "true");
      expect(await axe(page, "#join-us-forms")).toEqual([]);
      expect(await sizeProblems(page.locator("#join-us-forms"))).toEqual([]);
    });

    test("newsletter: error and success states", async ({ page, guard }) => {
      guard.allowConsole(/status of 400/);
      await page.goto("/blog");
      const box = page.locator("#newsletter-blog-form");
      await field(box, newsletterCopy.fields.email.label).fill("not-an-address");
      await box.getByRole("button", { name: newsletterCopy.submit }).click();
      await expect(field(box, newsletterCopy.fields.email.label)).toHaveAttribute("aria-invalid", "true");
      expect(await axe(page, "#newsletter-blog-form")).toEqual([]);
      expect(await sizeProblems(box)).toEqual([]);

      await field(box, newsletterCopy.fields.email.label).fill(`a11y-${width}-${Date.now()}@example.in`);
      await box.getByRole("button", { name: newsletterCopy.submit }).click();
      await expect(box.getByRole("status")).toBeVisible();
      expect(await axe(page, "#newsletter-blog-form")).toEqual([]);
      expect(await sizeProblems(box)).toEqual([]);
    });
  });
}
