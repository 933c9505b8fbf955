// The blog: the post summaries (listing, related links, routes) and the article bodies, written as
// typed data in a small set of block kinds rendered by shared components.
import { z } from "zod";
import { ImageShape, IsoDateShape, LinkShape, SlugShape, text } from "./common.ts";

/** The spec's three filter categories (besides All). `id` is the ?category= value. */
const BlogCategoryShape = z.object({ id: SlugShape, label: text });
export type BlogCategory = z.infer<typeof BlogCategoryShape>;

const BlogAuthorShape = z.object({
  /** A team of the community, not a person: the articles are written by the staff who run the programme. */
  name: text,
  role: text,
});

/** The spec's blog post shape: what the listing and the related links show. */
export const BlogPostShape = z.object({
  slug: SlugShape,
  title: text,
  /** Also the page's meta description, hence the length bounds. */
  excerpt: text.min(50).max(170),
  author: BlogAuthorShape,
  date: IsoDateShape,
  /** Minutes; the spec's posts take 5 to 9. */
  readTime: z.number().int().min(5).max(9),
  image: ImageShape,
  /** BlogCategory id. */
  category: SlugShape,
});
export type BlogPost = z.infer<typeof BlogPostShape>;

// ---- Article bodies ------------------------------------------------------------------------

/** A list item: plain text, or a short bold lead followed by the explanation. */
const ListItemShape = z.union([text, z.object({ title: text, text: text })]);
export type ListItem = z.infer<typeof ListItemShape>;

/** An article's card: a titled box with a badge, text, a list and a tip (richer than a page card). */
const ArticleCardShape = z.object({
  title: text,
  /** A short fact shown as a badge under the title, e.g. "10–15 minutes". */
  meta: text.optional(),
  text: text.optional(),
  list: z
    .object({
      title: text.optional(),
      /** Numbered (steps to follow) or bulleted. */
      ordered: z.boolean().optional(),
      items: z.array(ListItemShape).min(1),
    })
    .optional(),
  /** One practical hint shown at the foot of the card. */
  tip: z.object({ label: text, text: text }).optional(),
});
export type ArticleCard = z.infer<typeof ArticleCardShape>;

const PasswordDemoShape = z.object({
  kind: z.literal("password-demo"),
  label: text,
  /** A sample for illustration only; the article tells readers never to reuse it. */
  example: z.string().min(12),
  showLabel: text,
  hideLabel: text,
  /** Read by screen readers while the example is masked. */
  hiddenText: text,
  /** Shown when JavaScript is off: the example stays masked and the button is absent. */
  noScriptNote: text,
  caption: text,
});
export type PasswordDemo = z.infer<typeof PasswordDemoShape>;

const BlockShape = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), text: text }),
  z.object({
    kind: z.literal("list"),
    /** "check" for things to do or benefits, "bullet" for plain lists. */
    style: z.enum(["bullet", "check"]).optional(),
    items: z.array(ListItemShape).min(1),
  }),
  /** Numbered steps, each with a short title. */
  z.object({ kind: z.literal("steps"), items: z.array(z.object({ title: text, text: text })).min(2) }),
  z.object({ kind: z.literal("cards"), columns: z.union([z.literal(2), z.literal(3)]).optional(), items: z.array(ArticleCardShape).min(1) }),
  z.object({
    kind: z.literal("callout"),
    /** "fact" for a Did You Know box, "tip" for advice, "caution" for safety warnings. */
    tone: z.enum(["fact", "tip", "caution"]),
    title: text,
    text: text.optional(),
    items: z.array(ListItemShape).optional(),
  }),
  z.object({
    kind: z.literal("table"),
    caption: text,
    columns: z.array(text).min(2),
    /** The first cell of each row is its header. */
    rows: z.array(z.array(text).min(2)).min(1),
  }),
  PasswordDemoShape,
]);
export type Block = z.infer<typeof BlockShape>;

const ArticleSectionShape = z.object({
  /** Anchor for in-page links and for the content test's counts. */
  id: SlugShape,
  title: text,
  blocks: z.array(BlockShape).min(1),
});
export type ArticleSection = z.infer<typeof ArticleSectionShape>;

export const ArticleBodyShape = z.object({
  slug: SlugShape,
  keywords: z.array(text).min(3),
  /** The opening paragraph under the title. */
  intro: text,
  sections: z.array(ArticleSectionShape).min(3),
  /** The spec's table: two related articles per page. */
  related: z.tuple([SlugShape, SlugShape]),
  closing: z.object({
    title: text,
    text: text,
    /** The spec's table: two closing buttons per page. */
    actions: z.tuple([LinkShape, LinkShape]),
  }),
});
export type ArticleBody = z.infer<typeof ArticleBodyShape>;
