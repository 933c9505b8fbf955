// Owns the Reference ID shown to a visitor after a submission is stored: "REQ-" + the time in
// milliseconds + a random part, uppercased (spec section 3). It is stored with the record (unique),
// so visitor and operator can both quote it.
const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
const RANDOM_LENGTH = 8;

export const REFERENCE_PATTERN = /^REQ-\d{13}-[A-Z0-9]{6,}$/;

/** A new Reference ID, e.g. "REQ-1763800000000-K3J9QX2A". The random part comes from the platform's CSPRNG. */
export function newReference(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_LENGTH));
  // 256 is not a multiple of 36, so a few characters are very slightly likelier; harmless for an ID.
  const random = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
  return `REQ-${now}-${random}`.toUpperCase();
}

/**
 * The Reference ID a person typed or read out, in its exact form: case, spaces, dashes and dots
 * do not matter, nor does a missing "REQ" ("req 1763800000000 k3j9 qx2a" →
 * "REQ-1763800000000-K3J9QX2A"). Undefined when it cannot be one.
 */
export function canonicalReference(typed: string): string | undefined {
  const compact = typed.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const match = /^(?:REQ)?(\d{13})([A-Z0-9]{6,})$/.exec(compact);
  return match ? `REQ-${match[1]}-${match[2]}` : undefined;
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
