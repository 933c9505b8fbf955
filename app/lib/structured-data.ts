// Owns the site's schema.org structured data (JSON-LD): one builder per type, all reading the
// business facts from content/site.ts, plus the serializer that makes a block safe to inline.
// Pages add their own builders here (FAQPage, Article, Event...) and render them with <JsonLd>.
import { site } from "#app/core/site.ts";
import { scriptJson } from "#app/core/script-json.ts";
import type { CommunityEvent } from "#app/core/events.ts";
import { siteUrl } from "./seo.ts";

/** A schema.org node; "@context" is added by serializeJsonLd. */
export type JsonLdNode = { "@type": string | string[]; [key: string]: unknown };

const organizationId = () => `${siteUrl()}/#organization`;
const localBusinessId = () => `${siteUrl()}/#localbusiness`;

function postalAddress() {
  return {
    "@type": "PostalAddress",
    addressLocality: `${site.address.locality}, ${site.address.city}`,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

/** "Mo-Fr 09:00-18:00, Sa 09:00-13:00", the form schema.org's openingHours expects. */
function openingHoursText(): string {
  return `Mo-Fr ${site.hours.weekdays.opens}-${site.hours.weekdays.closes}, Sa ${site.hours.saturdayTimes.opens}-${site.hours.saturdayTimes.closes}`;
}

export function organizationJsonLd(): JsonLdNode {
  const base = siteUrl();
  return {
    "@type": "Organization",
    "@id": organizationId(),
    name: site.brand,
    url: `${base}/`,
    logo: `${base}/icon-512.png`,
    email: site.email,
    telephone: site.phone.tel,
    parentOrganization: { "@type": "Organization", name: site.parentBrand },
    contactPoint: {
      "@type": "ContactPoint",
      telephone: site.phone.tel,
      email: site.email,
      contactType: "Customer Service",
      areaServed: "IN",
      availableLanguage: ["en"],
    },
    sameAs: [site.social.facebook, site.social.instagram],
  };
}

export function localBusinessJsonLd(): JsonLdNode {
  const base = siteUrl();
  return {
    "@type": "LocalBusiness",
    "@id": localBusinessId(),
    name: site.brand,
    description: site.tagline,
    url: `${base}/`,
    image: `${base}/og-image.png`,
    logo: `${base}/icon-512.png`,
    telephone: site.phone.tel,
    email: site.email,
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHours: openingHoursText(),
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: site.hours.weekdays.opens, closes: site.hours.weekdays.closes },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: site.hours.saturdayTimes.opens, closes: site.hours.saturdayTimes.closes },
    ],
    areaServed: { "@type": "City", name: site.address.city },
    parentOrganization: { "@id": organizationId() },
    sameAs: [site.social.facebook, site.social.instagram],
  };
}

/** JSON for a <script type="application/ld+json"> element (scriptJson: no text in it can end the element). */
export function serializeJsonLd(data: JsonLdNode | readonly JsonLdNode[]): string {
  const withContext = Array.isArray(data)
    ? { "@context": "https://schema.org", "@graph": data }
    : { "@context": "https://schema.org", ...(data as JsonLdNode) };
  return scriptJson(withContext);
}

/** FAQPage for /faq: every question with its whole answer (paragraphs joined). */
export function faqPageJsonLd(faqs: readonly { question: string; answer: readonly string[] }[]): JsonLdNode {
  return {
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer.join(" ") },
    })),
  };
}

export type ArticleFacts = {
  headline: string;
  description: string;
  /** The article's route path, e.g. "/blog/healthy-eating-seniors". */
  path: string;
  /** ISO date (YYYY-MM-DD). */
  datePublished: string;
  /** The team that wrote it: the community's articles are signed by teams, not people. */
  authorName: string;
  keywords?: readonly string[];
  section?: string;
  /** ISO date of the last change, when later than the publication (an operator's edited post). */
  dateModified?: string;
  /** The article's own picture (an uploaded cover's address, absolute or on this site); the site's image otherwise. */
  image?: string;
};

/** Article: the blog's article pages (headline, dates, author, publisher, image, page). */
export function articleJsonLd(article: ArticleFacts): JsonLdNode {
  const base = siteUrl();
  const url = `${base}${article.path}`;
  return {
    "@type": "Article",
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified && article.dateModified > article.datePublished ? article.dateModified : article.datePublished,
    author: { "@type": "Organization", name: article.authorName, url: `${base}/about` },
    publisher: {
      "@id": organizationId(),
      "@type": "Organization",
      name: site.brand,
      logo: { "@type": "ImageObject", url: `${base}/icon-512.png` },
    },
    image: [article.image ? (article.image.startsWith("/") ? `${base}${article.image}` : article.image) : `${base}/og-image.png`],
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    inLanguage: "en-IN",
    ...(article.section ? { articleSection: article.section } : {}),
    ...(article.keywords?.length ? { keywords: article.keywords.join(", ") } : {}),
  };
}

/** Bangalore is UTC+05:30 all year (no daylight saving). */
const BANGALORE_OFFSET = "+05:30";

/** Event: one of /events' upcoming events (start and end in Bangalore time, place, organiser). */
export function eventJsonLd(event: CommunityEvent): JsonLdNode {
  const base = siteUrl();
  return {
    "@type": "Event",
    "@id": event.slug ? `${base}/events/${event.slug}` : `${base}/events#${event.id}`,
    name: event.title,
    description: event.description,
    startDate: `${event.date}T${event.startTime}:00${BANGALORE_OFFSET}`,
    endDate: `${event.date}T${event.endTime}:00${BANGALORE_OFFSET}`,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: event.slug ? `${base}/events/${event.slug}` : `${base}/events`,
    image: `${base}/og-image.png`,
    maximumAttendeeCapacity: event.capacity,
    remainingAttendeeCapacity: Math.max(0, event.capacity - event.enrolled),
    location: {
      "@type": "Place",
      name: event.venue.name,
      address: {
        "@type": "PostalAddress",
        ...(event.venue.streetAddress ? { streetAddress: event.venue.streetAddress } : {}),
        addressLocality: event.venue.locality,
        addressRegion: site.address.region,
        ...(event.venue.postalCode ? { postalCode: event.venue.postalCode } : {}),
        addressCountry: site.address.country,
      },
    },
    organizer: { "@id": organizationId(), "@type": "Organization", name: site.brand, url: `${base}/` },
    // A priced event offers its places at the price of one, in rupees; a free one offers nothing.
    ...(event.price
      ? {
          offers: {
            "@type": "Offer",
            price: String(event.price),
            priceCurrency: "INR",
            url: event.slug ? `${base}/events/${event.slug}` : `${base}/events`,
            availability: event.enrolled >= event.capacity ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
          },
        }
      : {}),
  };
}
