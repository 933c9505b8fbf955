// Owns storing the four public submissions: the spec's derived values, the record with its
// initial status and Reference ID, and its outbox mail, in one transaction. The visitor is given
// the Reference ID only after the commit; the dispatcher is woken after it to send the mail.
import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/lib/db/client.server.ts";
import { contactInquiries, members, newsletterSubscriptions, volunteers } from "#app/lib/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/log.server.ts";
import type { Dispatcher } from "#app/lib/mail/dispatcher.server.ts";
import { enqueueSubmissionMail } from "#app/lib/mail/outbox.server.ts";
import { newReference } from "#app/core/reference.ts";
import { SPAM, initialStatus } from "#app/core/records.ts";
import { ageOn, parseIsoDate, today, type CalendarDate } from "#app/core/calendar.ts";
import type { ContactInput } from "#app/forms/contact.ts";
import type { MemberInput } from "#app/forms/member.ts";
import type { NewsletterInput } from "#app/forms/newsletter.ts";
import type { VolunteerInput } from "#app/forms/volunteer.ts";

/** What the submission functions need; the process's Services object fits. */
export type SubmissionDeps = {
  db: Database;
  env: Pick<Env, "OPERATOR_EMAIL" | "MAIL_CONFIRMATIONS" | "PUBLIC_SITE_URL">;
  dispatcher: Pick<Dispatcher, "kick">;
  log?: Logger;
};

export type SubmitOptions = {
  /** The honeypot was filled: store the record as spam, queue no mail. */
  spam?: boolean;
  /** The moment of submission (tests); defaults to now. */
  now?: Date;
};

export type SubmitResult = {
  reference: string;
  /** Newsletter only: the address was already subscribed, nothing was changed. */
  alreadySubscribed?: boolean;
};


/** Stored when a volunteer leaves the experience box empty (spec section 3). */
export const NO_EXPERIENCE = "No prior experience";

/** The members row for an application: the spec's payload plus the fields its original dropped. */
export function memberRecord(input: MemberInput, on: CalendarDate) {
  const birth = parseIsoDate(input.dateOfBirth);
  if (!birth) throw new Error("dateOfBirth must be validated before it is stored");
  return {
    name: `${input.firstName} ${input.lastName}`,
    email: input.email,
    phone: input.phone,
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
export function volunteerRecord(input: VolunteerInput) {
  return {
    name: `${input.firstName} ${input.lastName}`,
    email: input.email,
    phone: input.phone,
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

function afterCommit(deps: SubmissionDeps, queuedMail: boolean) {
  if (queuedMail) deps.dispatcher.kick();
}

export async function submitContact(deps: SubmissionDeps, input: ContactInput, options: SubmitOptions = {}): Promise<SubmitResult> {
  const reference = newReference(options.now?.getTime());
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactInquiries)
      .values({ ...input, reference, status: options.spam ? SPAM : initialStatus.contact })
      .returning();
    if (!options.spam) await enqueueSubmissionMail(tx, { type: "contact", row: row! }, deps.env);
  });
  afterCommit(deps, !options.spam);
  return { reference };
}

export async function submitMember(deps: SubmissionDeps, input: MemberInput, options: SubmitOptions = {}): Promise<SubmitResult> {
  const reference = newReference(options.now?.getTime());
  const record = memberRecord(input, today(options.now));
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(members)
      .values({ ...record, reference, status: options.spam ? SPAM : initialStatus.member })
      .returning();
    if (!options.spam) await enqueueSubmissionMail(tx, { type: "member", row: row! }, deps.env);
  });
  afterCommit(deps, !options.spam);
  return { reference };
}

export async function submitVolunteer(deps: SubmissionDeps, input: VolunteerInput, options: SubmitOptions = {}): Promise<SubmitResult> {
  const reference = newReference(options.now?.getTime());
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(volunteers)
      .values({ ...volunteerRecord(input), reference, status: options.spam ? SPAM : initialStatus.volunteer })
      .returning();
    if (!options.spam) await enqueueSubmissionMail(tx, { type: "volunteer", row: row! }, deps.env);
  });
  afterCommit(deps, !options.spam);
  return { reference };
}

/**
 * One row per address, whatever its case (a unique index on lower(email)):
 * - a new address is stored as active and the operator is told;
 * - an address already active is a friendly success with its original Reference ID, no new mail;
 * - an address that unsubscribed, or was only ever left by a spam bot, becomes active again with
 *   a new Reference ID (its mail is keyed by reference, so the new subscription is mailed afresh).
 * A honeypot hit stores a spam row for a new address and touches nothing that exists.
 */
export async function subscribeNewsletter(deps: SubmissionDeps, input: NewsletterInput, options: SubmitOptions = {}): Promise<SubmitResult> {
  const reference = newReference(options.now?.getTime());
  const spam = options.spam ?? false;
  const outcome = await deps.db.transaction(async (tx): Promise<SubmitResult & { queuedMail: boolean }> => {
    const [inserted] = await tx
      .insert(newsletterSubscriptions)
      .values({ ...input, reference, status: spam ? SPAM : initialStatus.newsletter })
      // A concurrent subscription of the same address waits for ours, then lands here as existing.
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      if (!spam) await enqueueSubmissionMail(tx, { type: "newsletter", row: inserted }, deps.env);
      return { reference, queuedMail: !spam };
    }

    const [existing] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(eq(sql`lower(${newsletterSubscriptions.email})`, input.email.toLowerCase()))
      .for("update");
    // The insert can only have been refused by the address's unique index (or, in theory, by a
    // Reference ID collision): if there is no row, let the caller see a failure.
    if (!existing) throw new Error("newsletter subscription refused by a unique index but no row for the address");
    // A spam bot's answer looks the same as everyone's, and changes nothing.
    if (spam) return { reference, queuedMail: false };
    if (existing.status === initialStatus.newsletter) {
      return { reference: existing.reference, alreadySubscribed: true, queuedMail: false };
    }
    const [reactivated] = await tx
      .update(newsletterSubscriptions)
      .set({ status: initialStatus.newsletter, source: input.source, reference, updatedAt: sql`now()` })
      .where(eq(newsletterSubscriptions.id, existing.id))
      .returning();
    await enqueueSubmissionMail(tx, { type: "newsletter", row: reactivated! }, deps.env);
    return { reference, queuedMail: true };
  });
  afterCommit(deps, outcome.queuedMail);
  return outcome.alreadySubscribed ? { reference: outcome.reference, alreadySubscribed: true } : { reference: outcome.reference };
}
