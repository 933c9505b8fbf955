// The blog (the spec's Blog and Blog article pages): the posts parse, one article body each, with
// the spec's table of categories, read times, dates, closing buttons and related articles; they are
// listed newest first, read in about the time they say, and their pages are public routes rendered
// by the server; each article holds the contents the spec lists for it (benefits, poses, steps,
// tables, callouts) and the health articles advise seeing a doctor. How many posts there are:
// spec-conformance.test.ts.
import { describe, expect, it } from "vitest";
import { prerenderPaths, publicPages } from "#app/content/public-pages.ts";
import { articleBodies, getArticle } from "#app/content/blog/index.ts";
import { blogPosts, getPost } from "#app/content/blog/posts.ts";
import { blogCategories } from "#app/content/blog/categories.ts";
import { ArticleBodyShape, BlogPostShape, type ArticleBody, type ArticleCard as Card, type Block, type ListItem } from "#app/content/shapes/blog.ts";

const body = (slug: string): ArticleBody => {
  const found = articleBodies.find((b) => b.slug === slug);
  if (!found) throw new Error(`no article body for ${slug}`);
  return found;
};
const section = (slug: string, id: string) => {
  const found = body(slug).sections.find((s) => s.id === id);
  if (!found) throw new Error(`${slug} has no section #${id}`);
  return found;
};
const blocksOf = <K extends Block["kind"]>(slug: string, id: string, kind: K) =>
  section(slug, id).blocks.filter((b): b is Extract<Block, { kind: K }> => b.kind === kind);
const cardsOf = (slug: string, id: string): Card[] => blocksOf(slug, id, "cards").flatMap((b) => b.items);
const itemText = (item: ListItem) => (typeof item === "string" ? item : `${item.title} ${item.text}`);
/** Every visitor-facing string of a value, for "the article mentions X" checks. */
const allText = (value: unknown): string =>
  typeof value === "string"
    ? value
    : Array.isArray(value)
      ? value.map(allText).join(" ")
      : value && typeof value === "object"
        ? Object.values(value).map(allText).join(" ")
        : "";
const minutes = (text: string) => Number.parseInt(text, 10);

// The spec's table (Blog article pages), with the dates we chose where it gives none.
const table = {
  "yoga-benefits-senior-citizens": {
    category: "Health & Wellness",
    readTime: 5,
    date: "2024-01-10",
    closing: [{ path: "/contact" }, { path: "/offerings/health-wellness" }],
    related: ["staying-active-home", "healthy-eating-seniors"],
  },
  "technology-tips-for-elders": {
    category: "Technology",
    readTime: 7,
    date: "2024-01-15",
    closing: [{ path: "/contact" }, { path: "/offerings/technology" }],
    related: ["digital-banking-seniors", "social-connections-golden-years"],
  },
  "social-connections-golden-years": {
    category: "Lifestyle",
    readTime: 6,
    date: "2024-01-05",
    closing: [
      { path: "/contact", label: "Visit Us Today" },
      { path: "/offerings", label: "Explore Programs" },
    ],
    related: ["yoga-benefits-senior-citizens", "technology-tips-for-elders"],
  },
  "healthy-eating-seniors": {
    category: "Health & Wellness",
    readTime: 8,
    date: "2024-01-20",
    closing: [
      { path: "/contact", label: "Get Started" },
      { path: "/offerings/health-wellness", label: "View Programs" },
    ],
    related: ["staying-active-home", "yoga-benefits-senior-citizens"],
  },
  "staying-active-home": {
    category: "Health & Wellness",
    readTime: 6,
    date: "2024-01-25",
    closing: [
      { path: "/contact", label: "Join Classes" },
      { path: "/offerings/health-wellness", label: "Learn More" },
    ],
    related: ["yoga-benefits-senior-citizens", "healthy-eating-seniors"],
  },
  "digital-banking-seniors": {
    category: "Technology",
    readTime: 9,
    date: "2024-01-30",
    closing: [
      { path: "/contact", label: "Join Workshop" },
      { path: "/offerings/technology", label: "View All Classes" },
    ],
    related: ["technology-tips-for-elders", "social-connections-golden-years"],
  },
} as const;
type Slug = keyof typeof table;
const slugs = Object.keys(table) as Slug[];

describe("blog posts", () => {
  it("parse with their shapes", () => {
    for (const post of blogPosts) expect(() => BlogPostShape.parse(post), post.slug).not.toThrow();
    for (const article of articleBodies) expect(() => ArticleBodyShape.parse(article), article.slug).not.toThrow();
  });

  it("are the spec's posts, slugs unique, each with one article body", () => {
    expect(new Set(blogPosts.map((p) => p.slug)).size).toBe(blogPosts.length);
    expect(blogPosts.map((p) => p.slug).sort()).toEqual([...slugs].sort());
    expect(articleBodies.map((b) => b.slug).sort()).toEqual([...slugs].sort());
    expect(new Set(blogPosts.map((p) => p.title)).size).toBe(blogPosts.length);
    expect(new Set(blogPosts.map((p) => p.excerpt)).size).toBe(blogPosts.length);
  });

  it("have the spec's categories, read times (5 to 9 minutes) and January 2024 dates", () => {
    expect(blogCategories.map((c) => c.label)).toEqual(["Health & Wellness", "Technology", "Lifestyle"]);
    for (const slug of slugs) {
      const post = getPost(slug)!;
      const label = blogCategories.find((c) => c.id === post.category)?.label;
      expect(label, slug).toBe(table[slug].category);
      expect(post.readTime, slug).toBe(table[slug].readTime);
      expect(post.readTime).toBeGreaterThanOrEqual(5);
      expect(post.readTime).toBeLessThanOrEqual(9);
      expect(post.date, slug).toBe(table[slug].date);
    }
    expect(blogPosts.map((p) => p.readTime).sort()).toEqual([5, 6, 6, 7, 8, 9]);
  });

  it("are listed newest first", () => {
    const dates = blogPosts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("carry an author, and pictures with alternative text", () => {
    for (const post of blogPosts) {
      expect(post.author.name.length).toBeGreaterThan(0);
      expect(post.image.alt.length).toBeGreaterThan(10);
    }
  });

  it("take about as long to read as they say (120 to 200 words a minute)", () => {
    for (const article of articleBodies) {
      const post = getPost(article.slug)!;
      const { slug: _s, related: _r, keywords: _k, ...prose } = article;
      const words = allText(prose).split(/\s+/).filter(Boolean).length;
      const perMinute = words / post.readTime;
      expect(perMinute, `${article.slug}: ${words} words`).toBeGreaterThanOrEqual(120);
      expect(perMinute, `${article.slug}: ${words} words`).toBeLessThanOrEqual(200);
    }
  });
});

describe("article pages", () => {
  it("link to the two related articles of the spec's table, which exist", () => {
    for (const slug of slugs) {
      expect(body(slug).related, slug).toEqual(table[slug].related);
      const article = getArticle(slug)!;
      expect(article.related.map((p) => p.slug)).toEqual(table[slug].related);
      for (const related of article.related) expect(related.slug).not.toBe(slug);
    }
  });

  it("close with the two buttons of the spec's table", () => {
    for (const slug of slugs) {
      const actions = body(slug).closing.actions;
      expect(actions.map((a) => a.href.split(/[?#]/)[0]), slug).toEqual(table[slug].closing.map((c) => c.path));
      table[slug].closing.forEach((expected, index) => {
        if ("label" in expected) expect(actions[index]!.label, slug).toBe(expected.label);
      });
    }
  });

  it("have unique section anchors", () => {
    for (const article of articleBodies) {
      const ids = article.sections.map((s) => s.id);
      expect(new Set(ids).size, article.slug).toBe(ids.length);
    }
  });

  it("link only to routes that exist", () => {
    const paths = new Set(publicPages.map((r) => r.path));
    for (const article of articleBodies) {
      for (const action of article.closing.actions) {
        expect(paths.has(action.href.split(/[?#]/)[0]!), `${article.slug} -> ${action.href}`).toBe(true);
      }
      for (const related of article.related) expect(paths.has(`/blog/${related}`)).toBe(true);
    }
  });

  it("are in the route list, rendered by the server (beside the operator's posts) and in the sitemap, derived from the posts", () => {
    for (const post of blogPosts) {
      expect(publicPages.some((r) => r.path === `/blog/${post.slug}`)).toBe(true);
      expect(prerenderPaths()).not.toContain(`/blog/${post.slug}`);
    }
    expect(publicPages.filter((r) => r.path.startsWith("/blog/"))).toHaveLength(blogPosts.length);
    expect(getArticle("no-such-article")).toBeUndefined();
  });
});

describe("article contents", () => {
  it("yoga: 10 benefits, 5 gentle poses, safety tips", () => {
    const slug = "yoga-benefits-senior-citizens";
    expect(blocksOf(slug, "benefits", "list").flatMap((b) => b.items)).toHaveLength(10);
    const poses = cardsOf(slug, "poses");
    expect(poses).toHaveLength(5);
    for (const pose of poses) expect(pose.list?.ordered, pose.title).toBe(true);
    expect(allText(section(slug, "safety"))).toMatch(/doctor/i);
    expect(blocksOf(slug, "safety", "list")[0]!.items.length).toBeGreaterThanOrEqual(5);
  });

  it("technology tips: 6 technologies with tips, 6 numbered steps, safety tips, popular apps", () => {
    const slug = "technology-tips-for-elders";
    const technologies = cardsOf(slug, "technologies");
    expect(technologies).toHaveLength(6);
    for (const technology of technologies) expect(technology.tip, technology.title).toBeDefined();
    expect(blocksOf(slug, "getting-started", "steps").flatMap((b) => b.items)).toHaveLength(6);
    expect(blocksOf(slug, "safety", "list")[0]!.items.length).toBeGreaterThanOrEqual(5);
    expect(blocksOf(slug, "popular-apps", "table")[0]!.rows.length).toBeGreaterThanOrEqual(5);
  });

  it("social connections: four benefit cards, Did You Know, four ways with tips, three barriers, programmes", () => {
    const slug = "social-connections-golden-years";
    const benefits = cardsOf(slug, "benefits").map((c) => c.title.toLowerCase());
    expect(benefits).toHaveLength(4);
    for (const topic of ["mental health", "cognitive function", "physical health", "longer life"]) {
      expect(benefits.some((t) => t.includes(topic)), topic).toBe(true);
    }
    const didYouKnow = blocksOf(slug, "did-you-know", "callout")[0]!;
    expect(didYouKnow.tone).toBe("fact");
    expect(didYouKnow.title).toBe("Did You Know?");
    expect(didYouKnow.items!.length).toBeGreaterThanOrEqual(3);
    const ways = cardsOf(slug, "ways-to-connect");
    expect(ways.map((c) => c.title)).toEqual(["Book clubs", "Coffee meetups", "Musical groups", "Volunteer work"]);
    for (const way of ways) expect(way.tip, way.title).toBeDefined();
    expect(cardsOf(slug, "barriers").map((c) => c.title)).toEqual(["Mobility", "Shyness", "Finances"]);
    for (const barrier of cardsOf(slug, "barriers")) expect(barrier.list!.items.length).toBeGreaterThanOrEqual(3);
    const programmes = cardsOf(slug, "programmes");
    expect(programmes.length).toBeGreaterThanOrEqual(2);
    for (const list of programmes) expect(list.list!.items.length).toBeGreaterThanOrEqual(3);
  });

  it("healthy eating: four nutrient cards with food sources, meal tips with the spec's figures, menu, challenges", () => {
    const slug = "healthy-eating-seniors";
    const nutrients = cardsOf(slug, "nutrients");
    expect(nutrients.map((c) => c.title)).toEqual(["Calcium and vitamin D", "Fibre", "Protein", "Healthy fats"]);
    for (const nutrient of nutrients) expect(nutrient.list!.items.length, nutrient.title).toBeGreaterThanOrEqual(4);
    const tips = blocksOf(slug, "meal-planning", "list")[0]!.items.map(itemText).join(" ");
    expect(tips).toContain("8 glasses of water daily");
    expect(tips).toContain("3 meals and 2 snacks daily");
    const menu = blocksOf(slug, "sample-menu", "table")[0]!;
    expect(menu.rows).toHaveLength(5);
    const meals = menu.rows.map((row) => row[1]);
    expect(meals.filter((m) => /breakfast|lunch|dinner/i.test(m!))).toHaveLength(3);
    expect(meals.filter((m) => /snack/i.test(m!))).toHaveLength(2);
    expect(cardsOf(slug, "challenges").length).toBeGreaterThanOrEqual(4);
  });

  it("staying active: four exercise types with their minutes, the 5/7/5/3 routine, safety, equipment, first week", () => {
    const slug = "staying-active-home";
    expect(cardsOf(slug, "exercise-types").map((c) => [c.title, c.meta])).toEqual([
      ["Chair exercises", "10–15 minutes"],
      ["Balance training", "10–20 minutes"],
      ["Strength building", "15–25 minutes"],
      ["Flexibility", "10–15 minutes"],
    ]);
    const routine = blocksOf(slug, "daily-routine", "table")[0]!.rows;
    expect(routine.map((row) => row[0])).toEqual(["Warm-up", "Strength", "Balance", "Cool down"]);
    const parts = routine.map((row) => minutes(row[1]!));
    expect(parts).toEqual([5, 7, 5, 3]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(20);
    expect(section(slug, "daily-routine").title).toContain("20-minute");
    expect(blocksOf(slug, "safety", "list")[0]!.items.length).toBeGreaterThanOrEqual(5);
    const equipment = cardsOf(slug, "equipment");
    expect(equipment.length).toBeGreaterThanOrEqual(2);
    for (const list of equipment) expect(list.list!.items.length).toBeGreaterThanOrEqual(3);
    const week = blocksOf(slug, "first-week", "table")[0]!.rows.map((row) => row[1]);
    expect(week).toEqual(["5–10 minutes", "10–15 minutes", "15–20 minutes"]);
    expect(allText(section(slug, "first-week"))).toContain("6 x 6 feet");
  });

  it("digital banking: safety practices with a 12-character password, scams, red flags, guide, masked example", () => {
    const slug = "digital-banking-seniors";
    const practices = blocksOf(slug, "safety-practices", "list")[0]!.items.map(itemText).join(" ");
    expect(practices).toContain("at least 12 characters");
    expect(cardsOf(slug, "scam-types").length).toBeGreaterThanOrEqual(5);
    expect(blocksOf(slug, "red-flags", "callout")[0]!.items!.length).toBeGreaterThanOrEqual(5);
    expect(blocksOf(slug, "step-by-step", "steps")[0]!.items.length).toBeGreaterThanOrEqual(5);
    const demo = blocksOf(slug, "passwords", "password-demo")[0]!;
    expect(demo.example.length).toBeGreaterThanOrEqual(12);
    expect(demo.showLabel).not.toBe(demo.hideLabel);
    expect(demo.caption).toMatch(/never use/i);
  });

  it("advise consulting a doctor in every health article", () => {
    for (const slug of ["yoga-benefits-senior-citizens", "healthy-eating-seniors", "staying-active-home"] as const) {
      expect(allText(body(slug)), slug).toMatch(/doctor/);
    }
  });
});
