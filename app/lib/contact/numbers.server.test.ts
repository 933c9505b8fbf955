import { describe, expect, it } from "vitest";
import { defaultContactBy, reachOf, telNumber, whatsappNumber } from "./numbers.server.ts";

describe("the numbers WhatsApp and a call take", () => {
  it("gives 91 and ten digits for an Indian mobile, however it was typed", () => {
    expect(whatsappNumber("+91 98450 12345")).toBe("919845012345");
    expect(whatsappNumber("98450 12345")).toBe("919845012345");
    expect(whatsappNumber("098450 12345")).toBe("919845012345");
  });
  it("gives nothing for a landline or an empty phone", () => {
    expect(whatsappNumber("+91 80 4000 0000")).toBeNull();
    expect(whatsappNumber("080 4000 0000")).toBeNull();
    expect(whatsappNumber("")).toBeNull();
  });
  it("takes a number abroad as its digits", () => {
    expect(whatsappNumber("+44 7911 123456")).toBe("447911123456");
  });
  it("takes WhatsApp for a mobile left unanswered, else e-mail, else a call", () => {
    expect(defaultContactBy("+91 98450 12345", "a@example.org")).toBe("whatsapp");
    expect(defaultContactBy("+91 80 4000 0000", "a@example.org")).toBe("email");
    expect(defaultContactBy("+91 80 4000 0000", "")).toBe("phone");
  });
  it("dials + and the digits", () => {
    expect(telNumber("+91 98450 12345")).toBe("+919845012345");
    expect(telNumber("")).toBeNull();
  });
  it("reaches a caller without an address by WhatsApp on a mobile, by a call on a landline", () => {
    expect(reachOf({ email: "", phone: "+91 98450 12345", contactBy: "email" })).toBe("whatsapp");
    expect(reachOf({ email: "", phone: "+91 80 4000 0000", contactBy: "email" })).toBe("call");
    expect(reachOf({ email: "a@example.org", phone: "+91 98450 12345", contactBy: "whatsapp" })).toBe("whatsapp");
    expect(reachOf({ email: "a@example.org", phone: "+91 98450 12345", contactBy: "email" })).toBe("email");
    expect(reachOf({ email: "", phone: "", contactBy: "email" })).toBe("none");
  });
});
