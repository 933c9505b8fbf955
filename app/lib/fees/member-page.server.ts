// Owns a member's own page: finding the member behind a personal link (by the hash of its token,
// while it is valid), mailing a new link to an address that asks (the answer is the same whether or
// not the address is a member's), and the member's change of their phone and emergency contact,
// written to the audit and mailed to the operator in one transaction.
import { contactByOptions } from "#app/content/form-words/common.ts";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { feeMailCopy as words } from "#app/content/fee-mail.ts";
import { site } from "#app/core/site.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { emailOutbox, memberLinks, registerMembers } from "#app/lib/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import { writeAudit } from "#app/lib/console/audit.server.ts";
import { headerSafe, render } from "#app/lib/mail/render.ts";
import { sealedRow, type SealEnv } from "#app/lib/mail/sealed.server.ts";
import { hashLinkToken, MEMBER_LINK_DAYS, newMemberLink } from "./fee-mail.server.ts";
import type { RegisterMember } from "./register.server.ts";

/** A link's token as mailed: 43 characters of base64url. Anything else finds nobody without a query. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The member behind a valid personal link, or null (a changed, expired or unknown link shows nothing). */
export async function memberByLink(db: Database, token: string, now = new Date()): Promise<RegisterMember | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ member: registerMembers })
    .from(memberLinks)
    .innerJoin(registerMembers, eq(registerMembers.id, memberLinks.memberId))
    .where(and(eq(memberLinks.tokenHash, hashLinkToken(token)), gt(memberLinks.expiresAt, now), isNull(registerMembers.erasedAt)))
    .limit(1);
  return row?.member ?? null;
}

/** One link mail per member per this many minutes, whoever asks: the form cannot flood a mailbox. */
const LINK_MAIL_EVERY_MINUTES = 10;

/**
 * Mails a fresh personal link to the member with this address, if there is one and none was sent
 * in the last few minutes. Says nothing of whether there was: the page answers the same.
 */
export async function sendMemberLink(db: Database, env: Pick<Env, "PUBLIC_SITE_URL"> & SealEnv, email: string, now = new Date()): Promise<boolean> {
  const [member] = await db
    .select()
    .from(registerMembers)
    .where(and(sql`lower(${registerMembers.email}) = lower(${email})`, isNull(registerMembers.erasedAt), isNull(registerMembers.leftOn)))
    .orderBy(desc(registerMembers.id))
    .limit(1);
  if (!member) return false;
  return db.transaction(async (tx) => {
    // The member's row is locked, so two requests at once cannot both find no recent mail.
    await tx.select({ id: registerMembers.id }).from(registerMembers).where(eq(registerMembers.id, member.id)).for("update");
    const [recent] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recordType, "register_member"), eq(emailOutbox.recordId, member.id), eq(emailOutbox.kind, "member_link"), gt(emailOutbox.createdAt, new Date(now.getTime() - LINK_MAIL_EVERY_MINUTES * 60_000))))
      .limit(1);
    if (recent) return false;
    const link = await newMemberLink(tx, member.id, env.PUBLIC_SITE_URL, now);
    const l = words.link;
    await tx.insert(emailOutbox).values({
      kind: "member_link",
      dedupeKey: `member:${member.id}:link:${now.getTime()}`,
      recordType: "register_member",
      recordId: member.id,
      reference: `M-${member.number}`,
      recipient: headerSafe(member.email),
      replyTo: headerSafe(site.email),
      // The link is in the outbox only sealed (decision 035).
      ...sealedRow(
        env,
        render(l.subject, [
          { kind: "paragraph", text: l.greeting(member.name) },
          { kind: "paragraph", text: l.intro },
          { kind: "link", label: words.ownLink.label, href: link },
          { kind: "paragraph", text: words.ownLink.validity(MEMBER_LINK_DAYS) },
          { kind: "paragraph", text: words.signOff },
        ]),
      ),
      createdAt: now,
      updatedAt: now,
    });
    return true;
  });
}

/** A value as the office's mail says it: how they hear from us by its label ("WhatsApp"), the rest as typed. */
const shown = (key: string, value: string) => (key === "contactBy" ? (contactByOptions.find((o) => o.value === value)?.label ?? value) : value);

export type OwnContact = { phone: string; emergencyContact: string; emergencyPhone: string; contactBy: string };

/** The member's own change of phone and emergency contact: saved, audited (without the values) and mailed to the operator. */
export async function updateOwnContact(db: Database, env: Pick<Env, "OPERATOR_EMAIL">, member: RegisterMember, input: OwnContact, now = new Date()): Promise<"saved" | "unchanged"> {
  const before = { phone: member.phone, emergencyContact: member.emergencyContact, emergencyPhone: member.emergencyPhone, contactBy: member.contactBy };
  const changed = (Object.keys(input) as Array<keyof OwnContact>).filter((k) => input[k] !== before[k]);
  if (changed.length === 0) return "unchanged";
  await db.transaction(async (tx) => {
    await tx.update(registerMembers).set({ ...input, updatedAt: now }).where(eq(registerMembers.id, member.id));
    await writeAudit(tx, { id: null, email: `member M-${member.number} (own page)` }, { action: "member_contact_update", recordType: "register_member", recordId: member.id, reference: `M-${member.number}`, detail: { fields: changed.join(",") } }, now);
    const c = words.change;
    await tx.insert(emailOutbox).values({
      kind: "member_change",
      dedupeKey: `member:${member.id}:change:${now.getTime()}`,
      recordType: "register_member",
      recordId: member.id,
      reference: `M-${member.number}`,
      recipient: headerSafe(env.OPERATOR_EMAIL),
      replyTo: member.email ? headerSafe(member.email) : null,
      ...render(c.subject(member.number), [
        { kind: "paragraph", text: c.intro(member.number, member.name) },
        { kind: "fields", fields: changed.map((k) => ({ label: c.fields[k], value: c.was(shown(k, before[k]), shown(k, input[k])) })) },
      ]),
      createdAt: now,
      updatedAt: now,
    });
  });
  return "saved";
}
