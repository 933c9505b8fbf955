import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HONEYPOT_FIELD, field, fieldErrorsOf, isFormResult, isHoneypotFilled, readForm } from "./form-data.ts";

function form(entries: Array<[string, string | Blob]>) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("readForm", () => {
  it("reads only the named fields: one value each, repeated ones as lists", () => {
    const data = form([
      ["firstName", "Asha"],
      ["interests", "Gardening"],
      ["interests", "Photography"],
      ["isAdmin", "true"],
      [HONEYPOT_FIELD, "http://spam.example"],
    ]);
    expect(readForm(data, ["firstName", "interests", "city"], ["interests"])).toEqual({ firstName: "Asha", interests: ["Gardening", "Photography"] });
  });

  it("gives an empty list for a repeated field with nothing ticked", () => {
    expect(readForm(form([]), ["skills"], ["skills"])).toEqual({ skills: [] });
  });

  it("ignores uploaded files", () => {
    const data = form([["name", new Blob(["x"])], ["tags", new Blob(["y"])], ["tags", "ok"]]);
    expect(readForm(data, ["name", "tags"], ["tags"])).toEqual({ tags: ["ok"] });
  });

  it("caps how much of a crafted post is kept, so it is never echoed back in full", () => {
    const data = form([["message", "x".repeat(50_000)], ...Array.from({ length: 80 }, (): [string, string] => ["skills", "Cooking"])]);
    const values = readForm(data, ["message", "skills"], ["skills"]);
    expect((values.message as string).length).toBe(10_000);
    expect(values.skills).toHaveLength(50);
  });
});

describe("isHoneypotFilled", () => {
  it("is false when the trap is absent or empty, true when anything is in it", () => {
    expect(isHoneypotFilled(form([]))).toBe(false);
    expect(isHoneypotFilled(form([[HONEYPOT_FIELD, "  "]]))).toBe(false);
    expect(isHoneypotFilled(form([[HONEYPOT_FIELD, "https://cheap-pills.example"]]))).toBe(true);
  });
});

describe("fieldErrorsOf", () => {
  it("keeps the first message per field, also for errors inside a list", () => {
    const schema = z.object({ a: z.string().min(2, "too short").regex(/^\d+$/, "digits only"), list: z.array(z.enum(["x"], { error: "unknown" })) });
    const result = schema.safeParse({ a: "q", list: ["x", "y"] });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)).toEqual({ a: "too short", list: "unknown" });
  });
});

describe("isFormResult", () => {
  it("recognises a result for the named form only", () => {
    const result = { form: "contact", status: "success", reference: "REQ-1-ABCDEF", confirmationSent: true };
    expect(isFormResult(result, "contact")).toBe(true);
    expect(isFormResult(result, "member")).toBe(false);
    expect(isFormResult(undefined, "contact")).toBe(false);
    expect(isFormResult("contact", "contact")).toBe(false);
  });
});

describe("field", () => {
  it("reads a posted value as typed, and what is not readable text, a file or nothing as empty", () => {
    const form = new FormData();
    form.append("token", "abc-DEF_123");
    form.append("name", "ಲಕ್ಷ್ಮಿ 🙏");
    form.append("nul", "REQ\u0000");
    form.append("bad", "a\ufffd");
    form.append("file", new Blob(["x"]), "x.txt");
    expect(field(form, "token")).toBe("abc-DEF_123");
    expect(field(form, "name")).toBe("ಲಕ್ಷ್ಮಿ 🙏");
    for (const name of ["nul", "bad", "file", "missing"]) expect(field(form, name), name).toBe("");
  });
});
