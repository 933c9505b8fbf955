// Every WhatsApp template against the Cloud API's limits: the approved words themselves (numbered
// places 1…n, none first or last, none side by side), and each message filled with the longest
// values the site allows: within 1,024 characters, each parameter one line with no run of more
// than four spaces and never empty, and every link whole.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { whatsappFill, whatsappTemplates, type WhatsAppTemplateKind } from "#app/content/whatsapp-templates.ts";
import { BODY_LIMIT, cleanParam, filledBody, fitParams } from "./templates.ts";

const kinds = Object.keys(whatsappTemplates) as WhatsAppTemplateKind[];

/** A value the site could hold: `n` characters of words, with the line breaks, tabs and spaces a typed text has. */
const typed = (n: number) => "Namaskara all,\n\n\tPlease     bring a shawl; the hall is cool.  ".repeat(Math.ceil(n / 40)).slice(0, n);
const longName = "Venkatasubramanian Ramachandran Krishnamurthy Iyer-Parthasarathy Narayanaswamy Gopalakrishnan".slice(0, 100);
const longTitle = "Carnatic music evening with the Malleshwaram senior citizens' choir and friends, and tea ".repeat(2).slice(0, 120);
const longVenue = "Anandam Centre, first floor hall (lift at the back), 14 Temple Street, 8th Cross, Malleshwaram, Bengaluru 560003, opposite the Kadu Malleshwara temple gate ".slice(0, 200);
const cancelLink = `https://anandam-seniors.example/events/${"carnatic-music-evening-with-the-malleshwaram-senior-citizens-choir".slice(0, 80)}-2026-12-12/cancel?ref=EVT-1765432100000-AB12CD&token=${"x".repeat(43)}`;
const upi = `upi://pay?pa=${"anandam.seniors.community"}@okaxis&pn=${encodeURIComponent("Anandam Seniors Community Trust (Malleshwaram)")}&am=12000.00&cu=INR&tn=${encodeURIComponent("Member M-1234 fee September 2026 to December 2026")}`;
const memberLink = `https://anandam-seniors.example/membership/${"y".repeat(43)}`;

/** The longest values each template can be given, in order. */
const longest: Record<WhatsAppTemplateKind, string[]> = {
  booking_confirmed: [longName, longTitle, "EVT-1765432100000-AB12CD", "Saturday 12 December 2026, 10:30 am to 12:30 pm", longVenue, whatsappFill.places(10), whatsappFill.toPay.due(12000, upi), cancelLink],
  booking_waitlisted: [longName, "12", longTitle, "EVT-1765432100000-AB12CD", "Saturday 12 December 2026, 10:30 am to 12:30 pm", whatsappFill.places(10), cancelLink],
  booking_promoted: [longName, longTitle, "EVT-1765432100000-AB12CD", "Wednesday 30 September 2026, 10:30 am to 12:30 pm", longVenue, whatsappFill.places(10), whatsappFill.toPay.due(12000, upi), cancelLink],
  booking_changed: [longName, longTitle, `The name: was “${longTitle}”, now “${longTitle}”. The date: was Saturday 12 December 2026, now Wednesday 30 December 2026. The place: was ${longVenue}, now ${longVenue}.`, "EVT-1765432100000-AB12CD", "Wednesday 30 September 2026, 10:30 am to 12:30 pm", longVenue],
  booking_cancelled: [longName, longTitle, "Wednesday 30 September 2026", typed(1000), "EVT-1765432100000-AB12CD"],
  event_message: [longName, longTitle, "Wednesday 30 September 2026", typed(150), typed(5000), "EVT-1765432100000-AB12CD"],
  fee_reminder: [longName, "₹1,20,000", whatsappFill.months("2026-12", 12), whatsappFill.howToPay(upi), memberLink],
  payment_receipt: [longName, "₹1,20,000", `${longTitle}, Wednesday 30 September 2026, 10 places (EVT-1765432100000-AB12CD)`, "2026-27/12345", "30 September 2026", `UPI, reference ${"4".repeat(100)}`],
};

describe("each template's approved words", () => {
  it.each(kinds)("%s: numbered places 1 to n, none first or last, none side by side, within the limit", (kind) => {
    const t = whatsappTemplates[kind];
    const places = [...t.body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
    expect(places).toEqual(t.params.map((_, i) => i + 1));
    expect(t.body).not.toMatch(/^\s*\{\{/);
    expect(t.body).not.toMatch(/\}\}\s*$/);
    expect(t.body).not.toMatch(/\}\}\s*\{\{/);
    expect(t.body.length).toBeLessThanOrEqual(BODY_LIMIT);
    expect(t.name).toMatch(/^[a-z0-9_]{1,512}$/);
    // The examples Meta asks for on submission fit too.
    expect(filledBody(kind, fitParams(kind, t.params.map((p) => p.example))).length).toBeLessThanOrEqual(BODY_LIMIT);
  });
});

describe("the README", () => {
  it("gives each template's name and words as they are sent, for the centre to submit", () => {
    const readme = fs.readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
    for (const kind of kinds) {
      expect(readme).toContain(`#### \`${whatsappTemplates[kind].name}\``);
      expect(readme).toContain(`\`\`\`text\n${whatsappTemplates[kind].body}\n\`\`\``);
      expect(readme).toContain(`WHATSAPP_TEMPLATE_${kind.toUpperCase()}`);
    }
  });
});

describe("a message filled with the longest values the site allows", () => {
  it.each(kinds)("%s: within 1,024 characters, one clean line a parameter, links whole", (kind) => {
    const values = longest[kind];
    const params = fitParams(kind, values);
    const body = filledBody(kind, params);
    expect(body.length).toBeLessThanOrEqual(BODY_LIMIT);
    params.forEach((p, i) => {
      expect(p).not.toMatch(/[\n\r\t]/);
      expect(p).not.toMatch(/ {5}/);
      expect(p.trim()).toBe(p);
      expect(p.length).toBeGreaterThan(0);
      const spec = whatsappTemplates[kind].params[i]!;
      if ("link" in spec) expect(p).toBe(cleanParam(values[i]!));
      else expect(p.length).toBeLessThanOrEqual(spec.max);
    });
  });

  it("keeps the facts and cuts the long words: an operator's 5,000-character message loses its end, never the Reference ID", () => {
    const params = fitParams("event_message", longest.event_message);
    expect(params[4]!.endsWith(whatsappFill.cut)).toBe(true);
    expect(params[5]).toBe("EVT-1765432100000-AB12CD");
    expect(filledBody("event_message", params)).toContain("Reference ID: EVT-1765432100000-AB12CD");
  });
});

describe("cleanParam", () => {
  it("makes one line of a typed text, as Graph API error 132018 asks", () => {
    expect(cleanParam("Dear all,\r\n\r\n\tTea at 4 pm.     Bring a shawl.")).toBe("Dear all, Tea at 4 pm. Bring a shawl.");
    expect(cleanParam("a\u00a0\u00a0\u00a0\u00a0\u00a0b\u2028c")).toBe("a b c");
  });

  it("drops control and invisible characters, and gives '-' for nothing (an empty parameter is refused)", () => {
    expect(cleanParam("\u0001sealed:x\u200b")).toBe("sealed:x");
    expect(cleanParam(" \n\t ")).toBe("-");
    expect(cleanParam("")).toBe("-");
  });

  it("cuts on whole characters: an emoji is never split", () => {
    const params = fitParams("booking_cancelled", ["🙏".repeat(80), "t", "d", "r", "ref"]);
    expect(params[0]).toBe(`${"🙏".repeat(59)}…`);
  });

  it("refuses the wrong number of parameters (the API would: 132000)", () => {
    expect(() => fitParams("booking_cancelled", ["only one"])).toThrow(/takes 5 parameters/);
  });
});
