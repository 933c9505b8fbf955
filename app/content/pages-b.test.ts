// Content of the testimonials, FAQ, privacy, terms, careers, contact and join-us pages: every list
// parses with its schema, the spec's counts and constants hold (sections 2 and 9), every internal
// link leads to a real route (and subject, and section), and the privacy policy names every field
// the four forms collect.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactSubjects, membershipTypes } from "#app/forms/options.ts";
import { MemberSchema } from "#app/forms/member.ts";
import { VolunteerSchema } from "#app/forms/volunteer.ts";
import { ContactSchema } from "#app/forms/contact.ts";
import { NewsletterSchema } from "#app/forms/newsletter.ts";
import { publicRoutes } from "#app/content/routes.ts";
import { site } from "#app/content/site.ts";
import { testimonials, testimonialsPage, testimonialVideos } from "#app/content/testimonials.ts";
import { faqCategories, faqPage, faqs } from "#app/content/faq.ts";
import { legalLastUpdated, privacyPolicy, termsOfService } from "#app/content/legal.ts";
import { applyAbout, careers, careersPage } from "#app/content/careers.ts";
import { contactPage, hoursRows } from "#app/content/contact-page.ts";
import { joinUsPage } from "#app/content/join-us-page.ts";
import { membershipPlans } from "#app/content/membership-plans.ts";
import { rupees } from "#app/content/format.ts";
import {
  CardSchema,
  CareerSchema,
  FaqCategorySchema,
  FaqSchema,
  LegalDocumentSchema,
  MembershipPlanSchema,
  TestimonialSchema,
  VideoSchema,
  faqCategoryNames,
  type LegalDocument,
} from "#app/content/schemas-b.ts";

const routePaths = new Set(publicRoutes.map((r) => r.path));
const subjects = new Set<string>(contactSubjects.map((s) => s.value));
/** In-page anchors other pages link to. */
const anchors = new Map<string, Set<string>>([
  ["/faq", new Set([...faqCategories.map((c) => c.id), ...faqs.map((f) => f.id)])],
  ["/join-us", new Set(["plans", "volunteer", "apply"])],
  ["/contact", new Set(["message"])],
  ["/privacy", new Set(privacyPolicy.sections.map((s) => s.id))],
  ["/terms", new Set(termsOfService.sections.map((s) => s.id))],
]);

/** Every site-internal href in a content tree (values of keys named href or ending in Href). */
function internalHrefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) internalHrefs(v, found);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if ((key === "href" || key.endsWith("Href")) && typeof v === "string") {
        if (v.startsWith("/")) found.push(v);
      } else internalHrefs(v, found);
    }
  }
  return found;
}

function problemWith(href: string): string | undefined {
  const url = new URL(href, "http://site.test");
  if (!routePaths.has(url.pathname)) return `no route ${url.pathname}`;
  const subject = url.searchParams.get("subject");
  if (subject !== null && !subjects.has(subject)) return `unknown contact subject ${subject}`;
  if (url.searchParams.has("about") && url.pathname !== "/contact") return "about= only means something to /contact";
  const hash = url.hash.slice(1);
  if (hash && !anchors.get(url.pathname)?.has(hash)) return `no section #${hash} on ${url.pathname}`;
  return undefined;
}

const legalText = (doc: LegalDocument) =>
  [
    ...doc.intro,
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (b.kind === "list" ? b.items : [b.text]))]),
  ].join("\n");

describe("testimonials", () => {
  it("has the spec's six stories, each rated 5, with unique ids and alt text", () => {
    z.array(TestimonialSchema).length(6).parse(testimonials);
    expect(testimonials.every((t) => t.rating === 5)).toBe(true);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(6);
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(6);
    for (const t of testimonials) expect(t.image.alt).toContain(t.name);
  });

  it("has two video placeholders with transcripts and a fallback link", () => {
    z.array(VideoSchema).length(2).parse(testimonialVideos);
    for (const v of testimonialVideos) {
      expect(v.embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
      expect(v.watchUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    }
  });

  it("labels the carousel's slides and dots", () => {
    expect(testimonialsPage.carousel.slideLabel(3, 6)).toBe("3 of 6");
    expect(testimonialsPage.carousel.dotLabel(2, "A")).toContain("2");
  });
});

describe("FAQ", () => {
  it("has 16 questions that parse, in exactly the spec's categories and order", () => {
    z.array(FaqSchema).length(16).parse(faqs);
    z.array(FaqCategorySchema).parse(faqCategories);
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
    expect(new Set(faqs.map((f) => f.id)).size).toBe(16);
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

describe("membership plans", () => {
  it("shows the spec's three plans at ₹2,000 / ₹3,500 / ₹5,000 a month, in the form's order", () => {
    z.array(MembershipPlanSchema).length(3).parse(membershipPlans);
    expect(membershipPlans.map((p) => [p.value, p.name, p.pricePerMonth])).toEqual([
      ["basic", "Basic", 2000],
      ["premium", "Premium", 3500],
      ["family", "Family", 5000],
    ]);
  });
});

describe("careers", () => {
  it("has the spec's three openings in Bangalore, each applying through the contact form with the role named", () => {
    z.array(CareerSchema).length(3).parse(careers);
    expect(careers.map((c) => [c.title, c.type, c.department, c.location])).toEqual([
      ["Senior Care Coordinator", "Full-time", "Operations", "Bangalore"],
      ["Yoga Instructor", "Part-time", "Wellness", "Bangalore"],
      ["Technology Trainer", "Contract", "Education", "Bangalore"],
    ]);
    for (const c of careers) {
      const url = new URL(c.applyHref, "http://site.test");
      expect(url.pathname).toBe("/contact");
      expect(url.searchParams.get("about")).toBe(applyAbout(c.title));
    }
    expect(careersPage.labels.apply).toBe("Apply Now");
  });
});

describe("contact page", () => {
  it("has four reasons, three facility notes and the spec's hours", () => {
    z.array(CardSchema).length(4).parse(contactPage.reasons);
    z.array(CardSchema).length(3).parse(contactPage.facilities);
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

describe("privacy and terms", () => {
  it("parse, carry the spec's date, and have unique section ids", () => {
    for (const doc of [privacyPolicy, termsOfService]) {
      LegalDocumentSchema.parse(doc);
      expect(doc.lastUpdated).toBe("January 2024");
      expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
    }
    expect(legalLastUpdated).toBe("January 2024");
  });

  // If a form gains a field, this fails until the privacy policy says so (and this map is updated).
  const mentions: Record<string, { fields: string[]; phrases: Record<string, string> }> = {
    member: {
      fields: Object.keys(MemberSchema.shape),
      phrases: {
        firstName: "First and last name",
        lastName: "First and last name",
        dateOfBirth: "Date of birth",
        email: "E-mail address",
        phone: "phone number",
        address: "Home address",
        city: "city",
        emergencyContact: "Emergency contact",
        emergencyPhone: "Emergency contact: their name and phone number",
        medicalConditions: "Medical conditions you would like us to know about (optional)",
        interests: "activities that interest you",
        membershipType: "membership plan",
        hearAboutUs: "How you heard about us (optional)",
      },
    },
    volunteer: {
      fields: Object.keys(VolunteerSchema.shape),
      phrases: {
        firstName: "First and last name",
        lastName: "First and last name",
        email: "E-mail address",
        phone: "phone number",
        address: "Home address",
        city: "city",
        occupation: "Occupation (optional)",
        skills: "skills",
        availability: "times you are available",
        experience: "experience (optional)",
        motivation: "Why you would like to volunteer",
        preferredArea: "the area you prefer",
        backgroundCheck: "agree to a background check",
      },
    },
    contact: {
      fields: Object.keys(ContactSchema.shape),
      phrases: { name: "Your name", email: "E-mail address", phone: "Phone number", subject: "subject", message: "Your message" },
    },
    newsletter: {
      fields: Object.keys(NewsletterSchema.shape),
      phrases: { email: "E-mail address", source: "page where you signed up" },
    },
  };
  const headings = { member: "Membership application", volunteer: "Volunteer application", contact: "Contact form", newsletter: "Newsletter sign-up" };

  it("names every field of the four forms under its form's heading", () => {
    const collect = privacyPolicy.sections.find((s) => s.id === "what-we-collect")!;
    for (const [form, { fields, phrases }] of Object.entries(mentions)) {
      expect(Object.keys(phrases).sort(), `${form}: fields without a privacy mention`).toEqual([...fields].sort());
      const at = collect.blocks.findIndex((b) => b.kind === "subheading" && b.text === headings[form as keyof typeof headings]);
      const list = collect.blocks[at + 1];
      expect(list?.kind, form).toBe("list");
      const text = list!.kind === "list" ? list!.items.join("\n") : "";
      for (const [field, phrase] of Object.entries(phrases)) expect(text, `${form}.${field}`).toContain(phrase);
    }
  });

  it("says where data is kept, who sees it, how long, how to erase it, and which cookies exist", () => {
    const text = legalText(privacyPolicy);
    expect(text).toContain("our own database (PostgreSQL)");
    expect(text).toContain("no analytics");
    expect(text).toMatch(/sign in, with a password, to a private console/);
    expect(text).toContain("How long we keep it");
    expect(text).toContain(site.email);
    expect(text).toContain(site.phone.display);
    expect(text).toMatch(/erases the record through the console/);
    expect(text).toMatch(/public pages of this website set no cookies/);
    expect(text).toMatch(/text size/);
  });

  it("terms carry the spec's plans, payment methods and eligible age", () => {
    const text = legalText(termsOfService);
    for (const t of membershipTypes) expect(text).toContain(rupees(t.pricePerMonth));
    expect(text).toMatch(/cash, bank transfer, UPI and cheque/);
    expect(text).toContain(`aged ${site.eligibleAge} or over`);
  });
});

describe("links", () => {
  it("every internal link on these pages resolves to a route, a contact subject and an existing section", () => {
    const trees = { testimonialsPage, faqPage, faqs, careers, careersPage, contactPage, joinUsPage, membershipPlans };
    const hrefs = internalHrefs(trees);
    expect(hrefs.length).toBeGreaterThan(10);
    const problems = hrefs.map((h) => [h, problemWith(h)]).filter(([, p]) => p);
    expect(problems).toEqual([]);
  });

  it("the join-us page's copy agrees with the plans", () => {
    expect(joinUsPage.description).toContain(rupees(2000));
  });
});
