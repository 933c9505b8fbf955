// Owns the mail about a member's fees, always queued in the transaction that records what it says:
// the receipt for a payment, the month's reminder, the member's own link; each mail carries a fresh
// personal link (stored as its hash, valid 60 days), and waits in the outbox only sealed. What asks
// for money carries, with UPI_ID set, a upi://pay link and its QR code as a PNG; without it, it says
// how else to pay.
import crypto from "node:crypto";
import QRCode from "qrcode";
import { feeMailCopy as words } from "#app/content/fee-mail.ts";
import { site } from "#app/core/site.ts";
import { shiftMonth } from "#app/core/calendar.ts";
import { rupees } from "#app/core/money.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { emailOutbox, memberLinks, type MailAttachment } from "#app/lib/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import { headerSafe, render, type Section } from "#app/lib/mail/render.ts";
import { sealedRow, type SealEnv } from "#app/lib/mail/sealed.server.ts";
import { mailsOfRecord } from "#app/lib/console/outbox.server.ts";
import type { Payment, RegisterMember } from "./register.server.ts";
import { feePaidBy, receiptFacts } from "#app/lib/payments/receipt.server.ts";
import { queueWhatsApp } from "#app/lib/whatsapp/outbox.server.ts";
import { feeReminderWhatsApp, receiptWhatsApp } from "#app/lib/whatsapp/payment-messages.server.ts";

/** How long a member's personal link works after the mail that carried it. */
export const MEMBER_LINK_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export const hashLinkToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** Inside the caller's transaction: a new personal link for the member; its token is only in the returned address. */
export async function newMemberLink(tx: Tx | Database, memberId: number, siteUrl: string, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await tx.insert(memberLinks).values({ tokenHash: hashLinkToken(token), memberId, expiresAt: new Date(now.getTime() + MEMBER_LINK_DAYS * DAY_MS), createdAt: now });
  return `${siteUrl}/membership/${token}`;
}

type UpiEnv = Partial<Pick<Env, "UPI_ID">> & Pick<Env, "UPI_PAYEE_NAME">;

/**
 * The UPI deep link (NPCI's upi://pay): payee address and name, the amount in rupees, INR, and a
 * note naming the member number and the months, which the payee's bank statement shows.
 */
export function upiLink(env: Pick<Env, "UPI_PAYEE_NAME"> & { UPI_ID: string }, amount: number, note: string): string {
  const q = (value: string) => encodeURIComponent(value);
  return `upi://pay?pa=${q(env.UPI_ID)}&pn=${q(env.UPI_PAYEE_NAME)}&am=${amount}.00&cu=INR&tn=${q(note.slice(0, 80))}`;
}

/** The link as a QR code, a PNG large enough to scan from a printout or another screen. */
async function qrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { type: "png", errorCorrectionLevel: "M", margin: 4, width: 360 });
}

const QR_CID = "upi-qr";

/**
 * How to pay `amount`: the UPI link and its QR code when UPI_ID is set, else the other ways; `ways`
 * replaces what is said after the UPI link and of the other ways (an event booking's).
 */
export async function howToPay(env: UpiEnv, amount: number, note: string, ways: { afterUpi: string; otherWays: string; heading?: string } = words.howToPay): Promise<{ sections: Section[]; attachments: MailAttachment[] }> {
  const h = { ...words.howToPay, ...ways };
  if (!env.UPI_ID) return { sections: [{ kind: "heading", text: h.heading }, { kind: "paragraph", text: h.otherWays }], attachments: [] };
  const link = upiLink({ ...env, UPI_ID: env.UPI_ID }, amount, note);
  const png = await qrPng(link);
  return {
    sections: [
      { kind: "heading", text: h.heading },
      { kind: "paragraph", text: h.upi(amount) },
      { kind: "link", label: h.upiLink, href: link },
      { kind: "fields", fields: [{ label: h.upiId, value: env.UPI_ID, whole: true }, { label: h.payee, value: env.UPI_PAYEE_NAME }, { label: h.note, value: note }] },
      // The QR code in place (by its content id), for mail programs that show pictures.
      { kind: "rich", html: `<p><img src="cid:${QR_CID}" width="240" height="240" alt="${h.qrAlt}"></p>`, text: "" },
      { kind: "paragraph", text: h.afterUpi },
      { kind: "paragraph", text: h.otherWays },
    ],
    attachments: [{ filename: "pay-by-upi.png", contentType: "image/png", content: png.toString("base64"), encoding: "base64", cid: QR_CID }],
  };
}

/** The settings a fee mail is written with; SESSION_SECRET and DATA_DIR give the key it is sealed with (its personal link). */
type MailServices = { env: Pick<Env, "PUBLIC_SITE_URL" | "UPI_ID" | "UPI_PAYEE_NAME"> & SealEnv & Partial<Pick<Env, "WHATSAPP">> };

function ownLinkSections(link: string): Section[] {
  return [
    { kind: "link", label: words.ownLink.label, href: link },
    { kind: "paragraph", text: words.ownLink.validity(MEMBER_LINK_DAYS) },
  ];
}

/** Whether mail can reach the member: an address, and not erased. */
const reachable = (member: RegisterMember) => member.email !== "" && member.erasedAt === null;

/** The receipt mail, queued inside the payment's transaction (recordPayment's `inside`). */
export function receiptMailer(services: MailServices, now = new Date()) {
  return async (tx: Tx, member: RegisterMember, payment: Payment): Promise<void> => {
    // And by WhatsApp to a member who chose it, address or not (app/lib/whatsapp).
    if (member.erasedAt === null) {
      const message = receiptWhatsApp(member.name, payment, feePaidBy(member));
      await queueWhatsApp(tx, services.env, { dedupeKey: `payment:${payment.receiptNumber}:receipt`, recordType: "register_member", recordId: member.id, phone: member.phone, contactBy: member.contactBy, message });
    }
    if (!reachable(member)) return;
    const r = words.receipt;
    const link = await newMemberLink(tx, member.id, services.env.PUBLIC_SITE_URL, now);
    const mail = render(r.subject(payment.receiptNumber), [
      { kind: "paragraph", text: r.greeting(member.name) },
      { kind: "paragraph", text: r.thanks },
      { kind: "heading", text: r.heading },
      { kind: "fields", fields: receiptFacts(payment, feePaidBy(member)) },
      ...ownLinkSections(link),
      { kind: "paragraph", text: words.signOff },
    ]);
    await tx.insert(emailOutbox).values({
      kind: "fee_receipt",
      dedupeKey: `payment:${payment.receiptNumber}:receipt`,
      recordType: "register_member",
      recordId: member.id,
      reference: payment.receiptNumber,
      recipient: headerSafe(member.email),
      replyTo: headerSafe(site.email),
      // Its personal link is in the outbox only sealed (decision 035).
      ...sealedRow(services.env, mail),
      createdAt: now,
      updatedAt: now,
    });
  };
}

/**
 * Inside the caller's transaction: the month's reminder to a member (the amount due, how to pay, and
 * their own link), keyed by member and month so it can be queued once.
 */
export async function queueReminder(tx: Tx, services: MailServices, member: RegisterMember, due: { month: string; months: number; amount: number }, now = new Date()): Promise<void> {
  const r = words.reminder;
  const note = words.howToPay.upiNote(member.number, shiftMonth(due.month, 1 - due.months), due.month);
  const pay = await howToPay(services.env, due.amount, note);
  const link = await newMemberLink(tx, member.id, services.env.PUBLIC_SITE_URL, now);
  const mail = render(r.subject(due.month), [
    { kind: "paragraph", text: r.greeting(member.name) },
    { kind: "paragraph", text: r.due(due.amount, due.month, due.months) },
    ...pay.sections,
    { kind: "paragraph", text: r.already },
    ...ownLinkSections(link),
    { kind: "paragraph", text: words.signOff },
  ]);
  // And by WhatsApp to a member who chose it, with the same link (sealed) and UPI link (app/lib/whatsapp).
  const upi = services.env.UPI_ID ? upiLink({ ...services.env, UPI_ID: services.env.UPI_ID }, due.amount, note) : null;
  await queueWhatsApp(tx, services.env, { dedupeKey: `member:${member.id}:reminder:${due.month}`, recordType: "register_member", recordId: member.id, phone: member.phone, contactBy: member.contactBy, message: feeReminderWhatsApp(member, due, upi, link) });
  // A member without an address who chose WhatsApp has only that (./reminders.server.ts chose them).
  if (member.email === "") return;
  await tx.insert(emailOutbox).values({
    kind: "fee_reminder",
    dedupeKey: `member:${member.id}:reminder:${due.month}`,
    recordType: "register_member",
    recordId: member.id,
    reference: `M-${member.number}`,
    recipient: headerSafe(member.email),
    replyTo: headerSafe(site.email),
    ...sealedRow(services.env, mail),
    attachments: pay.attachments.length ? pay.attachments : null,
    createdAt: now,
    updatedAt: now,
  });
}

/** The mail about one member, newest first, for their page in the console. */
export function memberMails(db: Database, memberId: number) {
  return mailsOfRecord(db, "register_member", memberId);
}
