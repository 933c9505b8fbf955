// Owns the hrefs of "book, register, plan, schedule" buttons whose target the spec leaves open:
// they open the contact form with the right subject chosen and the item named (the contact form
// reads `subject` and `about` from the query string), so a visitor never retypes what they chose.
import { site } from "#app/core/site.ts";
import type { ContactSubject } from "#app/core/form-options.ts";

/** The contact page's form section (its id on /contact). */
const CONTACT_FORM_ANCHOR = "message";

export function contactLink(subject: ContactSubject, about?: string): string {
  // encodeURIComponent, not URLSearchParams: spaces become %20 (not "+"), which every reader decodes.
  const query = about ? `subject=${subject}&about=${encodeURIComponent(about)}` : `subject=${subject}`;
  // #message: the visitor lands on the form, not 2,000 px above it.
  return `/contact?${query}#${CONTACT_FORM_ANCHOR}`;
}

/**
 * Where a programme's "Join This Program" button leads: the programme's own next sessions on
 * /events (programmeEventsLink), or, when none is scheduled, an enquiry about it
 * (app/routes/programme-sessions.tsx decides at the moment of the press, so a prerendered page
 * never promises what is not on).
 */
export function programmeSessionsLink(offeringPath: string, programmeId: string): string {
  return `${offeringPath}/${programmeId}/sessions`;
}

/** /events showing one programme's sessions (`key` "<page>/<programme>"), at `month` (yyyy-mm). */
export function programmeEventsLink(key: string, month: string): string {
  return `/events?${new URLSearchParams({ programme: key, month }).toString()}`;
}

/** The messaging app's chat link for the business number, with a prefilled message. */
export function chatLink(message: string): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(message)}`;
}

const { latitude: lat, longitude: lon } = site.geo;

/** The centre on OpenStreetMap, as an ordinary page to open in a new tab. */
export const mapPageUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;

/** The centre in Google Maps (opens the app on most phones). */
export const googleMapsUrl = `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lon}`;

/**
 * The embeddable OpenStreetMap view around the centre, with a marker. Loaded into a frame only
 * after the visitor asks for it, so no page load talks to another host.
 */
export const mapEmbedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${(lon - 0.008).toFixed(4)}%2C${(lat - 0.005).toFixed(4)}%2C${(lon + 0.008).toFixed(4)}%2C${(lat + 0.005).toFixed(4)}&layer=mapnik&marker=${lat}%2C${lon}`;

/** "https://www.youtube.com/watch?v=ID" or "https://youtu.be/ID" -> the privacy-enhanced embed address. */
export function youtubeEmbedUrl(url: string): string | undefined {
  const match = /(?:youtube\.com\/(?:watch\?v=|embed\/)|youtu\.be\/)([\w-]{11})/.exec(url);
  return match ? `https://www.youtube-nocookie.com/embed/${match[1]}?autoplay=1&rel=0` : undefined;
}

/** A place typed as text (an event's venue) in Google Maps: a search, which opens the app on most phones. */
export function mapLink(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}
