// Owns the Reference ID shown to a visitor after a submission is stored: "REQ-" + the time in
// milliseconds + a random part, uppercased (spec section 3). It is stored with the record (unique),
// so visitor and operator can both quote it.
//
// IDs are read out over the phone and copied from paper, where O and 0, I, L and 1 look and sound
// alike: the random part of a new ID is drawn from Crockford's base 32, which has none of I, L, O
// (nor U), and a typed O is read as 0 and I or L as 1. IDs made before that drew from all 36 letters
// and digits; they stay valid, found as typed (referenceCandidates).

/** Crockford's base 32: the digits and the letters without I, L, O and U. */
export const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const RANDOM_LENGTH = 8;

export const REFERENCE_PATTERN = /^REQ-\d{13}-[A-Z0-9]{6,}$/;

/** A new Reference ID, e.g. "REQ-1763800000000-K3J9QX2A". The random part comes from the platform's CSPRNG. */
export function newReference(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_LENGTH));
  // 256 is a multiple of 32: every character is equally likely.
  const random = Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("");
  return `REQ-${now}-${random}`;
}

/** Crockford's reading of what was typed: O is 0, I and L are 1. */
const lookAlikesRead = (text: string) => text.replace(/O/g, "0").replace(/[IL]/g, "1");

/**
 * The Reference ID a person typed or read out, in its exact form: case, spaces, dashes and dots
 * do not matter, nor does a missing "REQ" ("req 1763800000000 k3j9 qx2a" →
 * "REQ-1763800000000-K3J9QX2A"). Undefined when it cannot be one.
 */
export function canonicalReference(typed: string): string | undefined {
  const compact = typed.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const match = /^(?:REQ)?([0-9OIL]{13})([A-Z0-9]{6,})$/.exec(compact);
  // The time is digits only: a letter there can only be a look-alike.
  return match ? `REQ-${lookAlikesRead(match[1]!)}-${match[2]}` : undefined;
}

/**
 * Every stored Reference ID a typed one can be: as typed (an ID made before the look-alikes were
 * left out may hold O, I or L), and with O read as 0 and I or L as 1 (a newer one cannot hold
 * them). Empty when it cannot be one.
 */
export function referenceCandidates(typed: string): string[] {
  const exact = canonicalReference(typed);
  if (!exact) return [];
  const [, time, random] = exact.split("-") as [string, string, string];
  return [...new Set([exact, `REQ-${time}-${lookAlikesRead(random)}`])];
}

/**
 * The Reference ID grouped for reading aloud or typing over the phone: the
 * digits and the code in fours, e.g. "REQ 1763 8000 0000 0 K3J9 QX2A". Shown beside the exact
 * value, never instead of it; the console finds either (canonicalReference).
 */
export function groupedReference(reference: string): string {
  const match = /^REQ-(\d+)-([A-Z0-9]+)$/.exec(reference);
  if (!match) return reference;
  const fours = (text: string) => text.match(/.{1,4}/g)!.join(" ");
  return `REQ ${fours(match[1]!)} ${fours(match[2]!)}`;
}
