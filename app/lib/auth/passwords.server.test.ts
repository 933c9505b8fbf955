import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, setHashCostForTests, verifyPassword } from "#app/lib/auth/passwords.server.ts";
import { lowerHashCostAgain } from "#tests/support/cheap-hashes.ts";

// Cheap parameters keep the suite fast; the format and the comparison are what is under test.
const fast = { N: 2 ** 10, r: 8, p: 1 } as const;

describe("password hashing", () => {
  it("stores scrypt$N$r$p$salt$hash and verifies only the right password", async () => {
    const stored = await hashPassword("correct horse battery", fast);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash, so one password gives different hashes", async () => {
    const a = await hashPassword("same password twice", fast);
    const b = await hashPassword("same password twice", fast);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same password twice", b)).toBe(true);
  });

  it("uses the production cost when none is given", async () => {
    setHashCostForTests(); // the production cost, which the suite's setup lowers (tests/support/cheap-hashes.ts)
    const stored = await hashPassword("a default-cost password").finally(lowerHashCostAgain);
    expect(stored.startsWith("scrypt$32768$8$1$")).toBe(true);
    expect(await verifyPassword("a default-cost password", stored)).toBe(true);
  });

  it("reads the same password typed in another Unicode form as equal", async () => {
    const stored = await hashPassword("Cafe\u0301 au lait 2026", fast);
    expect(await verifyPassword("Caf\u00e9 au lait 2026", stored)).toBe(true);
  });

  it("refuses malformed or dangerous stored values instead of throwing", async () => {
    for (const bad of ["", "plain", "scrypt$1024$8$1$$", "bcrypt$1$2$3$4$5", "scrypt$1000$8$1$c2FsdA==$aGFzaA==", `scrypt$${2 ** 24}$8$1$c2FsdA==$aGFzaA==`]) {
      expect(await verifyPassword("anything at all", bad)).toBe(false);
    }
  });

  it("asks for at least 12 characters", () => {
    expect(passwordProblem("short")).toMatch(/at least 12/);
    expect(passwordProblem("            ")).toMatch(/spaces/);
    expect(passwordProblem("x".repeat(2000))).toMatch(/at most/);
    expect(passwordProblem("twelve chars")).toBeNull();
  });
});
