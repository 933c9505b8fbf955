// The console's forms and the member's own page as their pages post them, for the fault tests that
// post them changed (bad-input.test.ts refuses each bad field; the fuzz test sends them with hostile
// text), and the records they post about, stored by seedConsoleForms before the server starts.
// A fresh database gives every row the id listed in SEEDED (seedConsoleForms checks it), so a form's
// address and fields are known without asking the server: the fuzz's requests depend only on its seed.
import pino from "pino";
import { blogCategories } from "#app/content/blog/categories.ts";
import { galleryCategories } from "#app/content/gallery.ts";
import { todayIso } from "#app/core/calendar.ts";
import { FORM_TOKEN_FIELD } from "#app/core/form-token-fields.ts";
import { consoleAccessCopy } from "#app/content/console-access.ts";
import { hashPassword } from "#app/lib/auth/passwords.server.ts";
import { hashToken } from "#app/lib/auth/sessions.server.ts";
import { openDatabase } from "#app/lib/db/client.server.ts";
import { blogPosts, contactInquiries, emailOutbox, eventRegistrations, events, media, memberLinks, newsletterIssues, operators, operatorTokens, registerMembers } from "#app/lib/db/schema.ts";
import { recordBookingPayment } from "#app/lib/events/booking-payments.server.ts";
import { hashLinkToken } from "#app/lib/fees/fee-mail.server.ts";
import { recordPayment } from "#app/lib/fees/register.server.ts";
import { eq, sql } from "drizzle-orm";
import type { Target } from "./harness.ts";

/** The console's editor (seedConsoleForms); the owner is the harness's FAULT_OPERATOR (seedConsole). */
export const FAULT_EDITOR = { email: "fault-editor@example.org", password: "fault-editor-password-1" } as const;

/** The editor's password reset link, live for the test: /admin/reset?token=<token> shows its form. */
const RESET_TOKEN = "FaultTestResetToken0123456789abcdefghijklmn";

/** The member's personal link, as mailed (43 characters of base64url): /membership/<token>. */
const MEMBER_LINK_TOKEN = "FaultTestMemberLinkToken0123456789abcdefghi";

/**
 * What seedConsoleForms stores, by the ids a fresh database gives (seedConsole's event is 1).
 * Bookings 1 and 3 are confirmed places on the priced event; booking 2 paid ₹800 and was cancelled,
 * so its refund is due (payment 1). Members 1 and 2 are on the register, member 1 with the personal
 * link and a fee paid (payment 2).
 */
export const SEEDED = {
  event: 2,
  booking: 1,
  refundDue: 2,
  otherBooking: 3,
  member: 1,
  otherMember: 2,
  /** Member 1's fee, paid: the owner's Void form is on their page. */
  memberPayment: 2,
  contact: 1,
  /** The contact's mail that could not be sent: Retry on its record and in the outbox. */
  mail: 1,
  issue: 1,
  post: 1,
  photo: 1,
  /** Seeded by the server at its first start (app/lib/stories-team/seed.server.ts). */
  story: 1,
  teamMember: 1,
  /** The contact's Reference ID: stored by the test, never posted, so no answer gives it. */
  contactReference: "REQ-1700000000000-FAULTSEED",
} as const;

/**
 * Stores the console's editor and the records its forms post about (SEEDED), before the server
 * starts (the embedded database admits one process at a time; seedConsole has migrated PostgreSQL).
 */
export async function seedConsoleForms(target: Target): Promise<void> {
  const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, log: pino({ level: "silent" }) });
  const { db } = handle;
  try {
    const today = todayIso();
    const date = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const [owner] = await db.select().from(operators).where(eq(operators.id, 1));
    if (!owner) throw new Error("seedConsole first: its operator is the owner");
    const [editor] = await db.insert(operators).values({ email: FAULT_EDITOR.email, passwordHash: await hashPassword(FAULT_EDITOR.password), role: "editor" }).returning();
    await db.insert(operatorTokens).values({ id: hashToken(RESET_TOKEN), kind: "reset", operatorId: editor!.id, expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
    const [event] = await db
      .insert(events)
      .values({ slug: "fault-test-heritage-walk", title: "Heritage walk", category: "outing", date, startTime: "08:00", endTime: "11:00", venue: "Bull Temple gate", description: "A slow walk with a guide.", capacity: 10, status: "published", price: 800, confirmedSeats: 4 })
      .returning();
    const booking = (n: number, name: string, seats: number) => ({
      reference: `REQ-1700000000000-FAULTBK${n}`,
      eventId: event!.id,
      name,
      email: `booked${n}@example.org`,
      phone: "+91 98450 12345",
      seats,
      status: "confirmed",
      source: "phone",
      bookedBy: owner.email,
      cancelTokenHash: `fault-test-cancel-token-${n}`,
    });
    const rows = await db.insert(eventRegistrations).values([booking(1, "Kamala Devi", 2), booking(2, "Ravi Kumar", 1), booking(3, "Shanta Rao", 1)]).returning();
    // Paid, then cancelled: its ₹800 is held until a refund is recorded.
    await recordBookingPayment(db, owner, event!.id, rows[1]!.id, { amount: 800, method: "cash", reference: "" });
    await db.update(eventRegistrations).set({ status: "cancelled", cancelledAt: new Date() }).where(eq(eventRegistrations.id, rows[1]!.id));
    await db.update(events).set({ confirmedSeats: sql`${events.confirmedSeats} - 1` }).where(eq(events.id, event!.id));
    const member = (name: string, email: string) => ({ name, email, phone: "+91 98450 12345", address: "12 Temple Road, Bangalore", emergencyContact: "Meena", emergencyPhone: "+91 98450 00002", plan: "basic", joinedOn: today });
    const members = await db.insert(registerMembers).values([member("Lakshmi Narayan", "lakshmi@example.org"), member("Suresh Iyer", "suresh@example.org")]).returning();
    const fee = await recordPayment(db, owner, members[0]!.number, { amount: 2000, method: "cash", reference: "", paidOn: today, months: 1 });
    await db.insert(memberLinks).values({ tokenHash: hashLinkToken(MEMBER_LINK_TOKEN), memberId: members[0]!.id, expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) });
    const [contact] = await db
      .insert(contactInquiries)
      .values({ reference: SEEDED.contactReference, status: "new", name: "Asha Rao", email: "asha@example.org", phone: "+91 98450 12345", subject: "general", message: "Is there a walk on Sunday?" })
      .returning();
    const [mail] = await db
      .insert(emailOutbox)
      .values({ kind: "operator_notification", dedupeKey: `contact:${SEEDED.contactReference}:operator`, recordType: "contact", recordId: contact!.id, reference: contact!.reference, recipient: "operator@example.org", subject: "New Contact Inquiry", text: "Asha Rao wrote.", html: "<p>Asha Rao wrote.</p>", status: "dead", lastError: "550 mailbox unavailable" })
      .returning();
    const [issue] = await db.insert(newsletterIssues).values({ subject: "December at the centre", body: "Walks and talks.", createdBy: owner.email }).returning();
    const [post] = await db.insert(blogPosts).values({ slug: "fault-test-news", title: "News from the centre", category: blogCategories[0].id, excerpt: "What is new.", body: "The new room is open.", status: "draft" }).returning();
    const [photo] = await db.insert(media).values({ key: "faulttestphoto0123456789", title: "The garden", alt: "Chairs in the garden", width: 1200, height: 800, originalType: "image/jpeg", originalBytes: 1000 }).returning();
    const ids = { memberPayment: fee.result === "recorded" ? fee.payment.id : 0, event: event!.id, booking: rows[0]!.id, refundDue: rows[1]!.id, otherBooking: rows[2]!.id, member: members[0]!.number, otherMember: members[1]!.number, contact: contact!.id, mail: mail!.id, issue: issue!.id, post: post!.id, photo: photo!.id };
    for (const [key, id] of Object.entries(ids)) if (SEEDED[key as keyof typeof ids] !== id) throw new Error(`seeded ${key} is ${id}, not ${SEEDED[key as keyof typeof ids]}: the database was not fresh`);
  } finally {
    await handle.close();
  }
}

/** Who posts a form: the console's owner or editor, or nobody logged in (the login's pages, the member's page). */
export type Poster = "owner" | "editor" | "nobody";

export type ConsoleForm = {
  /** How the test names it: "register: payment". */
  name: string;
  path: string;
  /** The same post to the same route with its id parameter replaced (:id, :number), for addresses no record has. */
  at?: (id: string) => string;
  /** The post as its page sends it, valid (a form token where the page has one). */
  valid: Array<[string, string]>;
  /** The fields a person types, each with the most it takes; refused beyond, or holding a control character. */
  text: Record<string, number>;
  /** Hidden fields holding a record's id (a button's booking, mail or payment). */
  ids?: readonly string[];
  /** Who may post it: everyone logged in (editors too), owners only (an editor gets 403), or nobody logged in. */
  who: "operators" | "owners" | "nobody";
  /** Its page sends one form token (FORM_TOKEN_FIELD); a post without exactly one is refused. */
  token?: true;
  /** Whether a valid post changes nothing a later fuzz request needs (no password, no erasure, no backup file, no logout). */
  fuzz?: true;
  /**
   * Where a refusal's message stands: beside its field (the default), or one message at the top of
   * the form (the login says only that the address or the password is not right, never which).
   */
  messages?: "top";
  /** Words a refusal's page holds instead of the form, when the page shows no form (a setup link that does not work says so). */
  page?: string;
};

const event = `/admin/events/${SEEDED.event}`;
const today = () => todayIso();
const walkDate = () => new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const eventFields = (): Array<[string, string]> => [
  ["title", "Heritage walk"],
  ["category", "outing"],
  ["programme", ""],
  ["date", walkDate()],
  ["startTime", "08:00"],
  ["endTime", "11:00"],
  ["venue", "Bull Temple gate"],
  ["description", "A slow walk with a guide."],
  ["capacity", "10"],
  ["price", "800"],
];
const eventText = { title: 120, venue: 200, description: 2000 };
const token = (n: number) => `FaultFormToken${String(n).padStart(10, "0")}`;

/** Every console form, and the member's page, with a valid post (SEEDED's records). */
export function consoleForms(): ConsoleForm[] {
  return [
    // The login's own pages: nobody is logged in yet.
    { name: "login", path: "/admin/login", valid: [["email", "someone@example.org"], ["password", "not the password at all"], ["next", "/admin"]], text: { email: 320 }, who: "nobody", messages: "top" },
    { name: "forgot", path: "/admin/forgot", valid: [["email", "someone@example.org"]], text: { email: 320 }, who: "nobody" },
    { name: "reset", path: `/admin/reset?token=${RESET_TOKEN}`, valid: [["token", RESET_TOKEN], ["password", "a long enough passphrase"], ["again", "a long enough passphrase"]], text: { password: 1024 }, who: "nobody" },
    // The console has its owner: a setup link works no more, and its page says so.
    {
      name: "setup",
      path: "/admin/setup?token=not-a-setup-token",
      valid: [["token", "not-a-setup-token"], ["email", "owner@example.org"], ["password", "a long enough passphrase"], ["again", "a long enough passphrase"]],
      text: { email: 320, password: 1024 },
      who: "nobody",
      page: consoleAccessCopy.setup.invalidTitle,
    },
    // No field a person types: only where it was posted from counts (the other site's post is the case).
    { name: "login code", path: "/admin/login/code", valid: [["code", "123456"], ["next", "/admin"]], text: {}, who: "nobody" },
    { name: "logout", path: "/admin/logout", valid: [], text: {}, who: "operators" },
    // The member's own page behind the mailed link.
    {
      name: "member's own page",
      path: `/membership/${MEMBER_LINK_TOKEN}`,
      at: (id) => `/membership/${id}`,
      valid: [["phone", "98450 11111"], ["emergencyContact", "Meena Narayan"], ["emergencyPhone", "98450 22222"]],
      text: { phone: 20, emergencyContact: 120, emergencyPhone: 20 },
      who: "nobody",
      fuzz: true,
    },

    // An event's page.
    { name: "event: save", path: event, at: (id) => `/admin/events/${id}`, valid: [["intent", "save"], ...eventFields()], text: eventText, who: "operators", fuzz: true },
    { name: "event: new", path: "/admin/events/new", valid: [...eventFields(), ["repeat", "none"], ["draft", "on"]], text: eventText, who: "operators", fuzz: true },
    { name: "event: duplicate", path: event, valid: [["intent", "duplicate"], ["date", walkDate()]], text: {}, who: "operators" },
    { name: "event: cancel", path: event, valid: [["intent", "cancel"], ["reason", "The bus is not available."], ["confirm", "on"]], text: { reason: 1000 }, who: "operators" },
    { name: "event: move", path: event, valid: [["intent", "move"], ["booking", String(SEEDED.booking)], ["to", "waitlisted"]], text: {}, ids: ["booking"], who: "operators", fuzz: true },
    { name: "event: mark as attended", path: event, valid: [["intent", "attended"], ["booking", String(SEEDED.booking)], ["attended", "yes"]], text: {}, ids: ["booking"], who: "operators", fuzz: true },
    {
      name: "event: booking payment",
      // Where its page posts it: the address that opens the form, so a refusal shows it again.
      path: `${event}?pay=${SEEDED.booking}`,
      valid: [["intent", "payment"], ["booking", String(SEEDED.booking)], ["amount", "1600"], ["method", "upi"], ["reference", "UTR 5566 7788"], [FORM_TOKEN_FIELD, token(1)]],
      text: { reference: 100 },
      ids: ["booking"],
      who: "operators",
      token: true,
      fuzz: true,
    },
    {
      name: "event: refund",
      path: `${event}?refund=${SEEDED.refundDue}`,
      valid: [["intent", "refund"], ["booking", String(SEEDED.refundDue)], ["amount", "800"], ["method", "bank"], ["reference", "NEFT 12345"], [FORM_TOKEN_FIELD, token(2)]],
      text: { reference: 100 },
      ids: ["booking"],
      // Money going out is an owner's (app/core/roles.ts, mayRefund).
      who: "owners",
      token: true,
      fuzz: true,
    },
    {
      name: "event: booking for a caller",
      path: event,
      valid: [["intent", "book-for-caller"], ["name", "Joseph Dsouza"], ["phone", "98450 33333"], ["seats", "1"], ["email", ""], ["note", "Comes with a walker"]],
      text: { name: 100, note: 1000 },
      who: "operators",
      fuzz: true,
    },
    // A WhatsApp message prepared for a booking the mail does not reach: answered 303 to wa.me.
    {
      name: "prepare: a WhatsApp message",
      path: "/admin/prepare",
      valid: [["person", "booking"], ["id", String(SEEDED.booking)], ["purpose", "confirmation"], ["about", "confirmed"], ["channel", "whatsapp"]],
      text: {},
      ids: ["id"],
      who: "operators",
      fuzz: true,
    },
    { name: "event: message", path: `${event}/message`, at: (id) => `/admin/events/${id}/message`, valid: [["intent", "preview"], ["subject", "The bus leaves at 8"], ["body", "Please be at the gate by 7:45."]], text: { subject: 150, body: 5000 }, who: "operators", fuzz: true },

    // The door list.
    { name: "door: came", path: `${event}/attendance`, at: (id) => `/admin/events/${id}/attendance`, valid: [["intent", "came"], ["booking", String(SEEDED.booking)], ["came", "yes"]], text: {}, ids: ["booking"], who: "operators", fuzz: true },
    { name: "door: paid cash", path: `${event}/attendance`, valid: [["intent", "paid-cash"], ["booking", String(SEEDED.booking)]], text: {}, ids: ["booking"], who: "operators", fuzz: true },
    { name: "door: walk-in", path: `${event}/attendance`, valid: [["intent", "walk-in"], ["name", "Walk In"], ["seats", "1"], ["phone", ""]], text: { name: 100 }, who: "operators", fuzz: true },

    // The register.
    {
      name: "register: payment",
      path: `/admin/register/${SEEDED.member}`,
      at: (id) => `/admin/register/${id}`,
      valid: [["intent", "payment"], ["amount", "2000"], ["method", "upi"], ["reference", "UTR 4321"], ["paidOn", today()], ["months", "1"], [FORM_TOKEN_FIELD, token(3)]],
      text: { reference: 100 },
      who: "operators",
      token: true,
      fuzz: true,
    },
    {
      name: "register: details",
      path: `/admin/register/${SEEDED.member}`,
      valid: [
        ["intent", "details"],
        ["name", "Lakshmi Narayan"],
        ["email", "lakshmi@example.org"],
        ["phone", "98450 12345"],
        ["address", "12 Temple Road, Bangalore"],
        ["emergencyContact", "Meena"],
        ["emergencyPhone", "98450 00002"],
        ["plan", "basic"],
        ["household", ""],
        ["joinedOn", "2024-04-01"],
        ["leftOn", ""],
      ],
      text: { name: 120, address: 500, emergencyContact: 120, household: 1000 },
      who: "operators",
      fuzz: true,
    },
    {
      name: "register: refund",
      path: `/admin/register/${SEEDED.member}`,
      valid: [["intent", "refund"], ["payment", String(SEEDED.memberPayment)], ["amount", "500"], ["method", "cash"], ["reference", ""], ["reason", "Paid twice at the desk"], [FORM_TOKEN_FIELD, token(4)]],
      text: { reference: 100, reason: 300 },
      ids: ["payment"],
      // Money going out is an owner's (app/core/roles.ts, mayRefund).
      who: "owners",
      token: true,
      fuzz: true,
    },
    { name: "register: void", path: `/admin/register/${SEEDED.member}`, valid: [["intent", "void"], ["payment", String(SEEDED.memberPayment)], ["reason", "Entered twice"]], text: { reason: 300 }, ids: ["payment"], who: "owners" },

    // A record, its mail and the outbox.
    { name: "record: note", path: `/admin/contact-inquiries/${SEEDED.contact}`, at: (id) => `/admin/contact-inquiries/${id}`, valid: [["intent", "note"], ["note", "Called back on Monday."]], text: { note: 5000 }, who: "operators", fuzz: true },
    { name: "record: reply", path: `/admin/contact-inquiries/${SEEDED.contact}`, valid: [["intent", "reply"], ["subject", "Your question"], ["body", "Yes, there is a walk on Sunday."]], text: { subject: 150, body: 10_000 }, who: "operators", fuzz: true },
    { name: "record: retry", path: `/admin/contact-inquiries/${SEEDED.contact}`, valid: [["intent", "retry"], ["mail", String(SEEDED.mail)]], text: {}, ids: ["mail"], who: "operators" },
    { name: "record: erase", path: `/admin/contact-inquiries/${SEEDED.contact}/erase`, at: (id) => `/admin/contact-inquiries/${id}/erase`, valid: [["confirm", "ERASE"]], text: {}, who: "owners" },
    { name: "outbox: retry", path: "/admin/outbox", valid: [["intent", "retry"], ["mail", String(SEEDED.mail)]], text: {}, ids: ["mail"], who: "operators" },

    // The newsletter.
    { name: "newsletter: new issue", path: "/admin/newsletter/new", valid: [["subject", "January at the centre"], ["body", "New classes."]], text: { subject: 150, body: 20_000 }, who: "operators", fuzz: true },
    { name: "newsletter: issue", path: `/admin/newsletter/${SEEDED.issue}`, at: (id) => `/admin/newsletter/${id}`, valid: [["intent", "save"], ["subject", "December at the centre"], ["body", "Walks and talks."]], text: { subject: 150, body: 20_000 }, who: "operators", fuzz: true },

    // Content: news, photos, the gallery, stories and the team.
    { name: "blog: new post", path: "/admin/blog/new", valid: [["title", "A new room"], ["category", blogCategories[0].id], ["excerpt", "It is open."], ["body", "Come and see it."], ["draft", "on"]], text: { title: 150, excerpt: 200, body: 50_000 }, who: "operators", fuzz: true },
    { name: "blog: post", path: `/admin/blog/${SEEDED.post}`, at: (id) => `/admin/blog/${id}`, valid: [["intent", "save"], ["title", "News from the centre"], ["category", blogCategories[0].id], ["excerpt", "What is new."], ["body", "The new room is open."], ["draft", "on"]], text: { title: 150, excerpt: 200, body: 50_000 }, who: "operators", fuzz: true },
    { name: "media: photo", path: `/admin/media/${SEEDED.photo}`, at: (id) => `/admin/media/${id}`, valid: [["intent", "save"], ["title", "The garden"], ["alt", "Chairs in the garden"]], text: { title: 120, alt: 300 }, who: "operators", fuzz: true },
    { name: "media: upload", path: "/admin/media", valid: [["title", "The hall"], ["alt", "The hall with chairs"]], text: { title: 120, alt: 300 }, who: "operators" },
    {
      name: "gallery: video",
      path: "/admin/gallery",
      valid: [["intent", "video"], ["youtube", "https://youtu.be/dQw4w9WgXcQ"], ["title", "Yoga day"], ["alt", "Members doing yoga"], ["category", galleryCategories[0].value], ["caption", ""], ["date", ""], ["poster", ""]],
      text: { title: 120, alt: 300, caption: 500 },
      who: "operators",
      fuzz: true,
    },
    { name: "gallery: move", path: "/admin/gallery", valid: [["intent", "move"], ["id", "1"], ["direction", "up"]], text: {}, ids: ["id"], who: "operators" },
    { name: "stories: delete", path: "/admin/stories", valid: [["intent", "delete"], ["id", String(SEEDED.story)]], text: {}, ids: ["id"], who: "operators" },
    {
      name: "stories: add",
      path: "/admin/stories",
      valid: [["intent", "add"], ["name", "Kamala"], ["age", "72"], ["text", "I walk every Sunday now."], ["program", "Walks"], ["date", today()], ["rating", "5"], ["photo", ""], ["photoAlt", ""], ["youtube", ""]],
      text: { name: 120, text: 1200, program: 120 },
      who: "operators",
      fuzz: true,
    },
    {
      name: "stories: story",
      path: `/admin/stories/${SEEDED.story}`,
      at: (id) => `/admin/stories/${id}`,
      valid: [["name", "Kamala"], ["age", "72"], ["text", "I walk every Sunday now."], ["program", "Walks"], ["date", today()], ["rating", "5"], ["photo", ""], ["photoAlt", ""], ["youtube", ""]],
      text: { name: 120, text: 1200, program: 120 },
      who: "operators",
      fuzz: true,
    },
    { name: "team: add", path: "/admin/team", valid: [["intent", "add"], ["name", "Ravi"], ["role", "Volunteer lead"], ["bio", "Ravi runs the walks."], ["photo", ""], ["photoAlt", ""]], text: { name: 120, role: 120, bio: 800 }, who: "operators", fuzz: true },
    { name: "team: member", path: `/admin/team/${SEEDED.teamMember}`, at: (id) => `/admin/team/${id}`, valid: [["name", "Ravi"], ["role", "Volunteer lead"], ["bio", "Ravi runs the walks."], ["photo", ""], ["photoAlt", ""]], text: { name: 120, role: 120, bio: 800 }, who: "operators", fuzz: true },

    // Operators, people and backups.
    { name: "operators: add", path: "/admin/operators", valid: [["intent", "add"], ["email", "new-editor@example.org"], ["role", "editor"], ["password", "a long enough passphrase"], ["again", "a long enough passphrase"]], text: { email: 320 }, who: "owners" },
    { name: "operators: role", path: "/admin/operators", valid: [["intent", "role"], ["id", "2"], ["role", "owner"]], text: {}, who: "owners" },
    { name: "people: find", path: "/admin/people", valid: [["q", "Asha"], ["pick", `contact:${SEEDED.contact}`]], text: {}, who: "owners" },
    { name: "backups: make", path: "/admin/backups", valid: [], text: {}, who: "owners" },
  ];
}
