// The sample programme never fills an event (the spec caps enrolment at 80 %), so the "Event Full"
// state is exercised here with real events given to the real components, rendered as the server
// renders them.
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { CommunityEvent } from "#app/core/events.ts";
import { generateSampleEvents } from "#app/lib/events/sample-events.ts";
import { EventCard, registrationLink } from "./event-card.tsx";
import { EventList } from "./event-list.tsx";

const [sample] = generateSampleEvents("2026-11-22") as [CommunityEvent];
const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe("EventCard", () => {
  it("disables Register Now and says Event Full when enrolled reaches capacity", () => {
    for (const enrolled of [sample.capacity, sample.capacity + 3]) {
      const html = render(<EventCard event={{ ...sample, enrolled }} />);
      expect(html).toMatch(/<button type="button" disabled=""[^>]*>Event Full<\/button>/);
      expect(html).toContain(`aria-label="Event Full: no places left for ${sample.title}"`);
      expect(html).toContain("No places left");
      expect(html).not.toContain("Register Now");
      expect(html).not.toContain('href="/contact');
    }
  });

  it("links Register Now to the contact form with the event named while places are left", () => {
    const html = render(<EventCard event={{ ...sample, enrolled: sample.capacity - 1 }} />);
    expect(html).toContain(">Register Now</a>");
    expect(html).not.toContain("Event Full");
    expect(html).toContain(`1 of ${sample.capacity} places left`);
    const href = registrationLink(sample);
    expect(html).toContain(`href="${href.replace(/&/g, "&amp;")}"`);
    const url = new URL(href, "http://localhost");
    expect(url.pathname).toBe("/contact");
    expect(url.searchParams.get("about")).toContain(sample.title);
    expect(url.searchParams.get("about")).toContain(sample.time);
  });

  it("shows full and open events side by side in the upcoming grid", () => {
    const [a, b] = generateSampleEvents("2026-11-22") as [CommunityEvent, CommunityEvent];
    const html = render(<EventList events={[{ ...a, enrolled: a.capacity }, b]} empty="none" />);
    expect(html.match(/>Event Full</g)).toHaveLength(1);
    expect(html.match(/>Register Now</g)).toHaveLength(1);
  });
});
