import { describe, expect, it } from "vitest";
import { isReadableText } from "./readable-text.ts";

describe("isReadableText", () => {
  it("takes any script, emoji (surrogate pairs), joiners, line breaks and tabs", () => {
    for (const text of ["Lakshmi", "ಲಕ್ಷ್ಮಿ", "नमस्ते", "😀", "a😀b😀", "क्‍ष", "one\ntwo\r\n\tthree", ""]) expect(isReadableText(text), JSON.stringify(text)).toBe(true);
  });
  it("refuses control characters, the replacement character and half of a surrogate pair, wherever it stands", () => {
    for (const text of ["a\u0000b", "\u0007", "\u009f", "\ufffd", "\ud83d", "a\ud83d", "\ud83d\ud83d\ude00", "\ude00", "a\ude00", "\ud83d\ude00\ude00", "😀\ude00x"]) {
      expect(isReadableText(text), JSON.stringify(text)).toBe(false);
    }
  });
});
