// Membership (the spec's Join Us page): the spec's three plans with their monthly prices, in the
// member form's order, and the join-us page's words agreeing with them.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { rupees } from "#app/core/money.ts";
import { joinUsPage } from "#app/content/join-us-page.ts";
import { membershipPlans } from "#app/content/membership-plans.ts";
import { MembershipPlanShape } from "#app/content/shapes/membership.ts";

describe("membership plans", () => {
  it("shows the spec's three plans at ₹2,000 / ₹3,500 / ₹5,000 a month, in the form's order", () => {
    z.array(MembershipPlanShape).parse(membershipPlans);
    expect(membershipPlans.map((p) => [p.value, p.name, p.pricePerMonth])).toEqual([
      ["basic", "Basic", 2000],
      ["premium", "Premium", 3500],
      ["family", "Family", 5000],
    ]);
  });
});

describe("join-us", () => {
  it("the join-us page's copy agrees with the plans", () => {
    expect(joinUsPage.seo.description).toContain(rupees(2000));
  });
});
