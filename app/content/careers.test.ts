// The careers page (the spec's Careers page): the spec's three openings in Bangalore, each applying
// through the contact form with the role named, and the Apply Now label.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { applyAbout, careers, careersPage } from "#app/content/careers.ts";
import { CareerShape } from "#app/content/shapes/careers.ts";

describe("careers", () => {
  it("has the spec's three openings in Bangalore, each applying through the contact form with the role named", () => {
    z.array(CareerShape).parse(careers);
    expect(careers.map((c) => [c.title, c.type, c.department, c.location])).toEqual([
      ["Senior Care Coordinator", "Full-time", "Operations", "Bangalore"],
      ["Yoga Instructor", "Part-time", "Wellness", "Bangalore"],
      ["Technology Trainer", "Contract", "Education", "Bangalore"],
    ]);
    for (const c of careers) {
      const url = new URL(c.applyHref, "http://site.test");
      expect(url.pathname).toBe("/contact");
      expect(url.searchParams.get("about")).toBe(applyAbout(c.title));
    }
    expect(careersPage.labels.apply).toBe("Apply Now");
  });
});
