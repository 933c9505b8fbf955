// The form actions' contract, over a real database: 400 with field messages and the typed values,
// success with the Reference ID, a honeypot answered like success, 429 with Retry-After, and 503
// with the spec's message when storing fails.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { RouterContextProvider } from "react-router";
import { contactInquiries, emailOutbox, members, newsletterSubscriptions, volunteers } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { contactAction, joinUsAction, newsletterAction } from "#app/lib/submissions/action.server.ts";
import { REFERENCE_PATTERN } from "#app/core/reference.ts";
import { routerContextFor, type RequestContext, type Services } from "#app/lib/services/context.server.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { memberCopy } from "#app/content/form-words/member.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";
import type { FormResult } from "#app/schemas/form-data.ts";
import { sentAnswer } from "#app/lib/submissions/sent-receipt.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { testSealEnv } from "#tests/support/outbox-mail.ts";
import { validPost } from "#tests/support/valid-forms.ts";

type Answer = { data: FormResult; init: ResponseInit | null };

function post(path: string, fields: Array<[string, string]> | string, contentType = "application/x-www-form-urlencoded") {
  const body = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
  return new Request(`http://localhost${path}`, { method: "POST", headers: { "Content-Type": contentType }, body });
}

// The valid posts of tests/support/valid-forms.ts, with what these tests look for in the stored rows.
const goodContact: Array<[string, string]> = [...validPost("contact", { subject: "health" })];
const goodMember: Array<[string, string]> = [...validPost("member", { address: "12, 4th Cross", interests: ["Gardening", "Music & Dance"], membershipType: "basic" })];
const goodVolunteer: Array<[string, string]> = [...validPost("volunteer", { availability: ["sunday-evening"], preferredArea: "any" })];

describe.each(databaseNames)("form actions on %s", (name) => {
  let t: TestDatabase;
  let services: Services;
  let logged: { error: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn>; info: ReturnType<typeof vi.fn> };
  let ip = 0;
  let base: RequestContext;
  let context: RouterContextProvider;

  const makeServices = (overrides: Partial<Services> = {}, envOverrides: Record<string, string> = {}): Services =>
    ({
      env: parseEnv({ NODE_ENV: "test", RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_MS: "60000", ...testSealEnv, ...envOverrides }),
      db: t.db,
      database: t.handle,
      dispatcher: { start() {}, kick: vi.fn(), retry: async () => {}, stop: async () => {} },
      log: logged,
      close: async () => {},
      ...overrides,
    }) as unknown as Services;

  const call = async (action: typeof contactAction, request: Request, ctx = context) => (await action({ request, context: ctx })) as unknown as Answer;

  beforeAll(async () => {
    t = await testDatabase(name);
  });
  beforeEach(async () => {
    await t.reset();
    logged = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    services = makeServices();
    // A fresh client address per test, so the rate limit of one test does not reach the next.
    ip += 1;
    base = { services, clientIp: `203.0.113.${ip}`, cspNonce: "n" };
    context = routerContextFor(base);
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  describe("POST /contact", () => {
    it("stores a good enquiry and answers with its Reference ID", async () => {
      const answer = await call(contactAction, post("/contact", goodContact));
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data).toEqual({
        form: "contact",
        status: "success",
        reference: expect.stringMatching(REFERENCE_PATTERN),
        confirmationSent: true,
        // The phone number read back as stored.
        receipt: { what: "A message about Health and wellness", when: expect.stringMatching(/ IST$/), phone: "+91 98450 12345" },
      });
      const rows = await t.db.select().from(contactInquiries);
      expect(rows).toEqual([expect.objectContaining({ reference: (answer.data as { reference: string }).reference, status: "new", subject: "health" })]);
      expect(services.dispatcher.kick).toHaveBeenCalledTimes(1);
    });

    it("answers bad input with 400, a message per field and the typed values, storing nothing", async () => {
      const answer = await call(
        contactAction,
        post("/contact", [
          ["name", "  Asha  "],
          ["email", "asha@"],
          ["phone", ""],
          ["subject", "pricing"],
          ["message", "Hello"],
          ["website", ""],
          ["role", "admin"],
        ]),
      );
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toEqual({
        form: "contact",
        status: "error",
        fieldErrors: {
          email: expect.any(String),
          phone: contactCopy.fields.phone.required,
          subject: expect.any(String),
        },
        // Exactly what was typed, for a page without JavaScript to put back; nothing else.
        values: { name: "  Asha  ", email: "asha@", phone: "", subject: "pricing", message: "Hello" },
      });
      expect(await t.db.$count(contactInquiries)).toBe(0);
      expect(await t.db.$count(emailOutbox)).toBe(0);
    });

    it("treats a body that is not a form as an empty form", async () => {
      const answer = await call(contactAction, post("/contact", JSON.stringify({ name: "x" }), "application/json"));
      expect(answer.init?.status).toBe(400);
      expect(Object.keys((answer.data as { fieldErrors: object }).fieldErrors)).toEqual(["name", "email", "phone", "subject", "message"]);
    });

    it("answers a filled honeypot exactly like a success, but stores spam and queues no mail", async () => {
      const answer = await call(contactAction, post("/contact", [...goodContact, ["website", "https://pills.example"]]));
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data).toEqual({ form: "contact", status: "success", reference: expect.stringMatching(REFERENCE_PATTERN), confirmationSent: true, receipt: expect.any(Object) });
      expect((await t.db.select().from(contactInquiries)).map((r) => r.status)).toEqual(["spam"]);
      expect(await t.db.$count(emailOutbox)).toBe(0);
      expect(services.dispatcher.kick).not.toHaveBeenCalled();
    });

    it("refuses a client over the limit with 429, Retry-After and a plain message, keeping the values", async () => {
      for (let i = 0; i < 3; i++) expect((await call(contactAction, post("/contact", goodContact))).data.status).toBe("success");
      const refused = await call(contactAction, post("/contact", goodContact));
      expect(refused.init?.status).toBe(429);
      const retryAfter = Number(new Headers(refused.init?.headers).get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.data).toMatchObject({ status: "error", fieldErrors: {}, formError: commonCopy.rateLimited(1), values: { name: "Asha Rao" } });
      expect(await t.db.$count(contactInquiries)).toBe(3);
      // Another client is not affected.
      const other = await call(contactAction, post("/contact", goodContact), routerContextFor({ ...base, clientIp: "198.51.100.7" }));
      expect(other.data.status).toBe("success");
    });

    it("does not count invalid posts against the limit", async () => {
      for (let i = 0; i < 5; i++) expect((await call(contactAction, post("/contact", [["name", "x"]]))).init?.status).toBe(400);
      expect((await call(contactAction, post("/contact", goodContact))).data.status).toBe("success");
    });

    it("shares one limit between the forms", async () => {
      await call(contactAction, post("/contact", goodContact));
      await call(newsletterAction, post("/blog", [["email", "a@example.in"], ["source", "blog"]]));
      await call(joinUsAction, post("/join-us", goodVolunteer));
      expect((await call(joinUsAction, post("/join-us", goodMember))).init?.status).toBe(429);
    });

    it("answers a database failure with 503 and the spec's message, logs it, and shows no detail", async () => {
      const broken = makeServices({
        db: { transaction: () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.5:5432")) } as unknown as Services["db"],
      });
      const answer = await call(contactAction, post("/contact", goodContact), routerContextFor({ ...base, services: broken }));
      expect(answer.init?.status).toBe(503);
      expect(answer.data).toEqual({ form: "contact", status: "error", fieldErrors: {}, formError: contactCopy.failure.body, values: Object.fromEntries(goodContact) });
      expect(JSON.stringify(answer.data)).not.toContain("ECONNREFUSED");
      expect(logged.error).toHaveBeenCalledTimes(1);
      expect(broken.dispatcher.kick).not.toHaveBeenCalled();
    });
  });

  describe("POST /join-us", () => {
    it("stores a member application for intent=member", async () => {
      // A date of birth typed day first, as in India, is read back in words with the phone number.
      const answer = await call(joinUsAction, post("/join-us", goodMember.map(([k, v]): [string, string] => [k, k === "dateOfBirth" ? "10-03-1952" : v])));
      expect(answer.data).toMatchObject({ form: "member", status: "success", receipt: { phone: "+91 98450 12345", born: "10 March 1952" } });
      const [row] = await t.db.select().from(members);
      expect(row).toMatchObject({ status: "pending", name: "Lakshmi Narayan", address: "12, 4th Cross, Bangalore", interests: ["Music & Dance", "Gardening"], membershipType: "basic", dateOfBirth: "1952-03-10" });
    });

    it("stores a volunteer application for intent=volunteer", async () => {
      const answer = await call(joinUsAction, post("/join-us", goodVolunteer));
      expect(answer.data).toMatchObject({ form: "volunteer", status: "success" });
      const [row] = await t.db.select().from(volunteers);
      expect(row).toMatchObject({ status: "pending", experience: "No prior experience", preferredArea: "any", backgroundCheck: true, availability: ["sunday-evening"] });
    });

    it("names the form in a 400, with repeated fields returned as lists", async () => {
      const answer = await call(
        joinUsAction,
        post("/join-us", [
          ["intent", "volunteer"],
          ["skills", "Cooking"],
          ["skills", "Juggling"],
        ]),
      );
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toMatchObject({
        form: "volunteer",
        fieldErrors: { backgroundCheck: volunteerCopy.fields.backgroundCheck.required, skills: expect.any(String) },
        values: { skills: ["Cooking", "Juggling"], availability: [] },
      });
      expect(await t.db.$count(volunteers)).toBe(0);
    });

    it("refuses an unknown intent with 400 and the application error message", async () => {
      const answer = await call(joinUsAction, post("/join-us", [["intent", "admin"], ["firstName", "X"]]));
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toMatchObject({ form: "member", status: "error", formError: memberCopy.failure.body, values: { firstName: "X" } });
      expect(await t.db.$count(members)).toBe(0);
    });
  });

  describe("post/redirect/get without JavaScript", () => {
    it("answers a browser's own post with 303 to the page, whose loader shows the signed answer; a forged one shows nothing", async () => {
      const request = new Request("http://localhost/contact?subject=health", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html,application/xhtml+xml" },
        body: new URLSearchParams(goodContact).toString(),
      });
      const thrown = await contactAction({ request, context }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(303);
      const location = response.headers.get("Location")!;
      expect(location).toMatch(/^\/contact\?subject=health&sent=/);
      const answer = await sentAnswer(new Request(`http://localhost${location}`), context);
      // The phone number is read back from the stored record, never carried in the address.
      expect(answer).toMatchObject({ form: "contact", status: "success", reference: expect.stringMatching(REFERENCE_PATTERN), receipt: { what: "A message about Health and wellness", phone: "+91 98450 12345" } });
      expect(location).not.toContain("98450");
      expect(await t.db.$count(contactInquiries)).toBe(1);

      const forged = location.replace(/sent=([^.]+)\./, (_, payload: string) => `sent=${payload.slice(0, -2)}AA.`);
      expect(await sentAnswer(new Request(`http://localhost${forged}`), context)).toBeNull();
      expect(await sentAnswer(new Request("http://localhost/contact?sent=nonsense"), context)).toBeNull();
    });

    it("marks an emergency's answer urgent, with and without JavaScript, and no other", async () => {
      const emergency: Array<[string, string]> = [...validPost("contact", { subject: "emergency" })];
      const direct = await call(contactAction, post("/contact", emergency));
      expect(direct.data).toMatchObject({ status: "success", urgent: { closed: expect.any(Boolean) } });
      expect((await call(contactAction, post("/contact", goodContact))).data).not.toHaveProperty("urgent");

      const request = new Request("http://localhost/contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
        body: new URLSearchParams(emergency).toString(),
      });
      const response = (await contactAction({ request, context }).catch((e: unknown) => e)) as Response;
      const shown = await sentAnswer(new Request(`http://localhost${response.headers.get("Location")}`), context);
      expect(shown).toMatchObject({ status: "success", urgent: { closed: expect.any(Boolean) } });
    });

    it("answers the page's own script with data, never a redirect", async () => {
      const request = new Request("http://localhost/contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
        body: new URLSearchParams([...goodContact, ["_js", "1"]]).toString(),
      });
      const answer = (await contactAction({ request, context })) as unknown as Answer;
      expect(answer.data).toMatchObject({ form: "contact", status: "success" });
    });
  });

  describe("POST /blog (newsletter)", () => {
    it("subscribes, then answers a repeat exactly as a new address: no sign of who is on the list", async () => {
      const first = await call(newsletterAction, post("/blog", [["email", "asha@example.in"], ["source", "blog"]]));
      const again = await call(newsletterAction, post("/blog", [["email", "Asha@Example.IN"], ["source", "footer"]]));
      expect(first.data).toMatchObject({ form: "newsletter", status: "success" });
      // The same answer as for a new address, with this request's own Reference ID.
      expect(again.data).toEqual({ form: "newsletter", status: "success", reference: expect.any(String), confirmationSent: false, receipt: { what: "A newsletter sign-up", when: expect.any(String) } });
      expect((again.data as { reference: string }).reference).not.toBe((first.data as { reference: string }).reference);
      expect(again.init?.status ?? 200).toBe(200);
      expect(await t.db.$count(newsletterSubscriptions)).toBe(1);
    });

    it("refuses an unknown source", async () => {
      const answer = await call(newsletterAction, post("/blog", [["email", "asha@example.in"], ["source", "popup"]]));
      expect(answer.init?.status).toBe(400);
      expect((answer.data as { fieldErrors: Record<string, string> }).fieldErrors.source).toBeDefined();
    });

    it("answers a failure with the newsletter's own message", async () => {
      const broken = makeServices({ db: { transaction: () => Promise.reject(new Error("boom")) } as unknown as Services["db"] });
      const answer = await call(newsletterAction, post("/blog", [["email", "asha@example.in"], ["source", "blog"]]), routerContextFor({ ...base, services: broken }));
      expect(answer.init?.status).toBe(503);
      expect(answer.data).toMatchObject({ formError: newsletterCopy.failure.body });
    });
  });
});
