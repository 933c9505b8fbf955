// The building blocks every page shape shares: text, slugs, dates, internal links, images,
// cards, and the one page shape (path, seo, hero) every public page's content has. Content files
// import only the inferred types (`import type`), so zod never reaches the browser bundle; the
// content tests (app/content/public-pages.test.ts and each area's test) parse every page with these shapes.
import { z } from "zod";
import { illustrationNames } from "../illustrations.ts";

export const text = z.string().trim().min(1);
export const SlugShape = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
/** An anchor or record id: lower-case words joined by dashes. */
export const IdShape = z.string().regex(/^[a-z0-9-]+$/);
export const IsoDateShape = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A site-internal href: path, optional query, optional fragment. The content test resolves each one
 * against the public-page list, the contact subjects and the anchors of its page.
 */
export const InternalHrefShape = z.string().regex(/^\/[a-z0-9\-/]*(\?[^#\s]*)?(#[a-z0-9-]+)?$/);

/** A page's picture (app/core/picture.ts): a drawing of public/illustrations/, or a library photo. */
export const ImageShape = z.union([
  z.object({ art: z.string().refine((name) => (illustrationNames as string[]).includes(name), "no such drawing in app/content/illustrations.ts"), alt: text }),
  z.object({
    photo: z.object({ key: text, width: z.number().int().positive(), height: z.number().int().positive(), widths: z.array(z.number().int().positive()).min(1) }),
    alt: text,
  }),
]);

export const LinkShape = z.object({
  label: text,
  href: InternalHrefShape,
  variant: z.enum(["primary", "secondary", "light"]).optional(),
  /**
   * Words read to screen readers after the visible label, for labels that repeat on a page
   * ("Join This Program" under each programme, "Learn More"): the link then names its own target.
   */
  context: text.optional(),
});
export type ContentLink = z.infer<typeof LinkShape>;

/** A heading and a short paragraph, with an optional picture: values, reasons, facility notes. */
export const CardShape = z.object({
  title: text,
  description: text,
  image: ImageShape.optional(),
});
export type Card = z.infer<typeof CardShape>;

export const StatShape = z.object({
  /** As shown, e.g. "500+". */
  value: text,
  label: text,
});
export type Stat = z.infer<typeof StatShape>;

export const StepShape = z.object({ title: text, description: text });

/** The head of a page section; its id is the anchor for in-page links and the content test. */
export const sectionHead = {
  id: SlugShape,
  title: text,
  intro: text.optional(),
};

const PageSeoShape = z.object({
  title: text,
  /** Also the search result's snippet, hence the length bounds. */
  description: text.min(50).max(170),
  keywords: z.array(text).min(3),
});

export const HeroShape = z.object({
  title: text,
  intro: text,
  actions: z.array(LinkShape),
});

/**
 * What every public page's content has: its route path, its head tags and its hero. The route's
 * meta is pageMeta(page) (app/lib/seo.ts); the content test checks the path against the public-page list.
 */
export const PageShape = z.object({
  path: InternalHrefShape,
  seo: PageSeoShape,
  hero: z.object({ title: text, intro: text.optional(), actions: z.array(LinkShape).optional() }),
});
export type Page = z.infer<typeof PageShape>;
