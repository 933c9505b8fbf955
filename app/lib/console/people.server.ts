// Owns finding one person across everything the site holds about visitors: enquiries,
// applications, newsletter subscriptions and event bookings, by e-mail address, phone number, name
// or Reference ID, typed in any spacing or case. What is found is what erasure can take in one step
// (app/lib/console/erasure.server.ts); what a confirmation page listed is the one thing its post can
// erase (a signed list).
import crypto from "node:crypto";
import { and, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { referenceCandidates } from "#app/core/reference.ts";
import type { RecordType } from "#app/core/records.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { sessionSecret } from "#app/lib/auth/cookie.server.ts";
import { bookingRequests, contactInquiries, eventRegistrations, events, members, newsletterSubscriptions, volunteers } from "#app/lib/db/schema.ts";

/** What can be found: a visitor record of one of the four types, or an event booking. */
export type PersonRecordKind = RecordType | "booking";

export type PersonRecord = {
  kind: PersonRecordKind;
  id: number;
  reference: string;
  name: string | null;
  email: string;
  phone: string | null;
  status: string;
  createdAt: Date;
  /** A booking's event. */
  event?: { id: number; title: string; date: string };
};

const MAX_QUERY = 200;
/** A search is for one person: more than this many records means the words were too general. */
export const MAX_FOUND = 100;

/** What a typed search means, in each of the ways it can be read. */
export type PersonQuery = {
  /** The words as typed, spaces tidied (for the page). */
  shown: string;
  /** The Reference IDs it can be: as typed, and with look-alikes read as digits (referenceCandidates). */
  references?: string[];
  email?: string;
  /** The last (up to) ten digits of a phone number: +91, 0 or spaces before them do not matter. */
  phoneDigits?: string;
  /** Lower case, with every space removed: "Lakshmi  Rao" finds "lakshmi rao" and "LakshmiRao". */
  compact?: string;
};

export function readPersonQuery(typed: string | null | undefined): PersonQuery | undefined {
  const shown = (typed ?? "").trim().replace(/\s+/g, " ").slice(0, MAX_QUERY);
  if (shown.length < 2) return undefined;
  const query: PersonQuery = { shown };
  const references = referenceCandidates(shown);
  const reference = references.length > 0;
  if (reference) query.references = references;
  if (shown.includes("@")) query.email = shown.replace(/\s+/g, "").toLowerCase();
  const digits = shown.replace(/\D/g, "");
  if (!reference && digits.length >= 7 && !/[a-z]/i.test(shown.replace(/^\+/, ""))) query.phoneDigits = digits.slice(-10);
  const compact = shown.toLowerCase().replace(/\s+/g, "");
  if (!reference && !query.phoneDigits && compact.length >= 2) query.compact = compact;
  return query;
}

/** ILIKE's wildcards typed by someone mean the characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Columns = { reference: AnyPgColumn; email: AnyPgColumn; name?: AnyPgColumn; phone?: AnyPgColumn };

/** The condition that finds the query in one table's columns, or undefined when nothing in it can match. */
function matches(q: PersonQuery, c: Columns): SQL | undefined {
  const ways: SQL[] = [];
  if (q.references) ways.push(sql`upper(${c.reference}) in (${sql.join(q.references.map((r) => sql`${r}`), sql`, `)})`);
  if (q.email) ways.push(sql`lower(${c.email}) = ${q.email}`);
  if (q.phoneDigits && c.phone) ways.push(sql`right(regexp_replace(${c.phone}, '\\D', '', 'g'), ${q.phoneDigits.length}) = ${q.phoneDigits}`);
  if (q.compact) {
    const like = `%${escapeLike(q.compact)}%`;
    ways.push(sql`regexp_replace(lower(${c.email}), '\\s', '', 'g') like ${like}`);
    if (c.name) ways.push(sql`regexp_replace(lower(${c.name}), '\\s', '', 'g') like ${like}`);
  }
  return ways.length ? or(...ways) : undefined;
}

/** Every record and booking that matches, newest first, at most MAX_FOUND + 1 (to tell "too many"). */
export async function findPerson(db: Database, q: PersonQuery): Promise<PersonRecord[]> {
  const limit = MAX_FOUND + 1;
  const found: PersonRecord[] = [];
  const visitorTables = [
    { kind: "member", table: members },
    { kind: "volunteer", table: volunteers },
    { kind: "contact", table: contactInquiries },
  ] as const;
  for (const { kind, table } of visitorTables) {
    const where = matches(q, { reference: table.reference, email: table.email, name: table.name, phone: table.phone });
    if (!where) continue;
    const rows = await db
      .select({ id: table.id, reference: table.reference, name: table.name, email: table.email, phone: table.phone, status: table.status, createdAt: table.createdAt })
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt))
      .limit(limit);
    found.push(...rows.map((r) => ({ kind, ...r })));
  }
  const n = newsletterSubscriptions;
  const subscriptionMatch = matches(q, { reference: n.reference, email: n.email });
  if (subscriptionMatch) {
    const rows = await db
      .select({ id: n.id, reference: n.reference, email: n.email, status: n.status, createdAt: n.createdAt })
      .from(n)
      .where(subscriptionMatch)
      .orderBy(desc(n.createdAt))
      .limit(limit);
    found.push(...rows.map((r) => ({ kind: "newsletter" as const, ...r, name: null, phone: null })));
  }
  const r = eventRegistrations;
  // A booking is found by its own Reference ID, or by one its booking requests were given (decision 040).
  const byRequest = q.references
    ? sql`${r.id} in (select ${bookingRequests.bookingId} from ${bookingRequests} where upper(${bookingRequests.reference}) in (${sql.join(q.references.map((ref) => sql`${ref}`), sql`, `)}))`
    : undefined;
  const bookingMatch = or(matches(q, { reference: r.reference, email: r.email, name: r.name, phone: r.phone }), byRequest);
  if (bookingMatch) {
    const rows = await db
      .select({
        id: r.id,
        reference: r.reference,
        name: r.name,
        email: r.email,
        phone: r.phone,
        status: r.status,
        createdAt: r.createdAt,
        eventId: events.id,
        title: events.title,
        date: events.date,
      })
      .from(r)
      .innerJoin(events, eq(events.id, r.eventId))
      // An erased booking holds nobody any more.
      .where(and(bookingMatch, isNull(r.erasedAt)))
      .orderBy(desc(r.createdAt))
      .limit(limit);
    found.push(...rows.map(({ eventId, title, date, ...b }) => ({ kind: "booking" as const, ...b, event: { id: eventId, title, date } })));
  }
  return found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, limit);
}

/** "member:12", "booking:5": how a found record travels in a form. */
export const personKey = (record: Pick<PersonRecord, "kind" | "id">) => `${record.kind}:${record.id}`;

export function parsePersonKey(value: string): { kind: PersonRecordKind; id: number } | undefined {
  const match = /^(member|volunteer|contact|newsletter|booking):([1-9]\d{0,9})$/.exec(value);
  if (!match) return undefined;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { kind: match[1] as PersonRecordKind, id } : undefined;
}

/** How long the list a confirmation page shows can be erased from it. */
const ERASURE_LIST_MS = 60 * 60 * 1000;

/** What a confirmation page listed: its search and the records, for the owner who saw it. */
export type ErasureList = { q: string; items: Array<{ kind: PersonRecordKind; id: number }> };

const listMac = (env: Pick<Env, "SESSION_SECRET" | "DATA_DIR">, payload: string) =>
  crypto.createHmac("sha256", `people-erasure-list:${sessionSecret(env)}`).update(payload).digest("base64url");

/**
 * The confirmation page's list, signed for the owner it is shown to: its post erases these records
 * and nothing else, whatever else the post carries, for an hour.
 */
export function signErasureList(env: Pick<Env, "SESSION_SECRET" | "DATA_DIR">, operatorId: number, list: ErasureList, now = new Date()): string {
  const payload = Buffer.from(JSON.stringify([operatorId, now.getTime(), list.q, list.items.map(personKey)])).toString("base64url");
  return `${payload}.${listMac(env, payload)}`;
}

/** The list a confirmation page showed `operatorId`, or undefined when the value was not signed here for them, or is older than an hour. */
export function readErasureList(env: Pick<Env, "SESSION_SECRET" | "DATA_DIR">, operatorId: number, value: string, now = new Date()): ErasureList | undefined {
  const [payload, mac, extra] = value.split(".");
  if (!payload || !mac || extra !== undefined) return undefined;
  const expected = Buffer.from(listMac(env, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
  const [who, at, q, keys] = parsed as [unknown, unknown, unknown, unknown];
  if (who !== operatorId || typeof at !== "number" || typeof q !== "string" || !Array.isArray(keys)) return undefined;
  if (now.getTime() - at > ERASURE_LIST_MS || at - now.getTime() > 60_000) return undefined;
  const items = keys.map((k) => (typeof k === "string" ? parsePersonKey(k) : undefined));
  if (items.some((i) => i === undefined)) return undefined;
  return { q, items: items as ErasureList["items"] };
}
