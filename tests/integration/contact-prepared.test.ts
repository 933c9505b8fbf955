// The WhatsApp messages and calls the console prepares for people the mail does not reach, on real
// databases: a caller booked without an e-mail address is stored as WhatsApp (a mobile) or a call
// (a landline) and listed on the event; preparing records who and when and answers wa.me with the
// message (the outing, ₹800, the Reference ID, a cancel link that works, made only then) or tel:;
// nothing is written or made by reading the lists; a member who chose WhatsApp and owes the month
// is listed with the amount, and the reminder carries the UPI link and a new member link (its hash
// stored, the link itself nowhere in the database); a time change counts whom the e-mail reaches.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { shiftMonth, todayIso } from "#app/core/calendar.ts";
import { contactPrepared, eventRegistrations, memberLinks, operators, registerMembers } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { prepareContact } from "#app/lib/contact/prepare.server.ts";
import { eventReach, monthReach } from "#app/lib/contact/reach.server.ts";
import { bookForCaller } from "#app/lib/events/bookings-by-operator.server.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { recordBookingPayment } from "#app/lib/events/booking-payments.server.ts";
import { changePreview, createEvent, eventBookings, eventById, type EventInput } from "#app/lib/events/events.server.ts";
import { findByCancelLink } from "#app/lib/events/visitor-cancellation.server.ts";
import { memberByLink } from "#app/lib/fees/member-page.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { testSealEnv } from "#tests/support/outbox-mail.ts";

const SITE = "https://seniors.example.org";
const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_SITE_URL: SITE, OPERATOR_EMAIL: "operator@seniors.example.org", UPI_ID: "anandam@okaxis", ...testSealEnv });
const outing: EventInput = {
  title: "Outing to Nandi Hills",
  category: "outing",
  date: "2099-01-10",
  startTime: "07:00",
  endTime: "13:00",
  venue: "Jalahalli bus stop",
  description: "A morning at the hills.",
  capacity: 10,
  price: 800,
  draft: false,
} as EventInput;

describe.each(databaseNames)("prepared WhatsApp messages and calls on %s", (name) => {
  let t: TestDatabase;
  let actor = { id: 0, email: "volunteer@seniors.example.org" };
  beforeAll(async () => {
    t = await testDatabase(name);
  });
  beforeEach(async () => {
    await t.reset();
    const [row] = await t.db.insert(operators).values({ email: actor.email, passwordHash: "unused" }).returning();
    actor = { id: row!.id, email: row!.email };
  });
  const deps = () => ({ db: t.db, env });

  it("books a caller without an e-mail as WhatsApp (a mobile) or a call (a landline), lists them, and prepares the confirmation with ₹800, the Reference ID and a cancel link that works", async () => {
    const event = await createEvent(t.db, actor, outing);
    const ravi = await bookForCaller(deps(), actor, event.id, { name: "Ravi Kumar", phone: "+91 98450 22222", seats: 1, email: "", note: null });
    const savitri = await bookForCaller(deps(), actor, event.id, { name: "Savitri Bai", phone: "+91 80 2345 6789", seats: 1, email: "", note: null });
    await book(deps(), event.id, { name: "Asha Rao", email: "asha@example.in", phone: "+91 98450 12345", seats: 1, contactBy: "email" });
    const rows = await eventBookings(t.db, event.id);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.contactBy]))).toEqual({ "Ravi Kumar": "whatsapp", "Savitri Bai": "phone", "Asha Rao": "email" });

    // Reading the list writes nothing and makes no link.
    const hashBefore = rows.find((r) => r.name === "Ravi Kumar")!.cancelTokenHash;
    const listed = await eventReach(t.db, (await eventById(t.db, event.id))!, rows);
    expect(listed.map((p) => [p.name, p.reach, p.tel, p.whatsapp])).toEqual([
      ["Ravi Kumar", "whatsapp", "+919845022222", true],
      ["Savitri Bai", "call", "+918023456789", false],
    ]);
    expect(await t.db.select().from(contactPrepared)).toEqual([]);
    expect((await eventBookings(t.db, event.id)).find((r) => r.name === "Ravi Kumar")!.cancelTokenHash).toBe(hashBefore);

    const raviRow = rows.find((r) => r.name === "Ravi Kumar")!;
    const answer = await prepareContact(deps(), actor, { person: "booking", id: raviRow.id, purpose: "confirmation", about: "confirmed", channel: "whatsapp" });
    if (!("location" in answer)) throw new Error(`refused: ${answer.refused}`);
    const url = new URL(answer.location);
    expect(url.origin + url.pathname).toBe("https://wa.me/919845022222");
    const text = url.searchParams.get("text")!;
    expect(text).toContain("Outing to Nandi Hills");
    expect(text).toContain("₹800");
    expect(text).toContain(ravi.outcome === "confirmed" ? ravi.reference : "?");
    expect(text).toContain("upi://pay?pa=anandam%40okaxis");
    const cancel = new URL(/https:\/\/\S+\/cancel\?\S+/.exec(text)![0]);
    expect(await findByCancelLink(t.db, cancel.searchParams.get("ref")!, cancel.searchParams.get("token")!)).toBeTruthy();
    // The token is in the message only: the row keeps its hash.
    expect(JSON.stringify(await t.db.select().from(eventRegistrations))).not.toContain(cancel.searchParams.get("token")!);
    const [recorded] = await t.db.select().from(contactPrepared);
    expect(recorded).toMatchObject({ personType: "booking", personId: raviRow.id, purpose: "confirmation", channel: "whatsapp", preparedBy: actor.email, preparedById: actor.id });
    const after = await eventReach(t.db, (await eventById(t.db, event.id))!, await eventBookings(t.db, event.id));
    expect(after[0]!.action.done).toMatch(/^WhatsApp prepared by volunteer@seniors\.example\.org at .+: their booking\.$/);

    // A landline: a call, recorded, dialled; WhatsApp cannot take it.
    const savitriRow = rows.find((r) => r.name === "Savitri Bai")!;
    expect(await prepareContact(deps(), actor, { person: "booking", id: savitriRow.id, purpose: "confirmation", about: "confirmed", channel: "call" })).toEqual({ location: "tel:+918023456789" });
    expect(await prepareContact(deps(), actor, { person: "booking", id: savitriRow.id, purpose: "confirmation", about: "confirmed", channel: "whatsapp" })).toEqual({ refused: "no-number" });
    expect(await prepareContact(deps(), actor, { person: "booking", id: 999_999, purpose: "confirmation", about: "", channel: "whatsapp" })).toEqual({ refused: "not-found" });
    expect(savitri.outcome).toBe("confirmed");

    // Ravi pays ₹800 in cash at the desk: his receipt is one more message to send him.
    await recordBookingPayment(t.db, actor, event.id, raviRow.id, { amount: 800, method: "cash", reference: "" });
    const withReceipt = await eventReach(t.db, (await eventById(t.db, event.id))!, await eventBookings(t.db, event.id));
    const receipt = withReceipt.find((p) => p.action.purpose === "receipt")!;
    expect(receipt).toMatchObject({ name: "Ravi Kumar", line: expect.stringMatching(/^Receipt \d{4}-\d{2}\/0001: ₹800$/) });
    const sent = await prepareContact(deps(), actor, { person: "booking", id: raviRow.id, purpose: "receipt", about: receipt.action.about, channel: "whatsapp" });
    if (!("location" in sent)) throw new Error("refused");
    const receiptText = new URL(sent.location).searchParams.get("text")!;
    expect(receiptText).toMatch(/\d{4}-\d{2}\/0001/);
    expect(receiptText).toContain("₹800");
    expect(receiptText).toContain("Outing to Nandi Hills");
  });

  it("a booking with an address keeps its mailed cancel link: the message asks them to reply or call", async () => {
    const event = await createEvent(t.db, actor, outing);
    await book(deps(), event.id, { name: "Asha Rao", email: "asha@example.in", phone: "+91 98450 12345", seats: 1, contactBy: "whatsapp" });
    const [row] = await eventBookings(t.db, event.id);
    const answer = await prepareContact(deps(), actor, { person: "booking", id: row!.id, purpose: "confirmation", about: "confirmed", channel: "whatsapp" });
    if (!("location" in answer)) throw new Error("refused");
    expect(new URL(answer.location).searchParams.get("text")).toContain("please reply here or call us");
    expect((await eventBookings(t.db, event.id))[0]!.cancelTokenHash).toBe(row!.cancelTokenHash);
  });

  it("a time change's step counts whom the e-mail reaches and whom it does not", async () => {
    const event = await createEvent(t.db, actor, outing);
    await bookForCaller(deps(), actor, event.id, { name: "Ravi Kumar", phone: "+91 98450 22222", seats: 1, email: "", note: null });
    await book(deps(), event.id, { name: "Asha Rao", email: "asha@example.in", phone: "+91 98450 12345", seats: 1, contactBy: "email" });
    await book(deps(), event.id, { name: "Meera Nair", email: "meera@example.in", phone: "+91 98450 33333", seats: 1, contactBy: "whatsapp" });
    const ask = await changePreview(t.db, event.id, { ...outing, startTime: "08:30" }, "this");
    expect(ask).toMatchObject({ people: 3, mailed: 2, unreached: 2, kinds: ["time"] });
  });

  it("lists a member who chose WhatsApp and owes the month, and prepares the reminder with ₹2,000, the UPI link and a new member link", async () => {
    const month = todayIso().slice(0, 7);
    const [meena] = await t.db
      .insert(registerMembers)
      .values({ name: "Meena Rao", email: "meena@example.in", phone: "+91 98860 11111", address: "Jalahalli", plan: "basic", joinedOn: `${shiftMonth(month, -4)}-01`, paidUntil: shiftMonth(month, -1), contactBy: "whatsapp" })
      .returning();
    // Reads the mail reaches are not listed: an address and e-mail chosen, or paid for the month.
    await t.db.insert(registerMembers).values({ name: "Suresh Iyer", email: "suresh@example.in", phone: "+91 98860 22222", address: "Jalahalli", plan: "basic", joinedOn: `${shiftMonth(month, -4)}-01`, paidUntil: shiftMonth(month, -1) });
    await t.db.insert(registerMembers).values({ name: "Kamala Devi", email: "", phone: "+91 98860 33333", address: "Jalahalli", plan: "basic", joinedOn: `${shiftMonth(month, -4)}-01`, paidUntil: month });
    const listed = await monthReach(t.db);
    expect(listed.people.map((p) => [p.name, p.line, p.action.done])).toEqual([["Meena Rao", `M-${meena!.number}: ₹2,000 due`, null]]);
    expect(await t.db.select().from(memberLinks)).toEqual([]);

    const answer = await prepareContact(deps(), actor, { person: "member", id: meena!.id, purpose: "reminder", about: month, channel: "whatsapp" });
    if (!("location" in answer)) throw new Error("refused");
    const text = new URL(answer.location).searchParams.get("text")!;
    expect(new URL(answer.location).pathname).toBe("/919886011111");
    expect(text).toContain("₹2,000");
    expect(text).toContain("am=2000.00&cu=INR");
    const own = /https:\/\/\S+\/membership\/(\S+)/.exec(text)!;
    expect((await memberByLink(t.db, own[1]!))?.id).toBe(meena!.id);
    expect(JSON.stringify(await t.db.select().from(memberLinks))).not.toContain(own[1]!);
    expect((await monthReach(t.db)).people[0]!.action.done).toMatch(/^WhatsApp prepared by volunteer@seniors\.example\.org at .+: the fee reminder\.$/);
    // Nothing due: nothing to prepare.
    await t.db.update(registerMembers).set({ paidUntil: month }).where(eq(registerMembers.id, meena!.id));
    expect(await prepareContact(deps(), actor, { person: "member", id: meena!.id, purpose: "reminder", about: month, channel: "whatsapp" })).toEqual({ refused: "not-found" });
  });
});
