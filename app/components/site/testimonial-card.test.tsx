// The star rating is one drawing per story; what a screen reader hears and what the eye counts
// must both match the rating.
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { testimonialsPage } from "#app/content/testimonials.ts";
import { StarRating } from "./testimonial-card.tsx";

describe("StarRating", () => {
  it.each([1, 3, 5])("draws %i stars in one path and says the rating in words", (rating) => {
    const html = renderToStaticMarkup(<StarRating rating={rating} />);
    expect(html.match(/<svg/g)).toHaveLength(1);
    const d = /<path d="([^"]+)"/.exec(html)![1]!;
    expect(d.match(/M/g)).toHaveLength(rating);
    expect(d.match(/z/g)).toHaveLength(rating);
    expect(html).toContain(`viewBox="0 0 ${24 * rating - 4} 20"`);
    expect(html).toContain(testimonialsPage.ratingLabel(rating));
  });
});
