import { type RouteConfig, index, layout, route, prefix } from "@react-router/dev/routes";
import { offeringPageList } from "./content/offerings/index.ts";

// Written out in the order of the spec's route table (section 2), so the two can be compared.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("offerings", "routes/offerings.tsx"),
  // One route per offering page of the list, in its order, all served by one module; each keeps
  // its own id ("offerings/satsangs"), as a module may be routed more than once only under
  // distinct ids. A new page is its content file and its line in the list.
  ...offeringPageList.map(({ path }) => {
    const routePath = path.replace(/^\//, "");
    return route(routePath, "routes/offering.tsx", { id: routePath });
  }),
  // Where a programme's "Join This Program" leads: its next sessions, or an enquiry.
  route("offerings/:page/:programme/sessions", "routes/programme-sessions.tsx"),
  route("events", "routes/events.tsx"),
  route("events/:slug", "routes/event.tsx"),
  route("events/:slug/calendar.ics", "routes/event-calendar[.]ics.ts"),
  route("events/:slug/cancel", "routes/event-cancel.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("contact", "routes/contact.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog.$slug.tsx"),
  route("join-us", "routes/join-us.tsx"),
  route("faq", "routes/faq.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("careers", "routes/careers.tsx"),

  // The pages behind the links in newsletter mail: never listed, never indexed.
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  // A member's own page behind a mailed link, and where a member asks for that link: never listed.
  route("membership", "routes/membership.tsx"),
  route("membership/:token", "routes/membership-own.tsx"),

  // Machine-readable resources.
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),

  // Operator console (server-rendered only, login required).
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      route("login", "routes/admin/login.tsx"),
      // Getting in: a new browser's code, a forgotten password, the first account.
      route("login/code", "routes/admin/login-code.tsx"),
      route("forgot", "routes/admin/forgot.tsx"),
      route("reset", "routes/admin/reset.tsx"),
      route("setup", "routes/admin/setup.tsx"),
      route("logout", "routes/admin/logout.tsx"),
      route("outbox", "routes/admin/outbox.tsx"),
      route("events", "routes/admin/events.tsx"),
      route("events/new", "routes/admin/event-new.tsx"),
      route("events/:id", "routes/admin/event.tsx"),
      route("events/:id/export.csv", "routes/admin/event-export[.]csv.ts"),
      // Running an event: the door list, and a message to everyone booked.
      route("events/:id/attendance", "routes/admin/event-attendance.tsx"),
      route("events/:id/message", "routes/admin/event-message.tsx"),
      // A booking payment's receipt, to print.
      route("events/:id/receipt/:payment", "routes/admin/event-receipt.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("newsletter/new", "routes/admin/newsletter-new.tsx"),
      route("newsletter/:id", "routes/admin/newsletter-issue.tsx"),
      // What the operator publishes besides the programme.
      route("content", "routes/admin/content.tsx"),
      route("media", "routes/admin/media.tsx"),
      route("media/:id", "routes/admin/media-item.tsx"),
      route("gallery", "routes/admin/gallery.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("blog/new", "routes/admin/blog-new.tsx"),
      route("blog/:id", "routes/admin/blog-post.tsx"),
      route("stories", "routes/admin/stories.tsx"),
      route("stories/:id", "routes/admin/story.tsx"),
      route("team", "routes/admin/team.tsx"),
      route("team/:id", "routes/admin/team-member.tsx"),
      route("operators", "routes/admin/operators.tsx"),
      // An owner's: one person across every record, and who did what.
      route("people", "routes/admin/people.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("backups", "routes/admin/backups.tsx"),
      route("backups/:name", "routes/admin/backup-download.ts"),
      // Where an editor who opens an owner's download is sent: the console's owners-only page.
      route("owners-only", "routes/admin/owners-only.tsx"),
      // The members register: members, their fees and receipts.
      route("register", "routes/admin/register.tsx"),
      route("register/payments.csv", "routes/admin/register-payments[.]csv.ts"),
      // Bringing a paper register in (owners): the preview and import, and the template to fill.
      route("register/import", "routes/admin/register-import.tsx"),
      route("register/import/template.csv", "routes/admin/register-import-template[.]csv.ts"),
      // The plans' prices from a month on (owners).
      route("register/plans", "routes/admin/register-plans.tsx"),
      // A month's money in and out, fees and outings (the cash book).
      route("register/money", "routes/admin/register-money.tsx"),
      route("register/:number", "routes/admin/register-member.tsx"),
      route("register/:number/receipt/:payment", "routes/admin/register-receipt.tsx"),
      // A WhatsApp message or a call prepared for someone the mail does not reach: a post that answers 303 to wa.me or tel:.
      route("prepare", "routes/admin/prepare.tsx"),
      // :type is one of members, volunteers, contact-inquiries, newsletter-subscriptions (else 404).
      route(":type", "routes/admin/inbox.tsx"),
      route(":type/export.csv", "routes/admin/export[.]csv.ts"),
      route(":type/:id", "routes/admin/record.tsx"),
      route(":type/:id/erase", "routes/admin/erase.tsx"),
    ]),
  ]),

  // Anything else: a helpful 404 page with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
