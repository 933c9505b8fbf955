// Who may pay money out (app/core/roles.ts, mayRefund): a refund is an owner's. An editor takes
// payments and sees that a refund is due, but their refund post is refused with the console's
// page for owners only (403) and stores nothing, and their event page opens no refund form, even
// at ?refund=<id>; an owner's is recorded. On PGlite and PostgreSQL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { mayRefund } from "#app/core/roles.ts";
import { addDays, todayIso } from "#app/core/calendar.ts";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { createSession } from "#app/lib/auth/sessions.server.ts";
import { sessionCookieHeader } from "#app/lib/auth/cookie.server.ts";
import { auditLog, bookingRefunds, eventRegistrations } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { OWNERS_ONLY } from "#app/lib/console/owners.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { moveBooking } from "#app/lib/events/operator-bookings.server.ts";
import { createEvent } from "#app/lib/events/events.server.ts";
import { action as eventAction, loader as eventLoader } from "#app/routes/admin/event.tsx";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";

const password = "a long enough passphrase";
const site = "http://localhost:3000";

describe.each(databaseNames)("refunds are an owner's on %s", (name) => {
  let t: TestDatabase;
  let dataDir: string;
  let services: Services;
  let context: ReturnType<typeof routerContextFor>;
  const cookies: Record<"owner" | "editor", string> = { owner: "", editor: "" };
  let editor: { id: number; email: string };

  beforeEach(async () => {
    t = await testDatabase(name);
    const owner = await createOperator(t.db, "owner@example.org", password);
    const made = await createOperator(t.db, "editor@example.org", password, owner, "editor");
    editor = { id: made.id, email: made.email };
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "refund-roles-"));
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_SITE_URL: site, LOG_LEVEL: "silent" });
    services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    context = routerContextFor({ services, clientIp: "192.0.2.1", cspNonce: "n" });
    const cookieOf = async (id: number) => (await sessionCookieHeader((await createSession(t.db, id)).token, new Request(`${site}/admin`), env)).split(";")[0]!;
    cookies.owner = await cookieOf(owner.id);
    cookies.editor = await cookieOf(editor.id);
  });
  afterAll(async () => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (t?.name === "postgres") await t.handle.close();
  });

  /** A priced outing with one booking of two places, paid ₹1,600 in cash and then cancelled: its refund is due. */
  async function refundDue() {
    const event = await createEvent(t.db, editor, {
      title: "Heritage Walk, Basavanagudi",
      category: "outing",
      date: addDays(todayIso(), 10),
      startTime: "08:00",
      endTime: "11:00",
      venue: "Bull Temple gate, Basavanagudi, Bangalore",
      description: "A slow walk with a guide.",
      capacity: 3,
      price: 800,
      draft: false,
    });
    const booked = await book(services, event.id, { name: "Visitor 1", email: "visitor1@example.in", phone: "98450 12345", seats: 2 });
    if (booked.outcome !== "confirmed") throw new Error(`not booked: ${booked.outcome}`);
    const [booking] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.reference, booked.reference));
    // The editor takes the money: that stays theirs.
    const paid = await post("editor", event.id, { intent: "payment", booking: String(booking!.id), amount: "1600", method: "cash", reference: "", formToken: "RefundRolesPayToken00001" });
    expect(paid.status).toBe(302);
    expect(await moveBooking(services, editor, booking!.id, "cancelled")).toBe("done");
    return { event, booking: booking! };
  }

  /** What a console post answered: its status, a redirect's Location, and whether it was the console's page for owners only. */
  async function post(as: "owner" | "editor", eventId: number, fields: Record<string, string>) {
    const request = new Request(`${site}/admin/events/${eventId}?refund=${fields.booking ?? ""}`, {
      method: "POST",
      headers: { Cookie: cookies[as], Origin: site, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    try {
      const answer = (await eventAction({ request, context, params: { id: String(eventId) } } as never)) as unknown as { init: ResponseInit };
      return { status: answer.init.status ?? 200, location: "", ownersOnly: false };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") ?? "", ownersOnly: false };
      // data(…) thrown by the action: the console's error page shows "For owners only" for this reason.
      const failed = thrown as { init?: { status?: number }; data?: { reason?: string } };
      return { status: failed.init?.status ?? 500, location: "", ownersOnly: failed.data?.reason === OWNERS_ONLY };
    }
  }

  const page = async (as: "owner" | "editor", eventId: number, bookingId: number) =>
    (await eventLoader({ request: new Request(`${site}/admin/events/${eventId}?refund=${bookingId}`, { headers: { Cookie: cookies[as] } }), context, params: { id: String(eventId) } } as never)) as unknown as {
      canRefund: boolean;
      money: { open: { kind: string } | null; byBooking: Record<number, { state: string }> };
    };

  it("says in one place that only an owner pays money out", () => {
    expect([mayRefund("owner"), mayRefund("editor"), mayRefund("")]).toEqual([true, false, false]);
  });

  it("refuses an editor's refund with the console's page for owners only (403), and stores nothing", async () => {
    const { event, booking } = await refundDue();
    const audited = await t.db.$count(auditLog);
    const refused = await post("editor", event.id, { intent: "refund", booking: String(booking.id), amount: "1600", method: "cash", reference: "", formToken: "RefundRolesToken00000001" });
    expect(refused).toMatchObject({ status: 403, ownersOnly: true });
    expect(await t.db.$count(bookingRefunds)).toBe(0);
    expect(await t.db.$count(auditLog)).toBe(audited);
    // The refund is still due, and an owner records it.
    const recorded = await post("owner", event.id, { intent: "refund", booking: String(booking.id), amount: "1600", method: "cash", reference: "", formToken: "RefundRolesToken00000002" });
    expect(recorded.location).toContain("done=refunded");
    expect(await t.db.$count(bookingRefunds)).toBe(1);
  });

  it("shows the refund form to an owner only: an editor's page says a refund is due and opens no form", async () => {
    const { event, booking } = await refundDue();
    const asEditor = await page("editor", event.id, booking.id);
    expect(asEditor.canRefund).toBe(false);
    expect(asEditor.money.byBooking[booking.id]!.state).toBe("refund-due");
    expect(asEditor.money.open).toBeNull();
    const asOwner = await page("owner", event.id, booking.id);
    expect(asOwner.canRefund).toBe(true);
    expect(asOwner.money.open).toMatchObject({ kind: "refund" });
  });
});
