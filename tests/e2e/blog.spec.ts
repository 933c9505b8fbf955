// The blog (spec: Blog, Blog article pages): the listing and its category filter with and without
// JavaScript, every article's page (server HTML, related links, closing buttons), the Share
// fallback, the example-password toggle, and the 404 for an unknown article.
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect, headerBottom, test } from "#tests/support/e2e.ts";
import { getArticle } from "#app/content/blog/index.ts";
import { articleLabels, blogPage } from "#app/content/blog/page.ts";
import { blogPosts } from "#app/content/blog/posts.ts";
import { blogCategories } from "#app/content/blog/categories.ts";

// axe is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const siteUrl = (process.env.PUBLIC_SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** axe-core on the page's main content in its current state (the frame is checked by a11y.spec.ts). */
async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; nodes: { target: string[] }[] };
    const w = window as unknown as { axe: { run(ctx: Element): Promise<{ violations: Violation[] }> } };
    return (await w.axe.run(document.querySelector("main")!)).violations;
  });
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const listing = (page: Page) => page.getByRole("region", { name: blogPage.listHeading });
const filterButton = (page: Page, name: string) =>
  page.getByRole("group", { name: blogPage.filter.label }).getByRole("button", { name, exact: true });
const cardLinks = (page: Page) => listing(page).getByRole("article").getByRole("link");

/** Each category's filter button and how many articles it shows, from the content (the spec's categories and each article's: app/content/blog/blog.test.ts). */
const expectedCounts = blogCategories.map((c) => ({ id: c.id, label: c.label, count: blogPosts.filter((p) => p.category === c.id).length }));

test.describe("the blog listing", () => {
  test("shows every article as a card linking to its page", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogPage.hero.title);
    await expect(cardLinks(page)).toHaveCount(blogPosts.length);
    for (const post of blogPosts) {
      const link = listing(page).getByRole("link", { name: post.title });
      await expect(link).toHaveAttribute("href", `/blog/${post.slug}`);
      const card = listing(page).getByRole("article").filter({ has: page.getByRole("link", { name: post.title }) });
      await expect(card).toContainText(post.excerpt);
      await expect(card).toContainText(articleLabels.readTime(post.readTime));
      await expect(card.locator(`time[datetime="${post.date}"]`)).toBeVisible();
    }
    await listing(page).getByRole("link", { name: blogPosts[0]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${blogPosts[0]!.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogPosts[0]!.title);
  });

  test("filters by category with JavaScript, without reloading", async ({ page }) => {
    await page.goto("/blog");
    await expect(filterButton(page, "All")).toHaveAttribute("aria-pressed", "true");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    for (const { id, label, count } of expectedCounts) {
      await filterButton(page, label).click();
      await expect(page).toHaveURL(new RegExp(`/blog\\?category=${id}$`));
      await expect(filterButton(page, label)).toHaveAttribute("aria-pressed", "true");
      await expect(filterButton(page, "All")).toHaveAttribute("aria-pressed", "false");
      await expect(cardLinks(page)).toHaveCount(count);
      await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(blogPage.filter.showing(count, label));
      for (const post of blogPosts.filter((p) => p.category === id)) {
        await expect(listing(page).getByRole("link", { name: post.title })).toBeVisible();
      }
    }
    await filterButton(page, "All").click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cardLinks(page)).toHaveCount(blogPosts.length);
    // Still the same document: the filter never reloaded the page.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("a filtered listing has no axe violations", async ({ page }) => {
    await page.goto("/blog?category=technology");
    await expect(cardLinks(page)).toHaveCount(blogPosts.filter((p) => p.category === "technology").length);
    expect(await axe(page)).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the filter buttons load the filtered list from the server", async ({ page }) => {
      await page.goto("/blog");
      await expect(cardLinks(page)).toHaveCount(blogPosts.length);
      for (const { id, label, count } of expectedCounts) {
        await filterButton(page, label).click();
        await expect(page).toHaveURL(new RegExp(`/blog\\?category=${id}$`));
        await expect(filterButton(page, label)).toHaveAttribute("aria-pressed", "true");
        await expect(cardLinks(page)).toHaveCount(count);
      }
      await filterButton(page, "All").click();
      await expect(filterButton(page, "All")).toHaveAttribute("aria-pressed", "true");
      await expect(cardLinks(page)).toHaveCount(blogPosts.length);
    });

    test("an unknown category shows every article", async ({ page }) => {
      await page.goto("/blog?category=gardening");
      await expect(filterButton(page, "All")).toHaveAttribute("aria-pressed", "true");
      await expect(cardLinks(page)).toHaveCount(blogPosts.length);
    });
  });
});

test.describe("article pages", () => {
  for (const post of blogPosts) {
    test(`${post.slug}: title, canonical and Article JSON-LD are in the server HTML`, async ({ request }) => {
      const response = await request.get(`/blog/${post.slug}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${post.title.replace(/&/g, "&amp;")} | `);
      expect(html).toContain(`<link rel="canonical" href="${siteUrl}/blog/${post.slug}"/>`);
      expect(html).toContain('<meta property="og:type" content="article"/>');
      expect(html).toMatch(new RegExp(`<time datetime="${post.date}">`, "i"));
      const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      const article = blocks.find((b) => b["@type"] === "Article");
      expect(article).toMatchObject({
        headline: post.title,
        datePublished: post.date,
        author: { name: post.author.name },
        publisher: { "@type": "Organization" },
        mainEntityOfPage: { "@id": `${siteUrl}/blog/${post.slug}` },
      });
      expect(article.image[0]).toMatch(/^https?:\/\//);
    });
  }

  test("each page shows its category, author, date and reading time, with related links and closing buttons of the table", async ({ page }) => {
    for (const post of blogPosts) {
      const { body, related } = getArticle(post.slug)!;
      await page.goto(`/blog/${post.slug}`);
      const header = page.getByRole("article").locator("header").first();
      await expect(header).toContainText(blogCategories.find((c) => c.id === post.category)!.label);
      await expect(header).toContainText(post.author.name);
      await expect(header).toContainText(articleLabels.readTime(post.readTime));
      const relatedBlock = page.getByRole("region", { name: articleLabels.related });
      await expect(relatedBlock.getByRole("link")).toHaveCount(2);
      for (const r of related) {
        await expect(relatedBlock.getByRole("link", { name: r.title })).toHaveAttribute("href", `/blog/${r.slug}`);
      }
      const closing = page.getByRole("region", { name: body.closing.title });
      await expect(closing.getByRole("link")).toHaveCount(2);
      for (const action of body.closing.actions) {
        await expect(closing.getByRole("link", { name: action.label })).toHaveAttribute("href", action.href);
      }
    }
  });

  test("related links and closing buttons lead where the table says", async ({ page }) => {
    await page.goto("/blog/staying-active-home");
    await page.getByRole("region", { name: articleLabels.related }).getByRole("link", { name: /Healthy Eating/ }).click();
    await expect(page).toHaveURL(/\/blog\/healthy-eating-seniors$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Healthy Eating");
    await page.getByRole("link", { name: "View Programs" }).click();
    await expect(page).toHaveURL(/\/offerings\/health-wellness$/);
    await page.goto("/blog/social-connections-golden-years");
    await page.getByRole("link", { name: "Visit Us Today" }).click();
    await expect(page).toHaveURL(/\/contact\?/);
  });

  test("Back to Blog stays in view below the header on a wide screen, opens the article on a phone, and returns to the listing", async ({ page }) => {
    // On a phone it opens the article rather than staying in view: the header alone is the sticky
    // part there, within about 15 % of the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/blog/digital-banking-seniors");
    const back = page.getByRole("link", { name: articleLabels.backToBlog });
    await expect(back).toBeInViewport();
    expect(await back.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual((await headerBottom(page)) - 1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/blog/digital-banking-seniors");
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect(back).toBeInViewport();
    const top = await back.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual((await headerBottom(page)) - 1);
    await page.getByRole("link", { name: articleLabels.backToBlog }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("an unknown article answers 404 with the not-found page", async ({ page, request, guard }) => {
    expect((await request.get("/blog/no-such-article")).status()).toBe(404);
    guard.allowConsole(/status of 404/);
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/not find|not found/i);
  });
});

test.describe("the example password", () => {
  const url = "/blog/digital-banking-seniors";
  const demo = getArticle("digital-banking-seniors")!.body.sections.flatMap((s) => s.blocks).find((b) => b.kind === "password-demo")!;
  if (demo.kind !== "password-demo") throw new Error("no password demo");

  test("is masked at first and the button shows and hides it", async ({ page }) => {
    await page.goto(url);
    const figure = page.locator("figure").filter({ hasText: demo.label });
    // What is on screen (and read out): the dots, or the example.
    const example = figure.getByText(demo.example, { exact: true });
    const dots = figure.getByText("•".repeat(demo.example.length), { exact: true });
    await expect(example).toBeHidden();
    await expect(dots).toBeVisible();
    const show = figure.getByRole("button", { name: demo.showLabel });
    await show.click();
    await expect(example).toBeVisible();
    await expect(dots).toBeHidden();
    const hide = figure.getByRole("button", { name: demo.hideLabel });
    await expect(hide).toBeFocused();
    expect(await axe(page)).toEqual([]);
    await hide.click();
    await expect(example).toBeHidden();
    await expect(figure.getByRole("button", { name: demo.showLabel })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("stays masked and says why", async ({ page }) => {
      await page.goto(url);
      const figure = page.locator("figure").filter({ hasText: demo.label });
      await expect(figure.getByText(demo.example, { exact: true })).toBeHidden();
      await expect(figure.getByRole("button")).toBeHidden();
      await expect(figure.getByText(demo.noScriptNote)).toBeVisible();
    });
  });
});

test.describe("the Share button", () => {
  const slug = "healthy-eating-seniors";
  const canonical = `${siteUrl}/blog/${slug}`;

  test("copies the link and confirms it where the device has no share sheet", async ({ page }) => {
    await page.addInitScript(() => {
      // No share sheet (as on most desktop browsers); a clipboard that records what it is given.
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: async (text: string) => void copied.push(text) },
        configurable: true,
      });
    });
    await page.goto(`/blog/${slug}`);
    await page.getByRole("button", { name: articleLabels.share.button }).click();
    await expect(page.getByRole("status").filter({ hasText: articleLabels.share.copied })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([canonical]);
    expect(await axe(page)).toEqual([]);
  });

  test("copies with the real clipboard when permission is granted", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    // The worker's tab is reused by the next test, and a permission is not part of its reset.
    try {
      await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
      await page.goto(`/blog/${slug}`);
      await page.getByRole("button", { name: articleLabels.share.button }).click();
      await expect(page.getByText(articleLabels.share.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    } finally {
      await context.clearPermissions();
    }
  });

  test("shows the link to copy by hand when the clipboard refuses", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: async () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
        configurable: true,
      });
    });
    await page.goto(`/blog/${slug}`);
    await page.getByRole("button", { name: articleLabels.share.button }).click();
    await expect(page.getByLabel(articleLabels.share.copyFailed)).toHaveValue(canonical);
  });

  test("opens the device's share sheet where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      (window as unknown as { shared: unknown[] }).shared = shared;
      Object.defineProperty(navigator, "share", { value: async (data: unknown) => void shared.push(data), configurable: true });
    });
    await page.goto(`/blog/${slug}`);
    await page.getByRole("button", { name: articleLabels.share.button }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
      { title: blogPosts.find((p) => p.slug === slug)!.title, url: canonical },
    ]);
    await expect(page.getByText(articleLabels.share.copied)).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("is an e-mail link carrying the article's address", async ({ page }) => {
      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole("button", { name: articleLabels.share.button })).toBeHidden();
      const link = page.getByRole("link", { name: articleLabels.share.byEmail });
      await expect(link).toBeVisible();
      expect(decodeURIComponent((await link.getAttribute("href"))!)).toContain(canonical);
    });
  });
});
