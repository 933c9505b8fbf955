// The product specification's numbers, pinned here and nowhere else: how many items the spec's
// sample lists hold (testimonials, FAQs, gallery items, articles, job openings, plans), how many
// options the join-us forms offer (interests, skills), and how many items the home and events pages
// show. The other tests, unit and browser alike, read these numbers from the content ("every
// question is in the FAQPage data", "the grid shows every story"), so when the spec changes one of
// them the content and this file change, and when one changes by accident this file says which of
// the spec's numbers broke. Numbers inside one page (eight tips on an offering page, ten benefits in
// an article) are checked with the rest of that page: offerings.test.ts, blog/blog.test.ts.
import { describe, expect, it } from "vitest";
import { memberInterests, volunteerSkills } from "#app/core/form-options.ts";
import { UPCOMING_LIMIT } from "#app/core/events.ts";
import { home } from "#app/content/home.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { faqs } from "#app/content/faq.ts";
import { galleryItems } from "#app/content/gallery.ts";
import { articleBodies } from "#app/content/blog/index.ts";
import { blogPosts } from "#app/content/blog/posts.ts";
import { careers } from "#app/content/careers.ts";
import { membershipPlans } from "#app/content/membership-plans.ts";

describe("the product specification's numbers", () => {
  it("the spec's sample lists: 6 testimonials, 16 FAQs, 12 gallery items, 6 articles, 3 openings, 3 plans", () => {
    expect(testimonials).toHaveLength(6);
    expect(faqs).toHaveLength(16);
    expect(galleryItems).toHaveLength(12);
    expect(blogPosts).toHaveLength(6);
    expect(articleBodies).toHaveLength(6);
    expect(careers).toHaveLength(3);
    expect(membershipPlans).toHaveLength(3);
  });

  it("the join-us forms' lists: 12 interests on the member form, 12 skills on the volunteer form", () => {
    expect(memberInterests).toHaveLength(12);
    expect(volunteerSkills).toHaveLength(12);
  });

  it("the home page teases 3 testimonials and 3 events; the events page lists 6 upcoming events", () => {
    expect(home.testimonials.count).toBe(3);
    expect(home.events.count).toBe(3);
    expect(UPCOMING_LIMIT).toBe(6);
  });
});
