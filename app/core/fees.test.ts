import { describe, expect, it } from "vitest";
import { amountDue, amountFor, coverOf, expectedAmount, financialYear, memberState, monthsBetween, priceIn, receiptNumber, unpaidMonths } from "./fees.ts";

describe("a member's state", () => {
  const joined = { joinedOn: "2026-06-15", leftOn: null };
  it("is paid for the month paid until, and after", () => {
    expect(memberState({ ...joined, paidUntil: "2026-11" }, "2026-11")).toBe("paid");
    expect(memberState({ ...joined, paidUntil: "2027-03" }, "2026-11")).toBe("paid");
  });
  it("is due with one or two months unpaid, lapsed with three", () => {
    expect(memberState({ ...joined, paidUntil: "2026-10" }, "2026-11")).toBe("due");
    expect(memberState({ ...joined, paidUntil: "2026-09" }, "2026-11")).toBe("due");
    expect(memberState({ ...joined, paidUntil: "2026-08" }, "2026-11")).toBe("lapsed");
    expect(unpaidMonths({ ...joined, paidUntil: "2026-08" }, "2026-11")).toBe(3);
  });
  it("counts a new member's months from the month they joined", () => {
    expect(memberState({ joinedOn: "2026-11-20", paidUntil: null, leftOn: null }, "2026-11")).toBe("due");
    expect(memberState({ joinedOn: "2026-09-01", paidUntil: null, leftOn: null }, "2026-11")).toBe("lapsed");
  });
  it("is left once they left, paid or not", () => {
    expect(memberState({ ...joined, paidUntil: "2027-01", leftOn: "2026-11-02" }, "2026-11")).toBe("left");
  });
});

describe("months and receipts", () => {
  it("covers the months after the last paid one, across a new year", () => {
    expect(coverOf({ joinedOn: "2026-06-15", paidUntil: "2026-11" }, 3)).toEqual({ from: "2026-12", to: "2027-02" });
    expect(coverOf({ joinedOn: "2026-11-20", paidUntil: null }, 1)).toEqual({ from: "2026-11", to: "2026-11" });
    expect(monthsBetween("2026-11", "2028-02")).toBe(15);
  });
  it("numbers receipts by Indian financial year, April to March", () => {
    expect(financialYear("2026-04-01")).toBe("2026-27");
    expect(financialYear("2027-03-31")).toBe("2026-27");
    expect(financialYear("2026-03-31")).toBe("2025-26");
    expect(financialYear("2099-12-01")).toBe("2099-00");
    expect(receiptNumber("2026-27", 1)).toBe("2026-27/0001");
    expect(receiptNumber("2026-27", 12345)).toBe("2026-27/12345");
  });
  it("prices a plan by the month", () => {
    expect(expectedAmount("basic", 3)).toBe(6000);
    expect(expectedAmount("family", 12)).toBe(60000);
    expect(expectedAmount("gold", 1)).toBeUndefined();
  });
});

describe("what is owed, each month at the price of that month", () => {
  const prices = [
    { plan: "basic", price: 2000, fromMonth: "2000-01" },
    { plan: "basic", price: 2500, fromMonth: "2027-01" },
    { plan: "premium", price: 3500, fromMonth: "2000-01" },
  ];
  it("finds the price of a month: the latest row not after it", () => {
    expect(priceIn(prices, "basic", "2026-12")).toBe(2000);
    expect(priceIn(prices, "basic", "2027-01")).toBe(2500);
    expect(priceIn(prices, "basic", "2030-06")).toBe(2500);
    expect(priceIn(prices, "gold", "2026-12")).toBeUndefined();
  });
  it("adds months across a change of price, and keeps arrears at the old price", () => {
    expect(amountFor(prices, "basic", "2026-11", 4)).toBe(2000 + 2000 + 2500 + 2500);
    // Three months unpaid before the new price: still 3 × ₹2,000 (the old register repriced them to ₹7,500).
    const member = { plan: "basic", joinedOn: "2026-09-10", paidUntil: null };
    expect(amountDue(prices, member, "2026-11")).toBe(6000);
    expect(amountDue(prices, member, "2027-01")).toBe(6000 + 2000 + 2500);
    expect(amountDue(prices, { ...member, paidUntil: "2027-01" }, "2027-01")).toBe(0);
  });
});
