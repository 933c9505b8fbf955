// The building blocks every content schema shares: text, slugs, dates, internal links, images,
// cards, and the one page shape (path, seo, hero) every public page's content has. Content files
// import only the inferred types (`import type`), so zod never reaches the browser bundle; the
// content test (app/content/content.test.ts) parses every page with these schemas.
import { z } from "zod";
import { illustrationNames } from "../illustrations.ts";

export const text = z.string().trim().min(1);
export const SlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
/** An anchor or record id: lower-case words joined by dashes. */
export const IdSchema = z.string().regex(/^[a-z0-9-]+$/);
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A site-internal href: path, optional query, optional fragment. The content test resolves each one
 * against the public-page list, the contact subjects and the anchors of its page.
 */
export const InternalHrefSchema = z.string().regex(/^\/[a-z0-9\-/]*(\?[^#\s]*)?(#[a-z0-9-]+)?$/);

/** A page's picture (app/core/picture.ts): a drawing of public/illustrations/, or a library photo. */
export const ImageSchema = z.union([
  z.object({ art: z.string().refine((name) => (illustrationNames as string[]).includes(name), "no such drawing in app/content/illustrations.ts"), alt: text }),
  z.object({
    photo: z.object({ key: text, width: z.number().int().positive(), height: z.number().int().positive(), widths: z.array(z.number().int().positive()).min(1) }),
    alt: text,
  }),
]);

export const LinkSchema = z.object({
  label: text,
  href: InternalHrefSchema,
  variant: z.enum(["primary", "secondary", "light"]).optional(),
  /**
   * Words read to screen readers after the visible label, for labels that repeat on a page
   * ("Join This Program" under each programme, "Learn More"): the link then names its own target.
   */
  context: text.optional(),
});
export type ContentLink = z.infer<typeof LinkSchema>;

/** A heading and a short paragraph, with an optional picture: values, reasons, facility notes. */
export const CardSchema = z.object({
  title: text,
  description: text,
  image: ImageSchema.optional(),
});
export type Card = z.infer<typeof CardSchema>;

export const StatSchema = z.object({
  /** As shown, e.g. "500+". */
  value: text,
  label: text,
});
export type Stat = z.infer<typeof StatSchema>;

export const StepSchema = z.object({ title: text, description: text });

/** The head of a page section; its id is the anchor for in-page links and the content test. */
export const sectionHead = {
  id: SlugSchema,
  title: text,
  intro: text.optional(),
};

export const PageSeoSchema = z.object({
  title: text,
  /** Also the search result's snippet, hence the length bounds. */
  description: text.min(50).max(170),
  keywords: z.array(text).min(3),
});
export type PageSeo = z.infer<typeof PageSeoSchema>;

export const HeroSchema = z.object({
  title: text,
  intro: text,
  actions: z.array(LinkSchema),
});

/**
 * What every public page's content has: its route path, its head tags and its hero. The route's
 * meta is pageMeta(page) (app/lib/seo.ts); the content test checks the path against the public-page list.
 */
export const PageSchema = z.object({
  path: InternalHrefSchema,
  seo: PageSeoSchema,
  hero: z.object({ title: text, intro: text.optional(), actions: z.array(LinkSchema).optional() }),
});
export type Page = z.infer<typeof PageSchema>;
