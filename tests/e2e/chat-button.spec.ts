// The floating chat button never hides a control, a field or a message: on a
// phone, each field of the contact form and each error message is brought to the bottom edge of
// the screen, where the button floats, and the button must then either not overlap it or have
// stepped aside (invisible, taking no clicks). On phones it sits in a band of its own at the bottom
// of the screen, with JavaScript or without.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";

const chat = (page: Page) => page.getByRole("complementary", { name: /chat/i }).getByRole("link");

async function overlapsVisibly(page: Page, target: Locator): Promise<boolean> {
  await target.evaluate((el) => el.scrollIntoView({ block: "end" }));
  // A few frames for the button to look (its watch loads after the page) and step aside.
  const handle = await target.elementHandle();
  const overlaps = () => chat(page).evaluate((button, el) => {
    const style = getComputedStyle(button);
    if (button.dataset.covering === "true" && style.pointerEvents === "none") return false;
    const a = button.getBoundingClientRect();
    const b = (el as Element).getBoundingClientRect();
    return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
  }, handle);
  for (let i = 0; i < 20; i++) {
    if (!(await overlaps())) return false;
    await page.waitForTimeout(100);
  }
  return true;
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("no field, button or error message of the contact form is hidden under it", async ({ page, guard }) => {
    guard.allowConsole(/status of 400/);
    await page.goto("/contact");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: contactCopy.submit }) });
    // Errors first, so the messages are there to be checked too.
    await form.getByRole("button", { name: contactCopy.submit }).click();
    await expect(form.locator("[id$='-error']").first()).toBeVisible();
    const targets = form.locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea, button, [id$='-error']");
    const n = await targets.count();
    expect(n).toBeGreaterThan(8);
    const hidden: string[] = [];
    for (let i = 0; i < n; i++) {
      const target = targets.nth(i);
      if (!(await target.isVisible())) continue;
      if (await overlapsVisibly(page, target)) hidden.push((await target.getAttribute("id")) ?? (await target.textContent()) ?? `#${i}`);
    }
    expect(hidden).toEqual([]);
  });

  test("it comes back where nothing is beneath it, and keyboard focus always shows it", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(chat(page)).not.toHaveAttribute("data-covering", "true");
    await expect(chat(page)).toHaveCSS("opacity", "1");
    await chat(page).focus();
    await expect(chat(page)).toHaveCSS("opacity", "1");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("it sits in a band of its own at the bottom of the screen, which the page ends above", async ({ page }) => {
      await page.goto("/contact");
      await expect(chat(page)).toBeVisible();
      // Not floating over the page: its band is.
      expect(await chat(page).evaluate((el) => getComputedStyle(el).position)).not.toBe("fixed");
      const band = page.locator("[data-chat-band]");
      expect(await band.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
      const bandBox = (await band.boundingBox())!;
      expect(bandBox.width).toBe(375);
      expect(bandBox.y + bandBox.height).toBeCloseTo(740, 0);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = (await page.locator("footer").boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual(bandBox.y + 1);
    });
  });
});

test("on a wide screen it floats at the bottom right, as the spec has it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about");
  expect(await chat(page).evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  const box = await chat(page).boundingBox();
  expect(box!.x + box!.width).toBeGreaterThan(1280 - 40);
  expect(box!.y + box!.height).toBeGreaterThan(800 - 40);
});
