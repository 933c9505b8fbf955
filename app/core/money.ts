// Money as the site writes it, so a price reads the same on a page, in a form and in a mail.

/** ₹2,000 style: Indian digit grouping (₹1,25,000), whole rupees. Written out rather than asked of
 * Intl.NumberFormat, whose first use on a page costs ~50 ms of a throttled mobile main thread. */
export function rupees(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${amount < 0 ? "-" : ""}₹${rest ? `${rest},` : ""}${last3}`;
}

const ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"] as const;
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"] as const;

/** 0–99 in words: "twenty-six". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ten = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${ten}-${ONES[n % 10]}` : ten;
}

/** 0–999 in words: "three hundred and four" is written the Indian way, without "and": "three hundred four". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/**
 * A whole number of rupees in words as an Indian receipt writes it, in crores, lakhs and thousands:
 * 126000 is "One lakh twenty-six thousand rupees only". Whole rupees from 0 up to 99,99,99,99,999.
 */
export function rupeesInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > 99_99_99_99_999) throw new RangeError(`not a whole amount of rupees: ${amount}`);
  if (amount === 0) return "Zero rupees only";
  const crores = Math.floor(amount / 1_00_00_000);
  const lakhs = Math.floor((amount % 1_00_00_000) / 1_00_000);
  const thousands = Math.floor((amount % 1_00_000) / 1000);
  const rest = amount % 1000;
  const parts = [
    crores ? `${crores >= 1000 ? belowThousand(Math.floor(crores / 1000)) + " thousand " + (crores % 1000 ? belowThousand(crores % 1000) + " " : "") : belowThousand(crores) + " "}crore` : "",
    lakhs ? `${belowHundred(lakhs)} lakh` : "",
    thousands ? `${belowHundred(thousands)} thousand` : "",
    rest ? belowThousand(rest) : "",
  ].filter(Boolean);
  const words = `${parts.join(" ")} ${amount === 1 ? "rupee" : "rupees"} only`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
