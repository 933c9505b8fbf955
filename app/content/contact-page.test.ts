// The contact page (the spec's Contact page): four reasons to get in touch, three facility notes,
// the spec's opening hours, chat links that open the business number with a prefilled text, and a
// map that is only a link until the visitor asks for it.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { site } from "#app/core/site.ts";
import { contactPage, hoursRows } from "#app/content/contact-page.ts";
import { CardShape } from "#app/content/shapes/common.ts";

describe("contact page", () => {
  it("has four reasons, three facility notes and the spec's hours", () => {
    z.array(CardShape).length(4).parse(contactPage.reasons);
    z.array(CardShape).length(3).parse(contactPage.facilities);
    expect(contactPage.facilities.map((f) => f.title)).toEqual(["Accessible parking", "Public transport", "Safe neighbourhood"]);
    expect(hoursRows).toEqual([
      { days: "Monday to Friday", hours: "9:00 AM to 6:00 PM" },
      { days: "Saturday", hours: "9:00 AM to 1:00 PM" },
      { days: "Sunday", hours: "Emergency support only" },
    ]);
  });

  it("offers chat links with prefilled texts for the business number, and a map that is only a link until asked", () => {
    expect(contactPage.chat.choices.length).toBeGreaterThanOrEqual(3);
    for (const c of contactPage.chat.choices) {
      const url = new URL(c.href);
      expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsappNumber}`);
      expect(url.searchParams.get("text")).toBe(c.message);
    }
    expect(contactPage.map.embedUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(contactPage.map.embedUrl).toContain(`marker=${site.geo.latitude}%2C${site.geo.longitude}`);
    expect(contactPage.map.openHref).toContain(`mlat=${site.geo.latitude}`);
  });
});
