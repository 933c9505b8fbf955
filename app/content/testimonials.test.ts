// The testimonials (the spec's Testimonials page): the spec's stories parse, each rated 5 with a
// unique id and name and a picture whose words name the person; no story carries a made-up video;
// the carousel's slides and dots are labelled. How many stories there are:
// spec-conformance.test.ts.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { testimonials, testimonialsPage } from "#app/content/testimonials.ts";
import { TestimonialShape } from "#app/content/shapes/testimonials.ts";

describe("testimonials", () => {
  it("has the spec's stories, each rated 5, with unique ids and alt text", () => {
    z.array(TestimonialShape).parse(testimonials);
    expect(testimonials.every((t) => t.rating === 5)).toBe(true);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(testimonials.length);
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(testimonials.length);
    for (const t of testimonials) expect(t.image.alt).toContain(t.name);
  });

  it("has no made-up videos: no story of the spec's carries a video (the operator gives a real one)", () => {
    for (const t of testimonials) expect(t).not.toHaveProperty("youtubeId");
  });

  it("labels the carousel's slides and dots", () => {
    expect(testimonialsPage.carousel.slideLabel(3, 6)).toBe("3 of 6");
    expect(testimonialsPage.carousel.dotLabel(2, "A")).toContain("2");
  });
});
