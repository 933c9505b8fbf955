// Testimonials, FAQ, privacy, terms, careers, contact and join-us in a real browser: the carousel
// wraps both ways and never moves on its own, FAQ chips jump to their topic and questions open
// independently, the map and videos load nothing from another host until asked, Apply Now names
// the role on the contact form, and every page reads fine with JavaScript off.
import { test as plain, type Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { testimonials, testimonialsPage } from "#app/content/testimonials.ts";
import { faqCategories, faqPage, faqs } from "#app/content/faq.ts";
import { careers, careersPage } from "#app/content/careers.ts";
import { contactPage, hoursRows } from "#app/content/contact-page.ts";
import { joinUsPage } from "#app/content/join-us-page.ts";
import { membershipPlans } from "#app/content/membership-plans.ts";
import { privacyPolicy, termsOfService } from "#app/content/legal.ts";
import { rupees } from "#app/core/money.ts";

const carouselCopy = testimonialsPage.carousel;
/** How many stories the carousel and the grid show (the spec's number: app/content/spec-conformance.test.ts). */
const stories = testimonials.length;

function carousel(page: Page) {
  return page.getByRole("region", { name: carouselCopy.label });
}

/** The one slide a sighted visitor (and the accessibility tree) can see. */
async function expectSlide(page: Page, n: number) {
  const region = carousel(page);
  await expect(region.getByRole("group", { name: carouselCopy.slideLabel(n, stories) })).toBeVisible();
  await expect(region.getByRole("group")).toHaveCount(1);
  await expect(region.getByText(testimonials[n - 1]!.text)).toBeVisible();
  await expect(region.getByRole("button", { name: carouselCopy.dotLabel(n, testimonials[n - 1]!.name) })).toHaveAttribute("aria-current", "true");
}

test.describe("testimonials carousel", () => {
  test("wraps both ways with previous/next, jumps with dots, and never advances by itself", async ({ page }) => {
    // The browser clock stands in for real waiting: the page's timers run when it is moved on.
    await page.clock.install();
    await page.goto("/testimonials");
    const region = carousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const previous = region.getByRole("button", { name: carouselCopy.previous });
    const next = region.getByRole("button", { name: carouselCopy.next });
    await expect(next).toBeEnabled(); // enabled once hydrated
    await expectSlide(page, 1);

    await previous.click();
    await expectSlide(page, stories); // backwards from the first wraps to the last
    await next.click();
    await expectSlide(page, 1); // forwards from the last wraps to the first
    for (let i = 2; i <= stories; i++) {
      await next.click();
      await expectSlide(page, i);
    }
    await next.click();
    await expectSlide(page, 1);

    await region.getByRole("button", { name: carouselCopy.dotLabel(4, testimonials[3]!.name) }).click();
    await expectSlide(page, 4);
    // Buttons do not move under the pointer when stories differ in length.
    const before = await next.boundingBox();
    await next.click();
    expect(await next.boundingBox()).toEqual(before);
    await expectSlide(page, 5);

    // No auto-advance: the same story is still showing after a long wait.
    await page.clock.fastForward(7_000);
    await expectSlide(page, 5);
  });

  test("works from the keyboard", async ({ page }) => {
    await page.goto("/testimonials");
    const next = carousel(page).getByRole("button", { name: carouselCopy.next });
    await expect(next).toBeEnabled();
    await next.focus();
    await page.keyboard.press("Enter");
    await expectSlide(page, 2);
    await page.keyboard.press("ArrowLeft");
    await expectSlide(page, 1);
    await page.keyboard.press("ArrowLeft");
    await expectSlide(page, stories);
    await page.keyboard.press("ArrowRight");
    await expectSlide(page, 1);
  });

  test("the grid shows every story", async ({ page }) => {
    await page.goto("/testimonials");
    const grid = page.getByRole("region", { name: testimonialsPage.gridTitle });
    await expect(grid.getByRole("listitem")).toHaveCount(stories);
    for (const t of testimonials) await expect(grid.getByText(t.text)).toBeVisible();
    await expect(grid.getByText("Rated 5 out of 5 stars")).toHaveCount(stories);
  });
});

test.describe("FAQ", () => {
  test("a topic chip scrolls to its section and focuses its heading", async ({ page }) => {
    await page.goto("/faq");
    const chips = page.getByRole("navigation", { name: faqPage.chipsLabel });
    await expect(chips.getByRole("link")).toHaveCount(faqCategories.length);
    const heading = page.getByRole("heading", { level: 2, name: "Payment", exact: true });
    await expect(heading).not.toBeInViewport();
    await chips.getByRole("link", { name: "Payment", exact: true }).click();
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(/#payment$/);
    // Not hidden under the sticky header.
    const header = await page.locator("body > header, header.sticky").first().boundingBox();
    const box = await heading.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
  });

  test("questions open and close independently", async ({ page }) => {
    await page.goto("/faq");
    const [first, second] = [faqs[0]!, faqs[1]!];
    const q1 = page.locator("summary", { hasText: first.question });
    const q2 = page.locator("summary", { hasText: second.question });
    const a1 = page.getByText(first.answer[0]!);
    const a2 = page.getByText(second.answer[0]!);
    await expect(a1).toBeHidden();
    await q1.click();
    await expect(a1).toBeVisible();
    await q2.click();
    await expect(a1).toBeVisible();
    await expect(a2).toBeVisible();
    await q1.click();
    await expect(a1).toBeHidden();
    await expect(a2).toBeVisible();
    // Keyboard: Enter on a focused question toggles it.
    await q1.focus();
    await page.keyboard.press("Enter");
    await expect(a1).toBeVisible();
  });

  test("the server HTML carries FAQPage structured data with every question", async ({ request }) => {
    const html = await (await request.get("/faq")).text();
    const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    const faq = blocks.find((b) => b["@type"] === "FAQPage");
    expect(faq).toBeTruthy();
    expect(faq.mainEntity).toHaveLength(faqs.length);
    expect(faq.mainEntity[0]).toMatchObject({ "@type": "Question", name: faqs[0]!.question, acceptedAnswer: { "@type": "Answer" } });
  });
});

// These two journeys deliberately reach another host after a click, so they use plain Playwright
// with their own bookkeeping (and stubbed answers: nothing leaves the machine).
plain.describe("embeds load only on request", () => {
  async function watchForeign(page: Page, baseURL: string | undefined) {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    const errors: string[] = [];
    page.on("request", (r) => {
      if (/^https?:/.test(r.url()) && new URL(r.url()).origin !== origin) foreign.push(r.url());
    });
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.route(
      (url) => url.origin !== origin && url.protocol.startsWith("http"),
      (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>stub</title><p>stub</p>" }),
    );
    return { foreign, errors };
  }

  plain("the map makes no request until Show map is pressed", async ({ page, baseURL }) => {
    const seen = await watchForeign(page, baseURL);
    await page.goto("/contact", { waitUntil: "networkidle" });
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(seen.foreign).toEqual([]);
    // A plain link to the map is there as well.
    await expect(page.getByRole("link", { name: contactPage.map.openLabel })).toHaveAttribute("href", contactPage.map.openHref);
    // The button is shown as the page loads; it works once the page's code has taken over.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("button", { name: contactPage.map.showLabel }).click();
    const frame = page.locator(`iframe[title="${contactPage.map.frameTitle}"]`);
    await expect(frame).toHaveAttribute("src", contactPage.map.embedUrl);
    await expect.poll(() => seen.foreign.some((u) => u.startsWith("https://www.openstreetmap.org/export/embed.html"))).toBe(true);
    expect(seen.errors).toEqual([]);
  });

  plain("the testimonials page makes no request to another host and shows no made-up videos", async ({ page, baseURL }) => {
    const seen = await watchForeign(page, baseURL);
    await page.goto("/testimonials", { waitUntil: "networkidle" });
    await expect(page.locator("iframe")).toHaveCount(0);
    // The spec's stories have no real video: the section shows once the operator gives one (stories-console.spec.ts).
    await expect(page.getByRole("heading", { name: testimonialsPage.videosTitle })).toHaveCount(0);
    expect(seen.foreign).toEqual([]);
    expect(seen.errors).toEqual([]);
  });
});

test("careers: Apply Now opens the contact form with the role named", async ({ page }) => {
  await page.goto("/careers");
  await expect(page.getByRole("article")).toHaveCount(careers.length);
  const role = careers[1]!;
  await page.getByRole("link", { name: `${careersPage.labels.apply} ${careersPage.labels.applyContext(role.title)}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/contact" && url.searchParams.get("about")?.includes(role.title) === true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactPage.hero.title);
  await expect(page.getByRole("textbox", { name: /message/i })).toHaveValue(new RegExp(role.title));
});

test.describe("contact and join-us content", () => {
  test("contact shows the channels, hours, chat choices, reasons and facility notes", async ({ page }) => {
    await page.goto("/contact");
    for (const title of [contactPage.channels.title, contactPage.chat.title, contactPage.form.title, contactPage.reasonsTitle, contactPage.map.title, contactPage.cta.title]) {
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    }
    const hours = page.getByRole("table", { name: contactPage.hoursCaption });
    await expect(hours.getByRole("row")).toHaveCount(hoursRows.length);
    await expect(hours).toContainText("Emergency support only");
    for (const c of contactPage.chat.choices) {
      await expect(page.getByRole("link", { name: new RegExp(c.label) })).toHaveAttribute("href", c.href);
    }
    for (const f of contactPage.facilities) await expect(page.getByRole("heading", { name: f.title, exact: true })).toBeVisible();
  });

  test("join-us shows the plans with their monthly prices", async ({ page }) => {
    await page.goto("/join-us");
    const plans = page.getByRole("region", { name: joinUsPage.plans.title });
    await expect(plans.getByRole("article")).toHaveCount(membershipPlans.length);
    for (const p of membershipPlans) {
      const card = plans.getByRole("article", { name: p.name });
      await expect(card).toContainText(rupees(p.pricePerMonth));
    }
    await expect(page.getByRole("heading", { level: 2, name: joinUsPage.nextSteps.title })).toBeVisible();
  });

  test("Apply to volunteer opens the volunteer form at the application section", async ({ page }) => {
    await page.goto("/join-us");
    await page.getByRole("link", { name: joinUsPage.volunteer.applyLabel }).click();
    await expect(page).toHaveURL(/\/join-us\?tab=volunteer#apply$/);
    await expect(page.getByRole("tab", { selected: true })).toHaveText(/volunteer/i);
    await expect(page.getByRole("heading", { level: 2, name: joinUsPage.apply.title })).toBeInViewport();
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    { path: "/testimonials", h1: testimonialsPage.hero.title, text: testimonials.at(-1)!.text },
    { path: "/faq", h1: faqPage.hero.title, text: faqs.at(-1)!.question },
    { path: "/privacy", h1: privacyPolicy.hero.title, text: "Last updated: January 2024" },
    { path: "/terms", h1: termsOfService.hero.title, text: "Last updated: January 2024" },
    { path: "/careers", h1: careersPage.hero.title, text: careers.at(-1)!.summary },
    { path: "/contact", h1: contactPage.hero.title, text: contactPage.facilities.at(-1)!.description },
    { path: "/join-us", h1: joinUsPage.hero.title, text: membershipPlans.at(-1)!.summary },
  ];
  // One test for the pages (a test costs the clean-up of its tab beside its pages: docs/testing.md);
  // each page's findings are reported, whichever fails first.
  test("each page renders its content", async ({ page }) => {
    test.setTimeout(120_000); // every page of the list
    for (const { path, h1, text } of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect.soft(page.getByRole("heading", { level: 1 }), path).toHaveText(h1);
        await expect.soft(page.getByText(text).filter({ visible: true }).first(), path).toBeVisible();
      });
    }
  });

  test("the carousel shows the first story without its controls, and FAQ questions still open", async ({ page }) => {
    await page.goto("/testimonials");
    const region = carousel(page);
    await expect(region.getByRole("group", { name: carouselCopy.slideLabel(1, stories) })).toBeVisible();
    await expect(region.getByText(testimonials[0]!.text)).toBeVisible();
    // Controls that need JavaScript are not shown at all, rather than shown disabled.
    for (const name of [carouselCopy.previous, carouselCopy.next]) {
      await expect(region.getByRole("button", { name, includeHidden: true })).toBeHidden();
    }
    await page.goto("/faq");
    const q = page.locator("summary", { hasText: faqs[3]!.question });
    await q.click();
    await expect(page.getByText(faqs[3]!.answer[0]!)).toBeVisible();
    await page.getByRole("navigation", { name: faqPage.chipsLabel }).getByRole("link", { name: "Family", exact: true }).click();
    await expect(page).toHaveURL(/#family$/);
    await expect(page.getByRole("heading", { level: 2, name: "Family", exact: true })).toBeInViewport();
  });

  test("the contact map offers its links, not a Show map button that could do nothing", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: contactPage.map.openLabel })).toBeVisible();
    await expect(page.getByRole("button", { name: contactPage.map.showLabel, includeHidden: true })).toBeHidden();
    await expect(page.getByText(contactPage.map.privacyNote)).toBeHidden();
  });
});
