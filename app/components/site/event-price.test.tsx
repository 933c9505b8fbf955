// A priced event's price where visitors look for it: its card, the month calendar's day, and the
// structured data search engines read (an Offer in INR); a free event shows none of it.
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { CommunityEvent } from "#app/core/events.ts";
import { eventJsonLd } from "#app/lib/structured-data.ts";
import { generateSampleEvents } from "#app/lib/events/sample-event-generator.ts";
import { EventCard } from "./event-card.tsx";
import { EventCalendar } from "./event-calendar.tsx";

const [sample] = generateSampleEvents("2026-11-22") as [CommunityEvent];
const free: CommunityEvent = { ...sample, example: undefined, slug: "heritage-walk-2026-11-22", capacity: 20, enrolled: 5 };
const priced: CommunityEvent = { ...free, price: 1200 };
const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe("a priced event", () => {
  it("shows its price a person on its card; a free one shows no price", () => {
    expect(render(<EventCard event={priced} />)).toContain("₹1,200 a person");
    expect(render(<EventCard event={free} />)).not.toContain("a person");
  });

  it("shows its price on its day in the month calendar", () => {
    const calendar = (event: CommunityEvent) =>
      render(<EventCalendar month={event.date.slice(0, 7)} today={event.date} events={[{ ...event, id: "e1" }]} headingId="h" id="c" regions="c" omit="" />);
    expect(calendar(priced)).toContain("₹1,200 a person");
    expect(calendar(free)).not.toContain("a person");
  });

  it("offers its places in rupees in its structured data, sold out when full", () => {
    expect(eventJsonLd(priced).offers).toMatchObject({ "@type": "Offer", price: "1200", priceCurrency: "INR", availability: "https://schema.org/InStock" });
    expect(String((eventJsonLd(priced).offers as { url: string }).url)).toMatch(/\/events\/heritage-walk-2026-11-22$/);
    expect(eventJsonLd({ ...priced, enrolled: 20 }).offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
    expect(eventJsonLd(free)).not.toHaveProperty("offers");
  });
});
