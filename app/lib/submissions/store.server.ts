// Owns storing the four public submissions: the spec's derived values, the record with its
// initial status and Reference ID, and its outbox mail, in one transaction. The visitor is given
// the Reference ID only after the commit; the dispatcher is woken after it to send the mail.
import { eq, lt } from "drizzle-orm";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { contactInquiries, formSubmissions, members, volunteers } from "#app/lib/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/log.server.ts";
import type { Dispatcher } from "#app/lib/mail/dispatcher.server.ts";
import { enqueueSubmissionMail, type SubmissionRecord } from "#app/lib/mail/outbox.server.ts";
import { newReference } from "#app/core/reference.ts";
import { SPAM, initialStatus } from "#app/core/records.ts";
import { ageOn, parseIsoDate, today, type CalendarDate } from "#app/core/calendar.ts";
import type { ContactInput } from "#app/schemas/contact.ts";
import type { MemberInput } from "#app/schemas/member.ts";
import type { VolunteerInput } from "#app/schemas/volunteer.ts";
import { defaultContactBy } from "#app/lib/contact/numbers.server.ts";

/** What the submission functions need; the process's Services object fits. */
export type SubmissionDeps = {
  db: Database;
  /** SESSION_SECRET and DATA_DIR: the key a newsletter's request to confirm is sealed with (it carries the confirm link). */
  env: Pick<Env, "OPERATOR_EMAIL" | "MAIL_CONFIRMATIONS" | "PUBLIC_SITE_URL" | "SESSION_SECRET" | "DATA_DIR">;
  dispatcher: Pick<Dispatcher, "kick">;
  log?: Logger;
};

export type SubmitOptions = {
  /** The honeypot was filled: store the record as spam, queue no mail. */
  spam?: boolean;
  /** The rendered form's one-time token: a repeat is answered with the first Reference ID. */
  token?: string;
  /** The moment of submission (tests); defaults to now. */
  now?: Date;
};

export type SubmitResult = {
  reference: string;
};


/** Stored when a volunteer leaves the experience box empty (spec section 3). */
export const NO_EXPERIENCE = "No prior experience";

/** The members row for an application: the spec's payload plus the fields its original dropped. */
export function memberRowOf(input: MemberInput, on: CalendarDate) {
  const birth = parseIsoDate(input.dateOfBirth);
  if (!birth) throw new Error("dateOfBirth must be validated before it is stored");
  return {
    name: `${input.firstName} ${input.lastName}`,
    email: input.email,
    phone: input.phone,
    // Unanswered: WhatsApp for a mobile number, e-mail otherwise.
    contactBy: input.contactBy ?? defaultContactBy(input.phone),
    address: `${input.address}, ${input.city}`,
    age: ageOn(birth, on),
    interests: input.interests,
    emergencyContact: input.emergencyContact,
    medicalConditions: input.medicalConditions ?? null,
    dateOfBirth: input.dateOfBirth,
    emergencyPhone: input.emergencyPhone,
    membershipType: input.membershipType,
    hearAboutUs: input.hearAboutUs ?? null,
  };
}

/** The volunteers row for an application: the spec's payload plus the fields its original dropped. */
export function volunteerRowOf(input: VolunteerInput) {
  return {
    name: `${input.firstName} ${input.lastName}`,
    email: input.email,
    phone: input.phone,
    contactBy: input.contactBy ?? defaultContactBy(input.phone),
    address: `${input.address}, ${input.city}`,
    skills: input.skills,
    availability: input.availability,
    experience: input.experience ?? NO_EXPERIENCE,
    motivation: input.motivation,
    occupation: input.occupation ?? null,
    preferredArea: input.preferredArea,
    backgroundCheck: input.backgroundCheck,
  };
}

/**
 * Claims the post's one-time token for `reference`, inside the caller's transaction. Undefined: go
 * on and store (no token, or this is its first use). A Reference ID: this form was posted before
 * with that answer; store nothing. Two posts of one token at the same moment: the second waits on
 * the unique key until the first commits, then finds its row (or, if the first rolled back, claims it).
 */
export async function firstAnswerFor(tx: Tx, form: string, reference: string, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  const [claimed] = await tx.insert(formSubmissions).values({ token, form, reference }).onConflictDoNothing().returning();
  if (claimed) return undefined;
  const [first] = await tx.select().from(formSubmissions).where(eq(formSubmissions.token, token));
  // Gone meanwhile (forgotten as old): store this post rather than answer with an ID never stored.
  return first?.reference;
}

/** Forgets tokens older than two days (a form kept open longer is answered as a new post). */
export async function forgetOldFormTokens(db: Database, now = new Date()): Promise<number> {
  const gone = await db.delete(formSubmissions).where(lt(formSubmissions.createdAt, new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000))).returning({ token: formSubmissions.token });
  return gone.length;
}

export function afterCommit(deps: SubmissionDeps, queuedMail: boolean) {
  if (queuedMail) deps.dispatcher.kick();
}

/**
 * Stores one public submission once: claims the post's one-time token, inserts the record with
 * its Reference ID and status (spam or the type's initial one) and queues its mail, all in one
 * transaction; then wakes the dispatcher. A repeated post of the same form gets the first answer.
 */
async function storeOnce(
  deps: SubmissionDeps,
  form: "contact" | "member" | "volunteer",
  options: SubmitOptions,
  insert: (tx: Tx, values: { reference: string; status: string }) => Promise<SubmissionRecord>,
): Promise<SubmitResult> {
  const reference = newReference(options.now?.getTime());
  const first = await deps.db.transaction(async (tx) => {
    const first = await firstAnswerFor(tx, form, reference, options.token);
    if (first) return first;
    const record = await insert(tx, { reference, status: options.spam ? SPAM : initialStatus[form] });
    if (!options.spam) await enqueueSubmissionMail(tx, record, deps.env);
    return undefined;
  });
  if (first) return { reference: first };
  afterCommit(deps, !options.spam);
  return { reference };
}

export function submitContact(deps: SubmissionDeps, input: ContactInput, options: SubmitOptions = {}): Promise<SubmitResult> {
  return storeOnce(deps, "contact", options, async (tx, values) => {
    const [row] = await tx.insert(contactInquiries).values({ ...input, ...values }).returning();
    return { type: "contact", row: row! };
  });
}

export function submitMember(deps: SubmissionDeps, input: MemberInput, options: SubmitOptions = {}): Promise<SubmitResult> {
  const record = memberRowOf(input, today(options.now));
  return storeOnce(deps, "member", options, async (tx, values) => {
    const [row] = await tx.insert(members).values({ ...record, ...values }).returning();
    return { type: "member", row: row! };
  });
}

export function submitVolunteer(deps: SubmissionDeps, input: VolunteerInput, options: SubmitOptions = {}): Promise<SubmitResult> {
  return storeOnce(deps, "volunteer", options, async (tx, values) => {
    const [row] = await tx.insert(volunteers).values({ ...volunteerRowOf(input), ...values }).returning();
    return { type: "volunteer", row: row! };
  });
}
