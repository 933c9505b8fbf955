import { describe, expect, it } from "vitest";
import { publicPages } from "./public-pages.ts";
import {
  footerExplore,
  footerHelp,
  frameLinkPaths,
  isCurrentSection,
  joinUsLink,
  mainMenu,
  offeringsMenu,
} from "./navigation.ts";
import { chatLink, frameCopy } from "./frame.ts";
import { offeringPageList } from "./offerings/index.ts";
import { site } from "#app/core/site.ts";

const routePaths = new Set(publicPages.map((r) => r.path));

describe("navigation", () => {
  it("has the spec's main menu, in order", () => {
    expect(mainMenu).toEqual([
      { path: "/", label: "Home" },
      { path: "/about", label: "About Us" },
      { path: "/offerings", label: "Our Offerings" },
      { path: "/events", label: "Events" },
      { path: "/gallery", label: "Gallery" },
      { path: "/testimonials", label: "Testimonials" },
      { path: "/blog", label: "Blog" },
      { path: "/contact", label: "Contact" },
    ]);
    expect(joinUsLink).toEqual({ path: "/join-us", label: "Join Us" });
  });

  it("has the offering pages' list as its offerings submenu, each page once and a public page", () => {
    expect(offeringsMenu.map((l) => [l.path, l.label])).toEqual(offeringPageList.map((o) => [o.path, o.label]));
    const paths = offeringsMenu.map((l) => l.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(routePaths.has(path), path).toBe(true);
  });

  // Not a count: a new offering page joins the submenu by its line in offerings/index.ts alone.
  it("has the spec's five offerings in the submenu, in the spec's order", () => {
    const spec = [
      ["/offerings/health-wellness", "Health & Wellness"],
      ["/offerings/technology", "Technology Tutoring"],
      ["/offerings/leisure-outings", "Leisure Outings"],
      ["/offerings/satsangs", "Satsangs & Spirituality"],
      ["/offerings/custom-engagements", "Custom Engagements"],
    ];
    const specPaths = spec.map(([path]) => path);
    expect(offeringsMenu.filter((l) => specPaths.includes(l.path)).map((l) => [l.path, l.label])).toEqual(spec);
  });

  it("gives the footer every link and label the spec lists", () => {
    const footer = new Map([...footerExplore, ...footerHelp].map((l) => [l.path, l.label]));
    expect(Object.fromEntries(footer)).toEqual({
      "/about": "About",
      "/offerings": "Our Offerings",
      "/events": "Events & Workshops",
      "/testimonials": "Testimonials",
      "/blog": "Blog",
      "/join-us": "Join Us / Volunteer",
      "/privacy": "Privacy Policy",
      "/terms": "Terms of Service",
      "/careers": "Careers",
      "/faq": "FAQ",
    });
  });

  it("links only to public routes", () => {
    const missing = frameLinkPaths.filter((p) => !routePaths.has(p));
    expect(missing).toEqual([]);
    for (const link of frameCopy.notFound.links) expect(routePaths.has(link.path), link.path).toBe(true);
  });

  it("marks the current section, including an offering's parent", () => {
    expect(isCurrentSection("/", "/")).toBe(true);
    expect(isCurrentSection("/", "/about")).toBe(false);
    expect(isCurrentSection("/offerings", "/offerings/technology")).toBe(true);
    expect(isCurrentSection("/offerings", "/offerings/")).toBe(true);
    expect(isCurrentSection("/blog", "/blog/healthy-eating-seniors")).toBe(true);
    expect(isCurrentSection("/events", "/events-archive")).toBe(false);
  });
});

describe("chat link", () => {
  it("opens the business number with the brand's prefilled message", () => {
    const url = new URL(chatLink());
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe(`/${site.whatsappNumber}`);
    expect(url.searchParams.get("text")).toBe(`Hello, I need assistance from ${site.brand}.`);
    expect(frameCopy.chat.tooltip).toBe("Need help? Chat with us!");
  });
});
