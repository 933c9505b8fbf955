// The booking form's Places choice: a visitor may ask for up to 4 places however few are left (a
// couple when one place is left); the hint says that asking for more than is left books nothing
// until they choose the places left or the waiting list for all (the answer to such a post is
// tested in tests/integration/booking-answer.test.ts).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import BookingIsland, { type BookingEvent } from "./booking.tsx";

const event = (placesLeft: number): BookingEvent => ({
  slug: "garden-walk-2031-04-13",
  title: "Garden Walk",
  category: "Outing",
  when: "Sunday, 13 April 2031",
  date: "2031-04-13",
  time: "7:00 AM – 9:00 AM",
  venue: "Lalbagh Botanical Garden, Mavalli, Bangalore",
  description: "A slow walk.",
  placesLeft,
  price: 0,
  cancelled: false,
  bookable: true,
});

/** The numbers of places the form offers (its empty first entry is one place), and its hint. */
function placesOffered(placesLeft: number) {
  const html = renderToString(<BookingIsland data={{ event: event(placesLeft), googleCalendarUrl: "https://calendar.example", answer: null }} />);
  const select = /<select[^>]*name="seats"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
  const offered = [...select.matchAll(/<option value="(\d*)"/g)].map((m) => Number(m[1] || "1"));
  return { offered, html };
}

describe("the booking form's Places choice", () => {
  it("offers up to 4 places when one place is left, and says what asking for more does", () => {
    const { offered, html } = placesOffered(1);
    expect(offered).toEqual([1, 2, 3, 4]);
    expect(html).toContain("Only 1 place is left. You can still ask for more: we will then offer you the place left, or the waiting list for all you ask for.");
  });

  it("offers up to 4 with two places left, and without a hint when 4 or more are left or none", () => {
    expect(placesOffered(2).offered).toEqual([1, 2, 3, 4]);
    expect(placesOffered(2).html).toContain("Only 2 places are left.");
    for (const left of [0, 4, 30]) {
      const { offered, html } = placesOffered(left);
      expect(offered, `${left} left`).toEqual([1, 2, 3, 4]);
      expect(html).not.toContain("You can still ask for more");
    }
  });
});
