// The FAQ page (the spec's FAQ): the questions parse, in exactly the spec's eleven categories and
// their order, every category used, ids unique; the answers state the spec's facts (eligible age,
// hours, payment methods, plan prices), and prices are written with Indian digit grouping. How many
// questions there are: spec-conformance.test.ts.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { membershipTypes } from "#app/core/form-options.ts";
import { site } from "#app/core/site.ts";
import { rupees } from "#app/core/money.ts";
import { faqCategories, faqs } from "#app/content/faq.ts";
import { FaqCategoryShape, FaqShape, faqCategoryNames } from "#app/content/shapes/faq.ts";

describe("FAQ", () => {
  it("has questions that parse, in exactly the spec's categories and order", () => {
    z.array(FaqShape).parse(faqs);
    z.array(FaqCategoryShape).parse(faqCategories);
    expect(faqCategories.map((c) => c.name)).toEqual([...faqCategoryNames]);
    expect(faqCategoryNames).toEqual([
      "General",
      "Membership",
      "Activities",
      "Health & Safety",
      "Technology",
      "Transportation",
      "Family",
      "Volunteering",
      "Spiritual",
      "Custom Programs",
      "Payment",
    ]);
    for (const c of faqCategories) expect(faqs.some((f) => f.category === c.name), c.name).toBe(true);
    expect(new Set(faqs.map((f) => f.id)).size).toBe(faqs.length);
    expect(new Set(faqCategories.map((c) => c.id)).size).toBe(faqCategories.length);
  });

  it("answers with the spec's facts: age, payment methods, prices, hours", () => {
    const answers = (category: string) => faqs.filter((f) => f.category === category).flatMap((f) => f.answer).join(" ");
    expect(answers("General")).toContain(`${site.eligibleAge} or above`);
    expect(answers("General")).toContain(site.hours.weekdays.display);
    expect(answers("General")).toContain(site.hours.saturday);
    expect(answers("Payment")).toMatch(/cash, bank transfer, UPI and cheque/);
    expect(answers("Payment")).toMatch(/recurring payment/);
    for (const t of membershipTypes) expect(answers("Membership")).toContain(rupees(t.pricePerMonth));
    expect(rupees(2000)).toBe("₹2,000");
    // Indian grouping, as Intl.NumberFormat("en-IN") writes it (the site does it without Intl).
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    for (const n of [0, 7, 999, 1000, 3500, 99999, 100000, 125000, 1234567, 12345678, 999999999, 1500.4, -2500]) {
      expect(rupees(n)).toBe(`${n < 0 ? "-" : ""}₹${intl.format(Math.abs(n))}`);
    }
  });
});
