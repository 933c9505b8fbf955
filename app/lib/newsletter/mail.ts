// Owns the newsletter's messages: the request to confirm an address, its one reminder,
// and an issue as one subscriber receives it, with the RFC 8058 one-click unsubscribe headers and
// the same link in words in the footer. Pure: the words are content/newsletter.ts and content/mail.ts,
// the layout is app/lib/mail/render.ts; Markdown is rendered by the caller (a server module).
import { mailCopy } from "#app/content/mail.ts";
import { newsletterMailCopy } from "#app/content/newsletter.ts";
import { formatDate, formatDateTime } from "#app/core/calendar.ts";
import { render, type MailContext, type RenderedMail, type Section } from "#app/lib/mail/render.ts";

/** The page behind the link in the request to confirm: it asks, and only its button confirms. */
function confirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/** The one-click unsubscribe address: a POST unsubscribes (RFC 8058), a browser's GET shows a page with a button. */
function unsubscribeUrl(siteUrl: string, token: string, issueId?: number): string {
  return `${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}${issueId === undefined ? "" : `&issue=${issueId}`}`;
}

const reachUsAndRegards = (ctx: MailContext): Section[] => [
  { kind: "heading", text: mailCopy.reachUs.heading },
  { kind: "fields", fields: [...mailCopy.reachUs.rows] },
  { kind: "paragraph", text: newsletterMailCopy.regards },
  { kind: "link", label: newsletterMailCopy.website, href: ctx.siteUrl },
];

/** The request to confirm a subscription, or its one reminder. */
export function confirmationRequest(row: { reference: string; confirmToken: string }, ctx: MailContext, which: "confirm" | "reminder"): RenderedMail {
  const words = newsletterMailCopy[which];
  return render(words.subject(row.reference), [
    { kind: "paragraph", text: words.greeting },
    { kind: "paragraph", text: words.intro },
    { kind: "paragraph", text: words.action },
    { kind: "link", label: words.linkLabel, href: confirmUrl(ctx.siteUrl, row.confirmToken) },
    { kind: "fields", fields: [{ label: newsletterMailCopy.referenceLabel, value: row.reference }] },
    { kind: "paragraph", text: words.ignore },
    ...reachUsAndRegards(ctx),
  ]);
}

/** An upcoming event as an issue's events block lists it. */
export type IssueEvent = { title: string; date: string; time: string; venue: string; slug: string };

/** One issue as one reader gets it. `body` is the operator's Markdown already rendered and sanitised. */
export type IssueContent = { id: number; subject: string; body: { html: string; text: string }; events: readonly IssueEvent[] };

/** Who the copy is for: a confirmed subscriber (their own unsubscribe link), or the operator's test. */
export type IssueReader = { unsubscribeToken: string; confirmedAt: Date } | { test: true };

export type NewsletterMail = RenderedMail & { headers: Record<string, string> };

export function issueMail(issue: IssueContent, reader: IssueReader, ctx: MailContext): NewsletterMail {
  const footer = newsletterMailCopy.footer;
  const isTest = "test" in reader;
  const link = isTest ? unsubscribeUrl(ctx.siteUrl, "test-copy", issue.id) : unsubscribeUrl(ctx.siteUrl, reader.unsubscribeToken, issue.id);
  const sections: Section[] = [{ kind: "rich", html: issue.body.html, text: issue.body.text }];
  if (issue.events.length > 0) {
    sections.push({ kind: "heading", text: newsletterMailCopy.events.heading });
    for (const event of issue.events) {
      sections.push({
        kind: "fields",
        fields: [{ label: event.title, value: `${formatDate(event.date, "long")}, ${event.time}\n${event.venue}` }],
      });
      sections.push({ kind: "link", label: event.title, href: `${ctx.siteUrl}/events/${event.slug}` });
    }
    sections.push({ kind: "link", label: newsletterMailCopy.events.more, href: `${ctx.siteUrl}/events` });
  }
  sections.push(
    { kind: "paragraph", text: newsletterMailCopy.regards },
    { kind: "paragraph", text: isTest ? footer.testNote : footer.why(formatDateTime(reader.confirmedAt)) },
    { kind: "link", label: footer.unsubscribeLabel, href: link },
    { kind: "link", label: newsletterMailCopy.website, href: ctx.siteUrl },
  );
  return {
    ...render(isTest ? newsletterMailCopy.testSubject(issue.subject) : issue.subject, sections),
    headers: {
      // RFC 2369 and RFC 8058: mail programs show an Unsubscribe button that POSTs to this address.
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
