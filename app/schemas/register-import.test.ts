import { describe, expect, it } from "vitest";
import { importRowSchema, readMonth } from "./register-import.ts";

describe("a paper register's row", () => {
  it("reads the month paid until as it is written, and as a spreadsheet may have turned it", () => {
    for (const typed of ["2026-03", "2026-3", "2026/03", "03/2026", "3-2026", "Mar 2026", "march 2026", "MAR-26", "Mar-2026"]) expect(readMonth(typed), typed).toBe("2026-03");
    for (const typed of ["2026-13", "13/2026", "2026", "Marc", "Smarch 2026", "2026-03-01", ""]) expect(readMonth(typed), typed).toBeUndefined();
  });

  it("takes a plan by its value or its name, and a month paid from the one before joining", () => {
    const row = { name: "Shankar Gowda", email: "shankar@example.in", phone: "98450 20001", plan: "Premium", joinedOn: "01/04/2024", paidUntil: "" };
    expect(importRowSchema("2026-12").parse(row)).toEqual({ ...row, phone: "+91 98450 20001", plan: "premium", joinedOn: "2024-04-01", paidUntil: null });
    expect(importRowSchema("2026-12").parse({ ...row, paidUntil: "2024-03" }).paidUntil).toBe("2024-03");
    expect(importRowSchema("2026-12").safeParse({ ...row, paidUntil: "2024-02" }).success).toBe(false);
    expect(importRowSchema("2026-12").safeParse({ ...row, paidUntil: "2030-01" }).error?.issues[0]?.message).toMatch(/more than 36 months ahead/);
  });
});
