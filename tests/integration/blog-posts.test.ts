// The operator's news posts on real databases: drafts stay off the site, publishing puts
// a post on /blog beside the spec's six (newest first) and in the sitemap's list, its address is
// unique (even against the spec's articles and two writers at once) and fixed once published, the
// body is sanitised HTML, a cover photo in use cannot be deleted, and every change is audited.
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogPosts as specPosts } from "#app/content/blog/posts.ts";
import type { BlogPostInput } from "#app/schemas/blog-post.ts";
import { auditLog, blogPosts, operators } from "#app/lib/db/schema.ts";
import { blogListing, blogListingForPage, consolePosts, createPost, deletePost, operatorArticle, publishedSlugs, readingMinutes, slugFromTitle, updatePost } from "#app/lib/blog/posts.server.ts";
import { deleteMedia, uploadMedia } from "#app/lib/media/library.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { meta } from "#app/routes/blog.$slug.tsx";

let actor = { id: 0, email: "operator@seniors.example.org" };

const post = (over: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: "Diwali at the Centre",
  category: "lifestyle",
  excerpt: "Lamps, sweets and songs: thank you to everyone who came to our Diwali evening.",
  body: "## Thank you\n\nMore than sixty members came. See the photos in the [gallery](/gallery).",
  cover: null,
  draft: false,
  ...over,
});

describe("a post's address", () => {
  it("is made from its title", () => {
    expect(slugFromTitle("Diwali at the Centre: Photos & Thanks!")).toBe("diwali-at-the-centre-photos-and-thanks");
    expect(slugFromTitle("Café Évening")).toBe("cafe-evening");
    expect(slugFromTitle("ದೀಪಾವಳಿ")).toBe("post");
  });
  it("reads in about 200 words a minute, at least one", () => {
    expect(readingMinutes("Hello there")).toBe(1);
    expect(readingMinutes(Array(1000).fill("word").join(" "))).toBe(5);
  });
});

describe("/blog while the database is out", () => {
  it("lists the spec's six and logs the failure, so a newsletter box's answer still renders", async () => {
    const warnings: unknown[] = [];
    const broken = { select: () => { throw new Error("connect ECONNREFUSED"); } } as unknown as Parameters<typeof blogListingForPage>[0]["db"];
    const posts = await blogListingForPage({ db: broken, log: { warn: (details: unknown) => void warnings.push(details) } });
    expect(posts).toBe(specPosts);
    expect(warnings).toHaveLength(1);
  });

  it("does not wait for a database that does not answer", async () => {
    const hung = { select: () => ({ from: () => ({ where: () => ({ orderBy: () => new Promise(() => undefined) }) }) }) } as unknown as Parameters<typeof blogListingForPage>[0]["db"];
    const started = performance.now();
    const posts = await blogListingForPage({ db: hung, log: { warn: () => undefined } }, 200);
    expect(posts).toBe(specPosts);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe.each(databaseNames)("news posts on %s", (name) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await testDatabase(name);
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });
  beforeEach(async () => {
    await t.reset();
    const [row] = await t.db.insert(operators).values({ email: actor.email, passwordHash: "unused" }).returning();
    actor = { id: row!.id, email: row!.email };
  });

  it("keeps a draft off the site, and publishing puts it first on /blog, in the sitemap and at its address", async () => {
    const created = await createPost(t.db, actor, post({ draft: true }), new Date("2026-11-10T06:00:00Z"));
    if (!created.ok) throw new Error("not created");
    expect(created.post).toMatchObject({ slug: "diwali-at-the-centre", status: "draft", publishedAt: null });
    expect((await blogListing(t.db)).map((p) => p.slug)).toEqual(specPosts.map((p) => p.slug));
    expect(await operatorArticle(t.db, "diwali-at-the-centre")).toBeUndefined();
    expect(await publishedSlugs(t.db)).toEqual([]);

    // While a draft, the address follows the title; publishing fixes it.
    const published = await updatePost(t.db, actor, created.post.id, post({ title: "Diwali at the Centre 2026" }), new Date("2026-11-12T06:00:00Z"));
    expect(published.ok && published.post).toMatchObject({ slug: "diwali-at-the-centre-2026", status: "published" });
    const listing = await blogListing(t.db);
    expect(listing).toHaveLength(7);
    expect(listing[0]).toMatchObject({ slug: "diwali-at-the-centre-2026", date: "2026-11-12", category: "lifestyle", readTime: 1, author: { name: "Anandam Community Team" }, image: { art: "community" } });
    expect(await publishedSlugs(t.db)).toEqual(["diwali-at-the-centre-2026"]);

    const renamed = await updatePost(t.db, actor, created.post.id, post({ title: "Diwali: a new title" }), new Date("2026-11-13T06:00:00Z"));
    expect(renamed.ok && renamed.post).toMatchObject({ slug: "diwali-at-the-centre-2026", title: "Diwali: a new title" });
    // Back to draft: off the site again, and its address stays for when it returns.
    await updatePost(t.db, actor, created.post.id, post({ title: "Diwali: a new title", draft: true }));
    expect(await operatorArticle(t.db, "diwali-at-the-centre-2026")).toBeUndefined();

    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.id))).map((r) => r.action);
    expect(actions).toEqual(["blog_create", "blog_update", "blog_update", "blog_update"]);
  });

  it("renders the body as sanitised HTML, with links that work and related posts", async () => {
    const body = [
      "Hello <script>alert(1)</script> friends",
      "",
      '<img src=x onerror="alert(1)">',
      "",
      "[click](javascript:alert(1)) and [our events](/events) and https://example.org",
      "",
      '<iframe src="https://evil.example"></iframe> <style>body{display:none}</style>',
    ].join("\n");
    await createPost(t.db, actor, post({ category: "technology", body }));
    const article = await operatorArticle(t.db, "diwali-at-the-centre");
    expect(article).toBeDefined();
    const html = article!.html;
    // Raw HTML is shown as the text it is, never as an element; the javascript: link is not a link.
    expect(html).not.toMatch(/<(script|img|iframe|style)\b/i);
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(html).not.toMatch(/href="(?!\/|https:)/i);
    expect(html).toContain("Hello &lt;script&gt;alert(1)&lt;/script&gt; friends");
    expect(html).toContain('<a href="/events">our events</a>');
    expect(html).toContain('<a href="https://example.org">https://example.org</a>');
    // Two to read next: the technology articles first.
    expect(article!.related.map((p) => p.category)).toEqual(["technology", "technology"]);
  });

  it("gives each post its own address, beside the spec's articles and when two are written at once", async () => {
    const clash = await createPost(t.db, actor, post({ title: "Digital Banking Seniors" }));
    expect(clash.ok && clash.post.slug).toBe("digital-banking-seniors-2");
    const results = await Promise.all(Array.from({ length: 4 }, () => createPost(t.db, actor, post())));
    const slugs = results.map((r) => (r.ok ? r.post.slug : "")).sort();
    expect(slugs).toEqual(["diwali-at-the-centre", "diwali-at-the-centre-2", "diwali-at-the-centre-3", "diwali-at-the-centre-4"]);
  });

  it("shows an uploaded cover; the photo cannot be deleted while the post uses it", async () => {
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 250, g: 140, b: 20 } } }).jpeg().toBuffer();
    const uploaded = await uploadMedia(t.db, actor, { title: "Diyas", alt: "Lamps lit on the centre's steps", bytes });
    if (!uploaded.ok) throw new Error(uploaded.message);
    const created = await createPost(t.db, actor, post({ cover: uploaded.media.id }));
    expect(await createPost(t.db, actor, post({ cover: 999_999 }))).toEqual({ ok: false, reason: "no-media" });
    const article = await operatorArticle(t.db, "diwali-at-the-centre");
    expect(article!.post.image).toEqual({ photo: { key: uploaded.media.key, width: 800, height: 600, widths: [320, 640] }, alt: "Lamps lit on the centre's steps" });
    // Shared, the post shows its cover (Open Graph), as its Article data does: a JPEG, which every
    // link preview shows, with its size and its words.
    const shared = meta({ loaderData: { post: article!.post } } as unknown as Parameters<typeof meta>[0]);
    const cover = `/photos/${uploaded.media.key}-640.jpg`;
    expect(shared).toContainEqual({ property: "og:image", content: expect.stringMatching(new RegExp(`^https?://[^/]+${cover}$`)) });
    expect(shared).toContainEqual({ name: "twitter:image", content: expect.stringMatching(new RegExp(`${cover}$`)) });
    expect(shared).toEqual(
      expect.arrayContaining([
        { property: "og:image:type", content: "image/jpeg" },
        { property: "og:image:width", content: "640" },
        { property: "og:image:height", content: "480" },
        { property: "og:image:alt", content: "Lamps lit on the centre's steps" },
        { name: "twitter:image:alt", content: "Lamps lit on the centre's steps" },
      ]),
    );
    const refused = await deleteMedia(t.db, actor, uploaded.media.id);
    expect(refused).toMatchObject({ outcome: "in-use", places: [{ kind: "blog", href: `/admin/blog/${created.ok ? created.post.id : 0}` }] });

    expect(await deletePost(t.db, actor, created.ok ? created.post.id : 0)).toBe(true);
    expect(await deletePost(t.db, actor, created.ok ? created.post.id : 0)).toBe(false);
    expect(await consolePosts(t.db)).toEqual([]);
    expect(await t.db.select().from(blogPosts).where(eq(blogPosts.slug, "diwali-at-the-centre"))).toEqual([]);
    expect(await deleteMedia(t.db, actor, uploaded.media.id)).toEqual({ outcome: "deleted" });
  });
});
