import { describe, expect, it } from "vitest";
import { contactLink } from "#app/core/links.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { contactPrefill } from "./contact-prefill.ts";

const prefill = (query: string) => contactPrefill(new URLSearchParams(query));

describe("contactPrefill", () => {
  it("chooses the subject and starts the message from a link", () => {
    expect(prefill("subject=outings&about=Scenic%20Day%20Trips")).toEqual({
      subject: "outings",
      message: contactCopy.prefilledMessage("Scenic Day Trips"),
      about: "Scenic Day Trips",
    });
  });

  it("reads the links other pages build", () => {
    const url = new URL(contactLink("technology", "Digital banking workshop"), "http://localhost");
    expect(url.hash).toBe("#message"); // lands on the form, not at the top of the page
    expect(contactPrefill(url.searchParams)).toEqual({ subject: "technology", message: contactCopy.prefilledMessage("Digital banking workshop"), about: "Digital banking workshop" });
  });

  it("ignores a subject that is not one of the form's", () => {
    expect(prefill("subject=pricing")).toEqual({});
  });

  it("takes the subject alone, or the topic alone", () => {
    expect(prefill("subject=family")).toEqual({ subject: "family" });
    expect(prefill("about=Yoga")).toEqual({ message: contactCopy.prefilledMessage("Yoga"), about: "Yoga" });
  });

  it("flattens line breaks in the topic and ignores an overlong or empty one", () => {
    expect(prefill("about=Yoga%0D%0ABcc:%20x").message).toBe(contactCopy.prefilledMessage("Yoga Bcc: x"));
    expect(prefill(`about=${"x".repeat(201)}`)).toEqual({});
    expect(prefill("about=%20%20")).toEqual({});
  });
});
