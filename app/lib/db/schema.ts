// Owns the database shape: the single source for tables, from which drizzle-kit generates migrations.
// Safe to import anywhere on the server (tests, CLI); it holds no connection and no secret.
import { sql } from "drizzle-orm";
import type { RecordType } from "#app/core/records.ts";
import type { ToldDetails } from "#app/core/event-series.ts";
import { bigint, boolean, check, customType, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// Functions, not shared objects: a column builder used by two tables would name its constraints after the first.
const timestamps = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Shared by the four visitor record tables. */
const recordColumns = () => ({
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** The REQ-… Reference ID shown to the visitor after commit, so both sides can quote it. */
  reference: text("reference").notNull().unique(),
  status: text("status").notNull(),
  /** The operator's internal note (console). */
  note: text("note"),
  ...timestamps(),
});

export const members = pgTable(
  "members",
  {
    ...recordColumns(),
    // The spec's payload.
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    age: integer("age").notNull(),
    interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
    emergencyContact: text("emergency_contact").notNull(),
    medicalConditions: text("medical_conditions"),
    // Collected by the form but dropped by the spec's original: kept.
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    emergencyPhone: text("emergency_phone").notNull(),
    membershipType: text("membership_type").notNull(),
    hearAboutUs: text("hear_about_us"),
    /** How the person would like to hear from the centre: email | whatsapp | phone (app/core/contact-by.ts). */
    contactBy: text("contact_by").notNull().default("email"),
  },
  (t) => [index("members_status_created_idx").on(t.status, t.createdAt)],
);

export const volunteers = pgTable(
  "volunteers",
  {
    ...recordColumns(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    availability: text("availability").array().notNull().default(sql`'{}'::text[]`),
    experience: text("experience").notNull(),
    motivation: text("motivation").notNull(),
    occupation: text("occupation"),
    preferredArea: text("preferred_area").notNull(),
    backgroundCheck: boolean("background_check").notNull(),
    /** How the person would like to hear from the centre: email | whatsapp | phone (app/core/contact-by.ts). */
    contactBy: text("contact_by").notNull().default("email"),
  },
  (t) => [index("volunteers_status_created_idx").on(t.status, t.createdAt)],
);

export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    ...recordColumns(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
  },
  (t) => [index("contact_inquiries_status_created_idx").on(t.status, t.createdAt)],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    ...recordColumns(),
    email: text("email").notNull(),
    source: text("source").notNull(),
    /**
     * When the address's owner pressed the button behind the link in the confirmation mail (double
     * opt-in). Only rows that are active and confirmed ever receive an issue.
     */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * The key in the link asking the address's owner to confirm (column `token`, its name from when
     * one key did both jobs). Made afresh with every request that sends that mail; it confirms only a
     * subscription waiting for that confirmation, never undoes an unsubscription.
     */
    confirmToken: text("token").notNull().unique(),
    /**
     * The key in every issue's unsubscribe link: made with the row and never changed, since every
     * issue delivered carries it; it only unsubscribes. Kept as it is (not hashed): each issue's mail
     * is written with it, long after the subscription.
     */
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    /** When the latest confirmation mail was queued; unconfirmed rows go 30 days after it. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /** When the one reminder to confirm was queued (never more than one per request). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** When someone last asked to subscribe this address (every attempt writes it, so all take as long). */
    lastRequestedAt: timestamp("last_requested_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** The issue whose unsubscribe link was used, for that issue's count of unsubscribes. */
    unsubscribedIssueId: integer("unsubscribed_issue_id"),
  },
  (t) => [
    // One row per address, whatever its case: a repeat subscription is a friendly success.
    uniqueIndex("newsletter_subscriptions_email_lower_idx").on(sql`lower(${t.email})`),
    index("newsletter_subscriptions_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** A newsletter issue written in the console (/admin/newsletter) and sent through the outbox. */
export const newsletterIssues = pgTable("newsletter_issues", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  subject: text("subject").notNull(),
  /** Markdown, rendered and sanitised when the mail is written. */
  body: text("body").notNull(),
  /** Whether the mail carries a block with the next published events. */
  includeEvents: boolean("include_events").notNull().default(false),
  /** draft | sent (queued for every confirmed subscriber; the outbox sends at the set rate) */
  status: text("status").notNull().default("draft"),
  /** How many subscribers it was queued for. */
  recipients: integer("recipients"),
  createdBy: text("created_by").notNull(),
  sentBy: text("sent_by"),
  queuedAt: timestamp("queued_at", { withTimezone: true }),
  ...timestamps(),
});

/**
 * One row per public form post that carried a one-time token, written in the
 * same transaction as the record: a repeated post of the same rendered form finds its token here
 * and is answered with the first Reference ID. Rows are forgotten after two days.
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    token: text("token").primaryKey(),
    form: text("form").notNull(),
    reference: text("reference").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_submissions_created_idx").on(t.createdAt)],
);

export const recordTables = {
  member: members,
  volunteer: volunteers,
  contact: contactInquiries,
  newsletter: newsletterSubscriptions,
} as const satisfies Record<RecordType, unknown>;

/** A stored row of each visitor record type. */
export type RecordRow = { [T in RecordType]: (typeof recordTables)[T]["$inferSelect"] };
export type AnyRecordRow = RecordRow[RecordType];
export type { RecordType };

/**
 * A file sent with a message: text as it is (an event's .ics), or bytes written in base64 (a QR
 * code's PNG). `cid` names an image the HTML shows in place (`<img src="cid:…">`).
 */
export type MailAttachment = { filename: string; contentType: string; content: string; encoding?: "base64"; cid?: string };

/** One row per message; the dispatcher sends pending rows and retries with backoff until sent or dead. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** operator_notification | visitor_confirmation */
    kind: text("kind").notNull(),
    /** Stable per message (e.g. "contact:REQ-…:operator"); also the provider's Idempotency-Key. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    recordType: text("record_type").notNull(),
    recordId: integer("record_id").notNull(),
    reference: text("reference").notNull(),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /**
     * A message holding a one-time secret (a login code, a reset link), encrypted with a key the
     * database does not hold (app/lib/mail/sealed.server.ts); subject, text and html then hold
     * words without the secret. Emptied once the message is sent.
     */
    sealed: text("sealed"),
    /** Files sent with the message, e.g. an event's .ics: [{ filename, contentType, content }] (text). */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /** A newsletter issue's copy (or test copy): the issue, for its progress. Its record is the subscriber. */
    issueId: integer("issue_id"),
    /** Extra headers, e.g. a newsletter's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** pending | sent | dead | skipped (a newsletter whose reader unsubscribed before it went) */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the row may next be claimed; a claim pushes it forward as a lease. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** When a dispatcher last took the row to send; the newsletter rate is counted from it. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_record_idx").on(t.recordType, t.recordId),
    index("email_outbox_kind_claimed_idx").on(t.kind, t.claimedAt),
    index("email_outbox_issue_idx").on(t.issueId),
  ],
);

export const operators = pgTable(
  "operators",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    /** scrypt, as "scrypt$N$r$p$salt$hash" (base64) */
    passwordHash: text("password_hash").notNull(),
    /**
     * owner | editor (docs/decisions/020-roles-and-erasure.md): an owner also manages operators,
     * finds and erases people, exports CSVs and reads the audit; an editor runs events, content,
     * the newsletter and the inboxes. The console never leaves the site without an owner.
     */
    role: text("role").notNull().default("owner"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex("operators_email_lower_idx").on(sql`lower(${t.email})`)],
);

/**
 * Browsers an operator has logged in from (docs/decisions/019-operator-login.md): the device
 * cookie holds a random token, stored here only as its SHA-256. A trusted browser is never held
 * back by the failed-login limits that strangers can fill, and needs no code by mail. A new
 * password ends every trust (and every session) but the browser that set it.
 */
export const operatorDevices = pgTable(
  "operator_devices",
  {
    /** SHA-256 of the device cookie's token. One browser may be trusted by several operators. */
    id: text("id").notNull(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.operatorId] }), index("operator_devices_operator_idx").on(t.operatorId)],
);

/**
 * One-time secrets for operators, each stored only as the SHA-256 of what travels (a link's token,
 * a cookie's token): a login code waiting to be typed on a new browser (`login_code`, 15 minutes,
 * five tries), a password reset link (`reset`, 30 minutes) and the first account's setup link
 * (`setup`, while no operator exists). Each is used once (`used_at`).
 */
export const operatorTokens = pgTable(
  "operator_tokens",
  {
    id: text("id").primaryKey(),
    /** login_code | reset | setup */
    kind: text("kind").notNull(),
    /** Whose it is; null for the setup link (there is nobody yet). */
    operatorId: integer("operator_id").references(() => operators.id, { onDelete: "cascade" }),
    /** login_code: HMAC of the six digits keyed by the browser's token, so the table alone cannot be tried offline. */
    codeHash: text("code_hash"),
    /** Wrong codes typed so far. */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("operator_tokens_operator_idx").on(t.operatorId), index("operator_tokens_expires_idx").on(t.expiresAt)],
);

export const operatorSessions = pgTable(
  "operator_sessions",
  {
    /** SHA-256 of the session token; the token itself lives only in the cookie. */
    id: text("id").primaryKey(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("operator_sessions_operator_idx").on(t.operatorId)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer("operator_id").references(() => operators.id, { onDelete: "set null" }),
    /** Kept as text so the entry still says who after the operator account is gone. */
    operatorEmail: text("operator_email").notNull(),
    action: text("action").notNull(),
    recordType: text("record_type"),
    recordId: integer("record_id"),
    reference: text("reference"),
    detail: jsonb("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_record_idx").on(t.recordType, t.recordId),
    // The audit page (/admin/audit): newest first, by operator or not.
    index("audit_log_created_idx").on(t.createdAt, t.id),
    index("audit_log_operator_created_idx").on(t.operatorEmail, t.createdAt),
  ],
);

/**
 * The rate limits' counters (app/lib/rate-limit.server.ts), here so that every server sharing the
 * database counts the same attempts and a restart forgets nothing. One row per limited key: the
 * times of its counted attempts still inside its window. Rows past `expires_at` mean nothing and
 * are deleted in small batches.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** What is limited and for whom, e.g. "form:203.0.113.7" or "login-account:<SHA-256 of the address>". */
    key: text("key").primaryKey(),
    /**
     * Milliseconds since the epoch of the counted attempts still in the window, oldest first, each
     * once; for a limit above 100 attempts, rounded down to a hundredth of its window, so a row
     * never holds more than about a hundred times however high the limit.
     */
    hits: bigint("hits", { mode: "number" }).array().notNull(),
    /** How many attempts each of `hits` stands for (1 unless times were rounded together). */
    counts: integer("counts").array().notNull().default(sql`'{}'::integer[]`),
    /** When the newest counted attempt leaves its window. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_expires_idx").on(t.expiresAt)],
);

/**
 * A weekly (fortnightly, monthly) class made with `repeat`: its dates are events of their own, each
 * naming its series (events.series_id), so a change can go to this date or this and later ones,
 * and the series can be extended by more dates on the same rule
 * (docs/decisions/033-a-weekly-class-as-one-series.md).
 */
export const eventSeries = pgTable("event_series", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** weekly | fortnightly | monthly: the rule more dates follow, counted from the series' first date. */
  repeat: text("repeat").notNull(),
  ...timestamps(),
});

/**
 * The programme the operator publishes (docs/decisions/013-events.md). Times are the
 * Bangalore wall clock, as the operator types them: `date` yyyy-mm-dd, `start_time`/`end_time`
 * HH:MM. Until one event is published the public calendar shows the spec's sample events.
 */
export const events = pgTable(
  "events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The page's address, /events/<slug>: from the title and date, never changed once published. */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    venue: text("venue").notNull(),
    description: text("description").notNull(),
    capacity: integer("capacity").notNull(),
    /** draft | published | cancelled */
    status: text("status").notNull(),
    /** Confirmed seats: kept with the row that is locked to change it, so the rule reads one row. */
    confirmedSeats: integer("confirmed_seats").notNull().default(0),
    /** The iCalendar SEQUENCE: raised on every change a registrant's calendar should follow. */
    sequence: integer("sequence").notNull().default(0),
    /** Why the operator cancelled it, as they wrote it in the mail to everyone booked. */
    cancelReason: text("cancel_reason"),
    /**
     * The offering page's programme it is a session of, "<page>/<programme>" (e.g.
     * "health-wellness/meditation"), or null: a programme's "Join This Program" lists its sessions.
     */
    programme: text("programme"),
    /** What one place costs, in whole rupees; 0 is free. A booking owes price × seats. */
    price: integer("price").notNull().default(0),
    /** The series this date belongs to (made with `repeat`), or null for an event on its own. */
    seriesId: integer("series_id").references(() => eventSeries.id),
    /**
     * What the people booked were last told of the title, date, times and place, when a change was
     * saved without telling them; null when they know the event as it is. The next change's mail
     * compares with it, so a correction undone mails nobody and one told later says all that changed.
     */
    told: jsonb("told").$type<ToldDetails>(),
    ...timestamps(),
  },
  (t) => [index("events_status_date_idx").on(t.status, t.date), index("events_series_date_idx").on(t.seriesId, t.date), check("events_price_not_negative", sql`${t.price} >= 0`)],
);

/**
 * A message the operator sent to everyone booked on an event: one outbox row per
 * person, keyed by this row's id, queued in the transaction that inserts it with the event's row
 * locked. `digest` is the SHA-256 of what was sent (subject, text, whether the waiting list was
 * included): the same message is sent once per event however often it is posted.
 */
export const eventMessages = pgTable(
  "event_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    digest: text("digest").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    includeWaitlist: boolean("include_waitlist").notNull(),
    /** How many people it was queued for. */
    recipients: integer("recipients").notNull(),
    /** Who sent it: kept as text, so the record still says who after the account is gone. */
    sentBy: text("sent_by").notNull(),
    sentById: integer("sent_by_id").references(() => operators.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("event_messages_event_digest_idx").on(t.eventId, t.digest)],
);

/** A visitor's booking of `seats` places at an event. */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reference: text("reference").notNull().unique(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    seats: integer("seats").notNull(),
    /** How the person would like to hear from the centre: email | whatsapp | phone (app/core/contact-by.ts). */
    contactBy: text("contact_by").notNull().default("email"),
    /** confirmed | waitlisted | cancelled */
    status: text("status").notNull(),
    attended: boolean("attended").notNull().default(false),
    /**
     * How many of the booking's places came, when marked at the door ("2 came" of 3); null with
     * `attended` means all of them (marks made before places were counted).
     */
    cameSeats: integer("came_seats"),
    /**
     * How the booking was made: "online" (the visitor's form), "phone" (an operator booked for
     * someone who phoned) or "door" (a walk-in added at the door, over capacity if the door decides).
     * A booking without an e-mail address ("" — phoned in or walked in without one) is never mailed.
     */
    source: text("source").notNull().default("online"),
    /** The operator who made it (their address as it was, kept if the operator is removed); null when the visitor booked. */
    bookedBy: text("booked_by"),
    /** SHA-256 of the token in the cancel link mailed to the visitor; the token itself is only in the mail. */
    cancelTokenHash: text("cancel_token_hash").notNull(),
    /** The operator's internal note (console). */
    note: text("note"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * When the person was erased: the row stays, cancelled, as an anonymous count for
     * the event (seats, status); name, e-mail, phone and note are emptied and the Reference ID replaced.
     */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // One live booking per e-mail address per event: a repeat gets the first one's Reference ID;
    // after a cancellation the address may book again.
    // A booking made for someone without an address ("") is not one of them.
    uniqueIndex("event_registrations_event_email_idx").on(t.eventId, sql`lower(${t.email})`).where(sql`${t.status} <> 'cancelled' and ${t.email} <> ''`),
    index("event_registrations_event_status_idx").on(t.eventId, t.status, t.createdAt),
  ],
);

// ---- Content the operator edits in the console (docs/decisions/015-media-and-content.md) ----

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A picture in the media library. The upload itself is not kept: only its resized variants
 * (media_variants), made without its metadata, so no location or camera data is ever stored.
 */
export const media = pgTable("media", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** Random and unique: part of every variant's address, so a variant can be cached for ever. */
  key: text("key").notNull().unique(),
  title: text("title").notNull(),
  /** What the picture shows, for people who cannot see it; required. */
  alt: text("alt").notNull(),
  /** The picture's size after turning it upright (EXIF orientation). */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** What the upload was, by its content: image/jpeg | image/png | image/webp. */
  originalType: text("original_type").notNull(),
  originalBytes: integer("original_bytes").notNull(),
  ...timestamps(),
});

/** One resized copy of a picture in one format: served at /photos/<key>-<width>.<format>. */
export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** avif | webp */
    format: text("format").notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width, t.format] })],
);

/** The operator's /gallery: a photo from the library or a YouTube video. */
export const galleryItems = pgTable(
  "gallery_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** photo | video */
    kind: text("kind").notNull(),
    mediaId: integer("media_id").references(() => media.id, { onDelete: "restrict" }),
    /** A video's YouTube ID (11 characters), embedded from youtube-nocookie.com when played. */
    youtubeId: text("youtube_id"),
    title: text("title").notNull(),
    alt: text("alt").notNull(),
    caption: text("caption").notNull().default(""),
    /** One of the spec's six gallery categories. */
    category: text("category").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    position: integer("position").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    ...timestamps(),
  },
  (t) => [index("gallery_items_position_idx").on(t.position), index("gallery_items_media_idx").on(t.mediaId)],
);

/** The operator's news posts, shown beside the spec's six articles. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The page's address, /blog/<slug>: from the title, never changed once published. */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    /** One of the spec's three blog categories. */
    category: text("category").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Markdown, rendered and sanitised on the server. */
    body: text("body").notNull(),
    coverMediaId: integer("cover_media_id").references(() => media.id, { onDelete: "restrict" }),
    /** draft | published */
    status: text("status").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index("blog_posts_status_published_idx").on(t.status, t.publishedAt), index("blog_posts_cover_idx").on(t.coverMediaId)],
);

/** Members' stories (/testimonials and the home page); seeded once with the spec's six. */
export const stories = pgTable(
  "stories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    age: integer("age").notNull(),
    text: text("text").notNull(),
    program: text("program").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    rating: integer("rating").notNull(),
    /** A photo from the library; without one the portrait illustration is shown. */
    mediaId: integer("media_id").references(() => media.id, { onDelete: "restrict" }),
    /** The member telling the story on video, when the operator gives its YouTube ID. */
    youtubeId: text("youtube_id"),
    position: integer("position").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    ...timestamps(),
  },
  (t) => [index("stories_position_idx").on(t.position), index("stories_media_idx").on(t.mediaId)],
);

/** The team on /about; seeded once with the spec's three. */
export const teamMembers = pgTable(
  "team_members",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    bio: text("bio").notNull(),
    mediaId: integer("media_id").references(() => media.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    ...timestamps(),
  },
  (t) => [index("team_members_position_idx").on(t.position), index("team_members_media_idx").on(t.mediaId)],
);

/** Starting content copied into the tables above once (by name), so deleting it all does not bring it back. */
export const contentSeeds = pgTable("content_seeds", {
  name: text("name").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- The members register and their fees (docs/decisions/025-members-and-fees.md) ----

/** Hands out member numbers: a sequence never goes back, so a number is never given twice. */
export const memberNumbers = pgSequence("member_number_seq", { startWith: 1, increment: 1 });

/**
 * A member of the community, made when a membership application is approved. The state shown
 * (paid for this month, due, lapsed, left) is derived from `paid_until` and `left_on`, never stored,
 * so it cannot go stale as months pass (app/core/fees.ts).
 */
export const registerMembers = pgTable(
  "register_members",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The member number people quote: from member_number_seq, never reused. */
    number: integer("number")
      .notNull()
      .unique()
      .default(sql`nextval('member_number_seq')`),
    /** The approved application it came from; emptied when that application is erased. */
    applicationId: integer("application_id")
      .unique()
      .references(() => members.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    emergencyContact: text("emergency_contact").notNull().default(""),
    emergencyPhone: text("emergency_phone").notNull().default(""),
    /** basic | premium | family (app/core/form-options.ts membershipTypes, with their prices). */
    plan: text("plan").notNull(),
    /** The people of the household on a family plan, one name each. */
    household: text("household").array().notNull().default(sql`'{}'::text[]`),
    joinedOn: date("joined_on", { mode: "string" }).notNull(),
    /** The last month paid for, "yyyy-mm"; null while nothing is paid. */
    paidUntil: text("paid_until"),
    /** How the person would like to hear from the centre: email | whatsapp | phone (app/core/contact-by.ts). */
    contactBy: text("contact_by").notNull().default("email"),
    /** Pays at the centre: no reminder mail. */
    noReminders: boolean("no_reminders").notNull().default(false),
    /** When the member left; a member who left stays in the register with their receipts. */
    leftOn: date("left_on", { mode: "string" }),
    /** When their contact details were erased: name and receipts stay, as accounts must be kept. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index("register_members_name_idx").on(t.name), index("register_members_paid_until_idx").on(t.paidUntil)],
);

/**
 * A payment of a member's fees or of an event booking (exactly one of `member_id`, `booking_id`).
 * Amounts are whole rupees. Both take their receipt numbers from one series (receipt_counters).
 * Never deleted: a mistake is voided with a reason and keeps its receipt number.
 */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** "2026-27/0001": by Indian financial year, consecutive, from receipt_counters. */
    receiptNumber: text("receipt_number").notNull().unique(),
    memberId: integer("member_id").references(() => registerMembers.id),
    /** The event booking it pays for (null for a member's fee). */
    bookingId: integer("booking_id").references(() => eventRegistrations.id),
    amount: integer("amount").notNull(),
    /** cash | upi | bank | cheque */
    method: text("method").notNull(),
    /** The UTR, transfer or cheque number; empty for cash. */
    reference: text("reference").notNull().default(""),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    /** A fee's months (null for a booking). */
    months: integer("months"),
    /** The months a fee pays for, "yyyy-mm", as the receipt says them (null for a booking). */
    coversFrom: text("covers_from"),
    coversTo: text("covers_to"),
    /** The rendered form's one-time token: a second press of the same form finds this row. */
    formToken: text("form_token").unique(),
    /**
     * Who paid and what for, as the receipt said them when it was issued ("Lakshmi Narayan";
     * "Membership fee, January to March 2027", "Heritage walk, Sunday 10 January 2027, 2 places"):
     * a reprint and the CSV say the same after a rename. Empty on payments recorded before they
     * were kept (then the receipt is worked out as it was before).
     */
    payerName: text("payer_name").notNull().default(""),
    paidFor: text("paid_for").notNull().default(""),
    recordedBy: text("recorded_by").notNull(),
    recordedById: integer("recorded_by_id").references(() => operators.id, { onDelete: "set null" }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    voidedBy: text("voided_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payments_member_idx").on(t.memberId, t.createdAt),
    index("payments_paid_on_idx").on(t.paidOn),
    index("payments_booking_idx").on(t.bookingId),
    check("payments_amount_positive", sql`${t.amount} > 0`),
    check("payments_member_or_booking", sql`(${t.memberId} is null) <> (${t.bookingId} is null)`),
    check("payments_months_range", sql`${t.months} between 1 and 36`),
  ],
);

/**
 * Money given back: for a booking (cancelled, or places given back) or for a member's fee (exactly
 * one of `booking_id`, `member_id`). A record of its own, never deleted; the payment stays as it was
 * and a refund is never more than was paid. Whole rupees. (The table kept its first name, from when
 * only bookings were refunded.)
 */
export const bookingRefunds = pgTable(
  "booking_refunds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer("booking_id").references(() => eventRegistrations.id),
    /** The member whose fee is refunded (null for a booking). */
    memberId: integer("member_id").references(() => registerMembers.id),
    /** The payment given back (a fee refund names it; a booking's refund may cover several payments). */
    paymentId: integer("payment_id").references(() => payments.id),
    /** Why, in the operator's words (a fee refund asks for it). */
    reason: text("reason").notNull().default(""),
    amount: integer("amount").notNull(),
    /** cash | upi | bank | cheque */
    method: text("method").notNull(),
    /** The UTR, transfer or cheque number; empty for cash. */
    reference: text("reference").notNull().default(""),
    refundedOn: date("refunded_on", { mode: "string" }).notNull(),
    /** The rendered form's one-time token: a second press of the same form finds this row. */
    formToken: text("form_token").unique(),
    recordedBy: text("recorded_by").notNull(),
    recordedById: integer("recorded_by_id").references(() => operators.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("booking_refunds_booking_idx").on(t.bookingId),
    index("booking_refunds_member_idx").on(t.memberId),
    check("booking_refunds_amount_positive", sql`${t.amount} > 0`),
    check("booking_refunds_member_or_booking", sql`(${t.memberId} is null) <> (${t.bookingId} is null)`),
  ],
);

/**
 * One row per booking request the public form accepted: its own Reference ID, given in the answer
 * on the page and in the mail, which leads the console to the booking the request made or found.
 * A repeat request from an address already booked gets a new row pointing at the same booking, so
 * the answer never carries another request's reference.
 */
export const bookingRequests = pgTable(
  "booking_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reference: text("reference").notNull().unique(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => eventRegistrations.id),
    /** What the answer said: place | waiting */
    outcome: text("outcome").notNull(),
    /** The request found a booking the address already had (not shown to the visitor). */
    repeat: boolean("repeat").notNull().default(false),
    /** Places asked for in this request. */
    seats: integer("seats").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_requests_booking_idx").on(t.bookingId)],
);

/**
 * A WhatsApp message or call the console prepared for a person the site would otherwise have
 * mailed: one row each time an operator opened the prepared link (posted, never on a GET). What it
 * was about is `purpose` and `about` (e.g. "reminder" and "2027-01", "change" and the event's
 * message id), so the console can say who is still to be told.
 */
export const contactPrepared = pgTable(
  "contact_prepared",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** booking | member */
    personType: text("person_type").notNull(),
    personId: integer("person_id").notNull(),
    /** confirmation | change | message | reminder | receipt | moved_up */
    purpose: text("purpose").notNull(),
    /** What within the purpose: a month, a payment id, an event message id; "" when the purpose is enough. */
    about: text("about").notNull().default(""),
    /** whatsapp | call */
    channel: text("channel").notNull(),
    preparedBy: text("prepared_by").notNull(),
    preparedById: integer("prepared_by_id").references(() => operators.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_prepared_person_idx").on(t.personType, t.personId, t.purpose)],
);

/**
 * A WhatsApp Cloud API template message, sent by the dispatcher as mail is (retries with backoff,
 * dead after the last attempt), only when the centre has set the WhatsApp Business Platform up.
 */
export const whatsappOutbox = pgTable(
  "whatsapp_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Stable per message (e.g. "booking:12:confirmation"): a message is queued, and sent, once. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    recordType: text("record_type").notNull(),
    recordId: integer("record_id").notNull(),
    /** Country code and number, digits only ("919845012345"). */
    recipient: text("recipient").notNull(),
    /** The approved template's name and language ("en"). */
    template: text("template").notNull(),
    language: text("language").notNull().default("en"),
    /** The template body's parameters, in order. */
    params: jsonb("params").$type<string[]>().notNull(),
    /** pending | sent | dead */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The provider's last answer (status and body, cut short), shown in the Outbox. */
    lastError: text("last_error"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** The message id WhatsApp answered with ("wamid.…"). */
    providerId: text("provider_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index("whatsapp_outbox_due_idx").on(t.status, t.nextAttemptAt), index("whatsapp_outbox_record_idx").on(t.recordType, t.recordId)],
);

/**
 * The last receipt number given in each Indian financial year ("2026-27"). The row is taken with a
 * lock in the transaction that records the payment, so numbers have no gaps and no repeats, also
 * across servers: a payment that rolls back gives its number back with it.
 */
export const receiptCounters = pgTable("receipt_counters", {
  financialYear: text("financial_year").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * A plan's monthly price from a month on: each month is owed at the price of that month (the row
 * with the latest `from_month` not after it). An owner adds a row to change a price; rows are never
 * changed or deleted, so what a month cost stays what it was. The first rows are the prices the
 * site started with, from 2000-01.
 */
export const planPrices = pgTable(
  "plan_prices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** basic | premium | family */
    plan: text("plan").notNull(),
    /** Whole rupees a month. */
    price: integer("price").notNull(),
    /** "yyyy-mm": the first month at this price. */
    fromMonth: text("from_month").notNull(),
    setBy: text("set_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("plan_prices_plan_month").on(t.plan, t.fromMonth), check("plan_prices_price_positive", sql`${t.price} > 0`), check("plan_prices_month_shape", sql`${t.fromMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);

/**
 * One row per member and month a reminder was queued for, inserted in the transaction that queues
 * the mail: the primary key makes it once per month, across restarts and servers.
 */
export const memberReminders = pgTable(
  "member_reminders",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => registerMembers.id),
    /** "yyyy-mm" */
    month: text("month").notNull(),
    /** The amount asked for, whole rupees. */
    amount: integer("amount").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.month] })],
);

/**
 * A member's own page behind a mailed link: the link's random token is stored only as its SHA-256,
 * valid 60 days from the mail that carried it. Each mail makes a new one.
 */
export const memberLinks = pgTable(
  "member_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => registerMembers.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_links_member_idx").on(t.memberId), index("member_links_expires_idx").on(t.expiresAt)],
);
