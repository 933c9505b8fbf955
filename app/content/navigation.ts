// The site's links, in one list: the header menu, the Offerings submenu and the footer are all
// derived from it, so a label or path is changed in one place (the house style).
// Labels are the spec's (section 2, "Shared frame"); the footer uses its own wording where the
// spec gives one (Events & Workshops, Join Us / Volunteer).

import { offeringPageList } from "#app/content/offerings/index.ts";

type NavLinkItem = {
  path: string;
  /** Label in the header menu. */
  label: string;
  /** Label in the footer, when it differs from the menu label. */
  footerLabel?: string;
  /** Where the link appears. */
  inMainMenu: boolean;
  footerGroup?: FooterGroup;
};

type FooterGroup = "explore" | "help";

const siteLinks = [
  { path: "/", label: "Home", inMainMenu: true },
  { path: "/about", label: "About Us", footerLabel: "About", inMainMenu: true, footerGroup: "explore" },
  { path: "/offerings", label: "Our Offerings", inMainMenu: true, footerGroup: "explore" },
  { path: "/events", label: "Events", footerLabel: "Events & Workshops", inMainMenu: true, footerGroup: "explore" },
  { path: "/gallery", label: "Gallery", inMainMenu: true },
  { path: "/testimonials", label: "Testimonials", inMainMenu: true, footerGroup: "explore" },
  { path: "/blog", label: "Blog", inMainMenu: true, footerGroup: "explore" },
  { path: "/contact", label: "Contact", inMainMenu: true },
  { path: "/join-us", label: "Join Us", footerLabel: "Join Us / Volunteer", inMainMenu: false, footerGroup: "explore" },
  { path: "/faq", label: "FAQ", inMainMenu: false, footerGroup: "help" },
  { path: "/careers", label: "Careers", inMainMenu: false, footerGroup: "help" },
  { path: "/privacy", label: "Privacy Policy", inMainMenu: false, footerGroup: "help" },
  { path: "/terms", label: "Terms of Service", inMainMenu: false, footerGroup: "help" },
] as const satisfies readonly NavLinkItem[];

/** The Offerings submenu, in the spec's order (the offering pages' own list). */
export const offeringsMenu: readonly { path: string; label: string }[] = offeringPageList.map(({ path, label }) => ({ path, label }));

export const offeringsPath = "/offerings";

/** The header's call-to-action button, beside the menu. */
export const joinUsLink = { path: "/join-us", label: "Join Us" } as const;

/** Header menu, in the spec's order. The item at offeringsPath carries the submenu. */
export const mainMenu: readonly { path: string; label: string }[] = siteLinks
  .filter((l) => l.inMainMenu)
  .map(({ path, label }) => ({ path, label }));

function footerLinks(group: FooterGroup): readonly { path: string; label: string }[] {
  return siteLinks
    .filter((l) => "footerGroup" in l && l.footerGroup === group)
    .map((l) => ({ path: l.path, label: "footerLabel" in l ? l.footerLabel : l.label }));
}

/** Footer columns: what the community offers, and help and policies. */
export const footerExplore = footerLinks("explore");
export const footerHelp = footerLinks("help");

/** Every path the frame links to (tests check each resolves to a public route). */
export const frameLinkPaths: readonly string[] = [
  ...siteLinks.map((l) => l.path),
  ...offeringsMenu.map((l) => l.path),
  joinUsLink.path,
];

/** True when `pathname` is the item's page, or (for Offerings) one of its sub-pages. */
export function isCurrentSection(itemPath: string, pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, "") || "/";
  if (itemPath === "/") return clean === "/";
  return clean === itemPath || clean.startsWith(`${itemPath}/`);
}
