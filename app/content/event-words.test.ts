// The words about booking an event promise only what happens: a booking is confirmed at once by
// mail (nobody calls back to confirm it), and the step that books has one name on every page.
import { describe, expect, it } from "vitest";
import { bookingButton, bookingPageCopy } from "./event-detail-page.ts";
import { eventsPage } from "./events-listing-page.ts";
import { home } from "./home.ts";

const wordsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : typeof value === "function" ? [String((value as (...a: string[]) => unknown)("X", "Y"))] : value && typeof value === "object" ? Object.values(value).flatMap(wordsOf) : [];

describe("the events' booking words", () => {
  it("never promise a call back to confirm a booking, and say it is confirmed by mail", () => {
    for (const words of [...wordsOf(eventsPage), ...wordsOf(bookingPageCopy)]) expect(words).not.toMatch(/call (you )?back|we will call/i);
    expect(eventsPage.upcoming.intro).toMatch(/confirmed at once by e-mail/);
  });

  it("give the booking step one name: the home page's and the events page's links, and the form's button", () => {
    expect(bookingButton).toBe("Book a place");
    expect(eventsPage.upcoming.register).toBe(bookingButton);
    expect(eventsPage.upcoming.registerLabel("Gentle Yoga", "14 March").startsWith(bookingButton)).toBe(true);
    expect(bookingPageCopy.form.submit).toBe(bookingButton);
    expect(home.events?.book).toBe(bookingButton);
  });
});
