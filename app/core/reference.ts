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
