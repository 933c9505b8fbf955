// Still open from the last walk (issue 54, point 8), on a phone with larger text (360 × 740) and on
// a laptop at 200 % zoom (640 × 400):
// - an error summary's link, with JavaScript, brings its field's control into view between the
//   header and the chat band (or the screen's foot), on the contact form and both Join Us forms;
// - the newsletter's answer at larger text fits in what one screen shows between the header and
//   the chat band. (The next event on the home page's first screen: home-next-up.spec.ts.)
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { field, uniqueEmail } from "#tests/support/forms-e2e.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { joinUsCopy } from "#app/content/form-words/join-us.ts";
import { memberCopy } from "#app/content/form-words/member.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";

const screens = [
  { width: 360, height: 740, size: "larger" },
  { width: 640, height: 400, size: "normal" },
] as const;

/** What covers the screen's top and foot: the sticky header's bottom, and the chat band's top (or the screen's foot). */
const room = (page: Page) =>
  page.evaluate(() => {
    const header = [...document.querySelectorAll("header")].find((h) => /sticky|fixed/.test(getComputedStyle(h).position));
    const band = document.querySelector("[data-chat-band]");
    const floor = band && getComputedStyle(band).position === "fixed" && band.getBoundingClientRect().height > 0 ? band.getBoundingClientRect().top : window.innerHeight;
    return { top: header ? Math.max(0, header.getBoundingClientRect().bottom) : 0, floor };
  });

const forms = [
  { name: "contact", path: "/contact", region: (page: Page) => page.locator("#contact-form"), submit: contactCopy.submit, email: contactCopy.fields.email.label },
  { name: "membership application", path: "/join-us", region: (page: Page) => page.getByRole("tabpanel", { name: joinUsCopy.tabs.member }), submit: memberCopy.submit, email: memberCopy.fields.email.label },
  { name: "volunteer application", path: "/join-us?tab=volunteer", region: (page: Page) => page.getByRole("tabpanel", { name: joinUsCopy.tabs.volunteer }), submit: volunteerCopy.submit, email: volunteerCopy.fields.email.label },
];

for (const screen of screens) {
  test.describe(`${screen.width}×${screen.height}, ${screen.size} text, with JavaScript`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height }, isMobile: screen.width < 400, hasTouch: screen.width < 400 });

    for (const form of forms) {
      test(`${form.name}: each error summary link brings its field's control into view, above the chat band`, async ({ page, guard }) => {
        guard.allowConsole(/status of 400/);
        await page.addInitScript((s) => localStorage.setItem("text-size", s), screen.size);
        await page.goto(form.path);
        const region = form.region(page);
        // A half-typed address, as in form-answers.spec.ts: its message quotes name@example.com.
        await field(region, form.email).fill("name@");
        await region.getByRole("button", { name: form.submit }).click();
        const summary = region.locator("[tabindex='-1']").filter({ has: page.getByRole("heading", { name: commonCopy.errorSummaryHeading }) });
        await expect(summary).toBeVisible();
        const links = await summary.getByRole("link").all();
        expect(links.length).toBeGreaterThan(2);
        const hidden: string[] = [];
        for (const link of links) {
          await link.click();
          const control = page.locator(":focus");
          await expect(control).toHaveCount(1);
          const box = (await control.boundingBox())!;
          const { top, floor } = await room(page);
          if (box.y < top - 1 || box.y + box.height > floor + 1) hidden.push(`${await link.textContent()}: ${Math.round(box.y)}–${Math.round(box.y + box.height)} outside ${Math.round(top)}–${Math.round(floor)}`);
          await summary.scrollIntoViewIfNeeded();
        }
        expect(hidden).toEqual([]);
      });
    }
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`360×740, ${javaScriptEnabled ? "larger text, with" : "normal text, without"} JavaScript`, () => {
    test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled });

    test("the newsletter's answer fits in what one screen shows between the header and the chat band", async ({ page }) => {
      if (javaScriptEnabled) await page.addInitScript(() => localStorage.setItem("text-size", "larger"));
      await page.goto("/blog");
      const region = page.locator("#newsletter-blog-form");
      await field(region, newsletterCopy.fields.email.label).fill(uniqueEmail("short-answer"));
      await region.getByRole("button", { name: newsletterCopy.submit }).click();
      const answer: Locator = region.getByRole("status").filter({ hasText: newsletterCopy.success.heading });
      await expect(answer).toBeVisible();
      const height = (await answer.boundingBox())!.height;
      const { top, floor } = await room(page);
      expect(height, `the answer is ${Math.round(height)} px, the room ${Math.round(floor - top)} px`).toBeLessThanOrEqual(floor - top);
    });
  });
}
