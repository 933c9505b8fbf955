// The cards of the Upcoming Events grid, rendered as the server renders them: a published event
// leads to its own page (Book a place, or its waiting list when full); a sample event is marked as
// an example that cannot be booked and offers to ask about such events.
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { CommunityEvent } from "#app/core/events.ts";
import { generateSampleEvents } from "#app/lib/events/sample-event-generator.ts";
import { EventCard, registrationLink } from "./event-card.tsx";
import { EventList } from "./event-list.tsx";

const [sample] = generateSampleEvents("2026-11-22") as [CommunityEvent];
const published: CommunityEvent = { ...sample, example: undefined, slug: "morning-yoga-2026-11-22" };
const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe("EventCard", () => {
  it("leads a published event's Book a place to its page while places are left", () => {
    const html = render(<EventCard event={{ ...published, enrolled: published.capacity - 1 }} />);
    expect(html).toContain('href="/events/morning-yoga-2026-11-22"');
    expect(html).toContain(">Book a place</a>");
    expect(html).toContain(`1 of ${published.capacity} places left`);
    expect(html).not.toContain("Example");
  });

  it("says No places left and offers the waiting list when a published event is full", () => {
    for (const enrolled of [published.capacity, published.capacity + 3]) {
      const html = render(<EventCard event={{ ...published, enrolled }} />);
      expect(html).toContain("No places left");
      expect(html).toContain(">Join the waiting list</a>");
      expect(html).toContain(`aria-label="Join the waiting list for ${published.title}`);
      expect(html).not.toContain("Book a place");
    }
  });

  it("marks a sample event as an example that cannot be booked, with a link to ask about such events", () => {
    const html = render(<EventCard event={sample} />);
    expect(sample.example).toBe(true);
    expect(html).toContain(">Example</span>");
    expect(html).toContain("It cannot be booked.");
    expect(html).not.toContain("Book a place");
    const href = registrationLink(sample);
    expect(html).toContain(`href="${href.replace(/&/g, "&amp;")}"`);
    const url = new URL(href, "http://localhost");
    expect(url.pathname).toBe("/contact");
    expect(url.searchParams.get("about")).toContain(sample.title);
  });

  it("shows full and open published events side by side in the upcoming grid", () => {
    const [a, b] = generateSampleEvents("2026-11-22").map((e, i) => ({ ...e, example: undefined, slug: `e-${i}` })) as [CommunityEvent, CommunityEvent];
    const html = render(<EventList events={[{ ...a, enrolled: a.capacity }, b]} empty="none" />);
    expect(html.match(/>Join the waiting list</g)).toHaveLength(1);
    expect(html.match(/>Book a place</g)).toHaveLength(1);
  });
});
