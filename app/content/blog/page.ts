// The words of the /blog listing and of the shared article frame (back link, share, related,
// reading time), kept here so the components hold no visitor-facing copy.
import { formatDate } from "#app/core/calendar.ts";

export const blogPage = {
  path: "/blog",
  seo: {
    title: "Blog: Health, Technology and Lifestyle Advice for Seniors",
    description:
      "Practical articles for seniors and their families in Bangalore: yoga, exercise at home, healthy eating, safe digital banking, technology tips and friendship.",
    keywords: ["senior citizens blog", "health tips for seniors", "technology for elders", "senior lifestyle Bangalore"],
  },
  hero: {
    title: "Our Blog",
    intro:
      "Practical advice on health, technology and everyday life after 60, written by the teams who run our classes and programmes.",
  },
  filter: {
    /** Names the group of filter buttons for screen readers. */
    label: "Filter articles by category",
    all: "All",
    /** "{count} articles" under the buttons, announced when the filter changes. */
    showingAll: (count: number) => `Showing all ${count} articles.`,
    showing: (count: number, category: string) =>
      `Showing ${count} ${count === 1 ? "article" : "articles"} in ${category}.`,
  },
  listHeading: "Latest articles",
  readArticle: "Read article",
} as const;

export const articleLabels = {
  backToBlog: "Back to Blog",
  by: "By",
  published: "Published",
  readTime: (minutes: number) => `${minutes} min read`,
  share: {
    button: "Share",
    /** Without JavaScript the share button becomes an e-mail link. */
    byEmail: "Share by e-mail",
    copied: "Link copied. You can now paste it into a message.",
    copyFailed: "Could not copy the link automatically. Copy it from here:",
    linkLabel: "Article link",
    /** Opening words of the e-mail a no-JavaScript visitor sends. */
    emailBody: "I thought you would like this article:",
  },
  related: "Related Articles",
  onThisPage: "In this article",
  /** The end of an operator's news post: what a reader can do next. */
  newsClosing: {
    title: "Come and join us",
    text: "See what is on at the centre this month, or call or write to us with any question.",
    actions: [
      { label: "See Upcoming Events", href: "/events" },
      { label: "Contact Us", href: "/contact" },
    ],
  },
} as const;

/** "5 January 2024": the Indian way, as every date on the site. */
export function formatPostDate(isoDate: string): string {
  return formatDate(isoDate, "plain");
}
