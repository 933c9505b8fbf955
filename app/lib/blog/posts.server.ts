// Owns the operator's news posts: writing, editing, publishing and deleting them in the
// console, and what /blog, /blog/<slug> and the sitemap read. A post's body is Markdown, rendered
// to sanitised HTML on the server (app/lib/markdown.server.ts). The spec's six articles stay as
// typed content; the listing merges both, newest first. Every change writes the audit log.
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { consoleBlogCopy } from "#app/content/console-blog.ts";
import { blogPosts as specPosts, blogSlugs } from "#app/content/blog/posts.ts";
import type { BlogPost } from "#app/content/shapes/blog.ts";
import { drawing, type Illustration } from "#app/content/illustrations.ts";
import { todayIso } from "#app/core/calendar.ts";
import type { Picture } from "#app/core/picture.ts";
import type { BlogPostInput } from "#app/schemas/blog-post.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import type { Logger } from "#app/lib/log.server.ts";
import { blogPosts } from "#app/lib/db/schema.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { markdownToHtml } from "#app/lib/markdown.server.ts";
import { photoExists, pictureOfMedia, picturesOfMedia } from "#app/lib/media/library.server.ts";

export type PostRow = typeof blogPosts.$inferSelect;

const SLUG_MAX = 80;

/** A post's address from its title: lower case letters, digits and hyphens ("post" when nothing is left). */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
  return slug || "post";
}

/** The slug, or the slug with -2, -3 … when a spec article or another post has it. */
async function freeSlug(tx: Tx, title: string, ownId?: number): Promise<string> {
  const base = slugFromTitle(title);
  const taken = new Set(blogSlugs);
  const rows = await tx.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts).where(sql`${blogPosts.slug} = ${base} or ${blogPosts.slug} like ${`${base}-%`}`);
  for (const r of rows) if (r.id !== ownId) taken.add(r.slug);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Serialises writers choosing a slug, so two posts with one title at once get two addresses. */
const lockSlugs = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('blog_posts.slug'))`);

export type SaveResult = { ok: true; post: PostRow } | { ok: false; reason: "no-media" | "not-found" };

export async function createPost(db: Database, actor: AuditActor, input: BlogPostInput, now = new Date()): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    if (!(await photoExists(tx, input.cover))) return { ok: false as const, reason: "no-media" as const };
    await lockSlugs(tx);
    const [row] = await tx
      .insert(blogPosts)
      .values({
        slug: await freeSlug(tx, input.title),
        title: input.title,
        category: input.category,
        excerpt: input.excerpt,
        body: input.body,
        coverMediaId: input.cover,
        status: input.draft ? "draft" : "published",
        publishedAt: input.draft ? null : now,
      })
      .returning();
    await writeAudit(tx, actor, { action: "blog_create", recordType: "blog_post", recordId: row!.id, detail: { item: row!.title, slug: row!.slug, status: row!.status } });
    return { ok: true as const, post: row! };
  });
}

/**
 * Saves an edit. Until a post is first published its address follows its title; from then on it
 * never changes (links to it keep working). Publishing a draft dates the post from that moment.
 */
export async function updatePost(db: Database, actor: AuditActor, id: number, input: BlogPostInput, now = new Date()): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!before) return { ok: false as const, reason: "not-found" as const };
    if (!(await photoExists(tx, input.cover))) return { ok: false as const, reason: "no-media" as const };
    let slug = before.slug;
    if (before.publishedAt === null && input.title !== before.title) {
      await lockSlugs(tx);
      slug = await freeSlug(tx, input.title, id);
    }
    const status = input.draft ? "draft" : "published";
    const [row] = await tx
      .update(blogPosts)
      .set({
        slug,
        title: input.title,
        category: input.category,
        excerpt: input.excerpt,
        body: input.body,
        coverMediaId: input.cover,
        status,
        publishedAt: before.publishedAt ?? (status === "published" ? now : null),
        updatedAt: now,
      })
      .where(eq(blogPosts.id, id))
      .returning();
    await writeAudit(tx, actor, { action: "blog_update", recordType: "blog_post", recordId: id, detail: { item: input.title, ...(before.title !== input.title ? { was: before.title } : {}), slug, from: before.status, to: status } });
    return { ok: true as const, post: row! };
  });
}

export async function deletePost(db: Database, actor: AuditActor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ slug: blogPosts.slug, status: blogPosts.status, title: blogPosts.title });
    if (!row) return false;
    await writeAudit(tx, actor, { action: "blog_delete", recordType: "blog_post", recordId: id, detail: { item: row.title, slug: row.slug, status: row.status } });
    return true;
  });
}

export async function postById(db: Database, id: number): Promise<PostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

/** Every post for the console, newest first. */
export async function consolePosts(db: Database): Promise<PostRow[]> {
  return db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

// ---- The public pages ----------------------------------------------------------------------

const categoryArt: Record<string, Illustration> = { "health-wellness": "exercise", technology: "smartphone", lifestyle: "community" };

/** Minutes to read, at about 200 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / 200));
}

/** A post as the listing and the article page show it (the spec's blog post shape). */
function asBlogPost(row: Pick<PostRow, "slug" | "title" | "excerpt" | "category" | "body" | "publishedAt" | "createdAt">, cover?: Picture): BlogPost {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: consoleBlogCopy.author,
    date: todayIso(row.publishedAt ?? row.createdAt),
    readTime: readingMinutes(row.body),
    image: cover ?? drawing(categoryArt[row.category] ?? "community"),
    category: row.category,
  };
}

const published = and(eq(blogPosts.status, "published"), isNotNull(blogPosts.publishedAt));

/** The operator's published posts, newest first. */
async function publishedPosts(db: Database): Promise<BlogPost[]> {
  const rows = await db.select().from(blogPosts).where(published).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  const covers = await picturesOfMedia(db, rows.flatMap((r) => (r.coverMediaId === null ? [] : [r.coverMediaId])));
  return rows.map((r) => asBlogPost(r, r.coverMediaId === null ? undefined : covers.get(r.coverMediaId)));
}

/** What /blog lists: the operator's published posts and the spec's six, newest first. */
export async function blogListing(db: Database): Promise<BlogPost[]> {
  const own = await publishedPosts(db);
  // A stable sort: on the same day the operator's post comes before an article of the spec's.
  return [...own, ...specPosts].sort((a, b) => b.date.localeCompare(a.date));
}

/** How long /blog waits for the operator's posts before listing the six articles without them. */
const LISTING_WAIT_MS = 1_500;

/**
 * /blog's list. Every newsletter box on the site posts to /blog, so the page must still render its
 * answer (the form kept, "please try again") promptly while the database is out or hung: then the
 * spec's six are listed without the operator's posts, and the failure is logged.
 */
export async function blogListingForPage(services: { db: Database; log: Pick<Logger, "warn"> }, waitMs = LISTING_WAIT_MS): Promise<BlogPost[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database within ${waitMs} ms`)), waitMs);
  });
  try {
    return await Promise.race([blogListing(services.db), late]);
  } catch (err) {
    services.log.warn({ err }, "the news posts could not be read; /blog lists the six articles only");
    return specPosts;
  } finally {
    clearTimeout(timer);
  }
}

/** The published posts' addresses, for the sitemap. */
export async function publishedSlugs(db: Database): Promise<string[]> {
  const rows = await db.select({ slug: blogPosts.slug }).from(blogPosts).where(published).orderBy(desc(blogPosts.publishedAt));
  return rows.map((r) => r.slug);
}

export type OperatorArticle = { post: BlogPost; html: string; related: BlogPost[]; modified: string };

/** Two other posts to read next: the same category first, then the newest. */
function relatedTo(post: BlogPost, listing: readonly BlogPost[]): BlogPost[] {
  const others = listing.filter((p) => p.slug !== post.slug);
  return [...others.filter((p) => p.category === post.category), ...others.filter((p) => p.category !== post.category)].slice(0, 2);
}

/** A published post as its page shows it, with its body as sanitised HTML; undefined for a draft or no such post. */
export async function operatorArticle(db: Database, slug: string): Promise<OperatorArticle | undefined> {
  const [row] = await db.select().from(blogPosts).where(and(eq(blogPosts.slug, slug), published));
  if (!row) return undefined;
  const cover = row.coverMediaId === null ? undefined : await pictureOfMedia(db, row.coverMediaId);
  const post = asBlogPost(row, cover);
  return { post, html: markdownToHtml(row.body), related: relatedTo(post, await blogListing(db)), modified: todayIso(row.updatedAt) };
}

/** The post as its page would show it, for the console's preview (saved or not). */
export async function previewPost(db: Database, input: Pick<PostRow, "title" | "excerpt" | "category" | "body"> & { cover: number | null }, now = new Date()) {
  const cover = input.cover === null ? undefined : await pictureOfMedia(db, input.cover);
  return { post: asBlogPost({ ...input, slug: "preview", publishedAt: now, createdAt: now }, cover), html: markdownToHtml(input.body) };
}
