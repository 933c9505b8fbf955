// The shared frame (spec section 2): menus, current item, scrolling, chat button, text size,
// keyboard use. Runs on the 404 page and a few short pages so it does not depend on page content.
import { expect, headerBottom, hydrated, test } from "#tests/support/e2e.ts";
import { footerExplore, footerHelp, mainMenu, offeringsMenu } from "#app/content/navigation.ts";
import { site } from "#app/core/site.ts";

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 740 };

test.describe("desktop header", () => {
  test.use({ viewport: desktop });

  test("the Offerings dropdown opens on click and closes when an item is chosen", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main menu" });
    const toggle = nav.getByRole("button", { name: "Our Offerings" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const submenu = nav.getByRole("list", { name: "Our Offerings pages" });
    await expect(submenu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(submenu).toBeVisible();
    for (const item of offeringsMenu) await expect(submenu.getByRole("link", { name: item.label })).toBeVisible();
    await expect(submenu.getByRole("link", { name: "All offerings" })).toHaveAttribute("href", "/offerings");

    await submenu.getByRole("link", { name: "Technology Tutoring" }).click();
    await expect(page).toHaveURL(/\/offerings\/technology$/);
    await hydrated(page);
    await expect(submenu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // The section is marked on the button, the page on its item.
    await expect(toggle).toHaveAttribute("aria-current", "true");
    await toggle.click();
    await expect(submenu.getByRole("link", { name: "Technology Tutoring" })).toHaveAttribute("aria-current", "page");
  });

  test("Escape closes the dropdown and returns focus to its button", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "Our Offerings" });
    await toggle.click();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "All offerings" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("a click outside closes the dropdown", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "Our Offerings" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.locator("footer").click({ position: { x: 5, y: 5 } });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the current page is marked in the menu, and only it", async ({ page }) => {
    for (const item of mainMenu.filter((i) => i.path !== "/offerings" && i.path !== "/")) {
      await page.goto(item.path);
      const nav = page.getByRole("navigation", { name: "Main menu" });
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test("every page opens at the top; back restores the position", async ({ page }) => {
    await page.goto("/privacy");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await page.locator("footer").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // A whole new page: the first Tab reaches the skip link, which leads to the content.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });

  test("the chat button opens the messaging app with the prefilled text in a new window", async ({ page }) => {
    await page.goto("/about");
    const chat = page.getByRole("link", { name: /Need help\? Chat with us!/ });
    await expect(chat).toHaveAccessibleName("Need help? Chat with us! (opens in a new window)");
    const href = await chat.getAttribute("href");
    const url = new URL(href!);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsappNumber}`);
    expect(url.searchParams.get("text")).toBe(`Hello, I need assistance from ${site.brand}.`);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", /noopener/);
    const box = await chat.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(56);
    expect(box!.x + box!.width).toBeGreaterThan(desktop.width - 40);
    expect(box!.y + box!.height).toBeGreaterThan(desktop.height - 40);

    const tooltip = chat.getByText("Need help? Chat with us!");
    await expect(tooltip).toHaveCSS("opacity", "0");
    await chat.hover();
    await expect(tooltip).toHaveCSS("opacity", "1");
    await page.mouse.move(10, 300);
    await expect(tooltip).toHaveCSS("opacity", "0");
    await chat.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(chat).toBeFocused();
    await expect(tooltip).toHaveCSS("opacity", "1");
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCSS("opacity", "0");
  });

  test("the text size is remembered across pages and visits", async ({ page }) => {
    await page.goto("/about");
    const control = page.getByRole("group", { name: "Text size" }).first();
    await expect(control.getByRole("button", { name: "Normal" })).toHaveAttribute("aria-pressed", "true");
    const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    await expect.poll(rootSize).toBe("16px");

    await control.getByRole("button", { name: "Larger" }).click();
    await expect(control.getByRole("button", { name: "Larger" })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(rootSize).toBe("20px");

    // A full page load: the stored size applies before the page is shown.
    await page.goto("/contact");
    await expect.poll(rootSize).toBe("20px");
    await expect(
      page.getByRole("group", { name: "Text size" }).first().getByRole("button", { name: "Larger" }),
    ).toHaveAttribute("aria-pressed", "true");
    const bodyText = await page.evaluate(() => getComputedStyle(document.body).fontSize);
    expect(bodyText).toBe("22.5px");

    await page
      .getByRole("group", { name: "Text size" })
      .first()
      .getByRole("button", { name: "Large", exact: true })
      .click();
    await page.reload();
    await expect.poll(rootSize).toBe("18px");
    await page.getByRole("group", { name: "Text size" }).first().getByRole("button", { name: "Normal" }).click();
    await expect.poll(rootSize).toBe("16px");
  });

  test("the keyboard reaches every frame control, with visible focus never under the header", async ({
    page,
    guard,
  }) => {
    guard.allowConsole(/status of 404/);
    await page.goto("/no-such-page");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    const reached = new Set<string>();
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Tab");
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        return {
          key: el.getAttribute("href") ?? `${el.tagName}:${el.textContent?.trim()}`,
          outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
          inHeader: !!el.closest("header.sticky"),
          top: rect.top,
          bottom: rect.bottom,
          height: rect.height,
          width: rect.width,
        };
      });
      if (!info) break;
      expect(info.outline, `focus visible on ${info.key}`).toBe(true);
      expect(Math.min(info.height, info.width), `target size of ${info.key}`).toBeGreaterThanOrEqual(44);
      if (!info.inHeader)
        expect(info.top, `${info.key} not under the header`).toBeGreaterThanOrEqual((await headerBottom(page)) - 1);
      expect(info.bottom, `${info.key} on screen`).toBeLessThanOrEqual(desktop.height + 1);
      if (reached.has(info.key) && info.key.startsWith("https://wa.me")) break;
      reached.add(info.key);
    }
    const expected = [
      "/",
      ...mainMenu.filter((i) => i.path !== "/offerings").map((i) => i.path),
      "BUTTON:Our Offerings",
      "BUTTON:Normal",
      "BUTTON:Large",
      "BUTTON:Larger",
      "/join-us",
      ...footerExplore.map((l) => l.path),
      ...footerHelp.map((l) => l.path),
      site.social.facebook,
      site.social.instagram,
      `tel:${site.phone.tel}`,
      `mailto:${site.email}`,
    ];
    for (const key of expected) expect([...reached], `reached ${key}`).toContain(key);
    expect([...reached].some((k) => k.startsWith("https://wa.me/"))).toBe(true);
  });

  test("focus is never hidden under the sticky header when tabbing backwards through a long page", async ({ page }) => {
    await page.goto("/privacy");
    await page.locator("footer").getByRole("link", { name: "About" }).focus();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Shift+Tab");
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const rect = el.getBoundingClientRect();
        return { key: el.outerHTML.slice(0, 80), top: rect.top, inHeader: !!el.closest("header.sticky") };
      });
      if (info.inHeader) break;
      expect(info.top, info.key).toBeGreaterThanOrEqual((await headerBottom(page)) - 1);
    }
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("phone header", () => {
  test.use({ viewport: phone });

  test("the hamburger lists the offerings indented and any link closes it", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panelId = await toggle.getAttribute("aria-controls");
    const panel = page.locator(`#${panelId}`);
    await expect(panel).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    for (const item of mainMenu) await expect(panel.getByRole("link", { name: item.label, exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    const parentX = (await panel.getByRole("link", { name: "Our Offerings" }).boundingBox())!.x;
    for (const item of offeringsMenu) {
      const box = (await panel.getByRole("link", { name: item.label }).boundingBox())!;
      expect(box.x, `${item.label} indented`).toBeGreaterThan(parentX + 16);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expect(panel.getByRole("link", { name: "Join Us" })).toBeVisible();
    await expect(panel.getByRole("group", { name: "Text size" })).toBeVisible();

    await panel.getByRole("link", { name: "Satsangs & Spirituality" }).click();
    await expect(page).toHaveURL(/\/offerings\/satsangs$/);
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("nothing is wider than the screen and the chat button stays clear of the footer text", async ({
    page,
    guard,
  }) => {
    guard.allowConsole(/status of 404/);
    await page.goto("/no-such-page");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const chat = (await page.getByRole("link", { name: /Need help/ }).boundingBox())!;
    const lastText = (await page.locator("footer p").last().boundingBox())!;
    expect(lastText.y + lastText.height).toBeLessThan(chat.y);
  });

  test("at the largest text size the header still fits the screen", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => localStorage.setItem("text-size", "larger"));
    await page.reload();
    const toggle = page.getByRole("button", { name: "Menu" });
    const box = (await toggle.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("reduced motion: route changes jump to the top at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/privacy");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const before = await page.title();
    await page.locator("footer").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    // The title changes in the same render as the page; by then the jump must be complete (a
    // smooth scroll would still be under way).
    await expect(page).not.toHaveTitle(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menus still reach every page", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await expect(nav.getByRole("link", { name: "Our Offerings" })).toHaveAttribute("href", "/offerings");
    await expect(nav.getByRole("button", { name: "Our Offerings" })).toBeHidden();
    await expect(page.getByRole("group", { name: "Text size" })).toHaveCount(0);

    await page.setViewportSize(phone);
    await page.locator("summary", { hasText: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await expect(menu.getByRole("link", { name: "Custom Engagements" })).toBeVisible();
    await menu.getByRole("link", { name: "Custom Engagements" }).click();
    await expect(page).toHaveURL(/\/offerings\/custom-engagements$/);
  });
});
