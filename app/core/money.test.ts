import { describe, expect, it } from "vitest";
import { rupees, rupeesInWords } from "./money.ts";

describe("rupees in figures, Indian grouping", () => {
  it.each([
    [0, "₹0"],
    [999, "₹999"],
    [2000, "₹2,000"],
    [1_00_000, "₹1,00,000"],
    [1_26_000, "₹1,26,000"],
    [12_34_567, "₹12,34,567"],
    [1_00_00_000, "₹1,00,00,000"],
    [12_34_56_789, "₹12,34,56,789"],
  ])("%i is %s", (amount, written) => expect(rupees(amount)).toBe(written));
});

describe("rupees in words", () => {
  it.each([
    [1, "One rupee only"],
    [15, "Fifteen rupees only"],
    [100, "One hundred rupees only"],
    [305, "Three hundred five rupees only"],
    [2000, "Two thousand rupees only"],
    [3500, "Three thousand five hundred rupees only"],
    [10_500, "Ten thousand five hundred rupees only"],
    [1_00_000, "One lakh rupees only"],
    [1_26_000, "One lakh twenty-six thousand rupees only"],
    [12_34_567, "Twelve lakh thirty-four thousand five hundred sixty-seven rupees only"],
    [99_99_999, "Ninety-nine lakh ninety-nine thousand nine hundred ninety-nine rupees only"],
    [1_00_00_000, "One crore rupees only"],
    [2_05_00_010, "Two crore five lakh ten rupees only"],
    [1234_00_00_000, "One thousand two hundred thirty-four crore rupees only"],
  ])("%i is %s", (amount, words) => expect(rupeesInWords(amount)).toBe(words));

  it("refuses what is not a whole amount of rupees", () => {
    for (const bad of [-1, 1.5, Number.NaN, 1e15]) expect(() => rupeesInWords(bad)).toThrow(RangeError);
  });
});
