// Owns the random text the server writes into its answers (the policy's nonce, one-time form tokens):
// drawn from the system's cryptographic generator (the one crypto.randomBytes uses) a block at a time
// rather than one call per value, each byte given out once. A page kept in memory is sent thousands
// of times a second under a crowd, each answer with a nonce and a token or two; one call per value
// was a twentieth of the server's time.
import crypto from "node:crypto";

/** Bytes drawn at once: 256 nonces of 16 bytes. */
const BLOCK_BYTES = 4096;

const block = Buffer.allocUnsafeSlow(BLOCK_BYTES);
let used = BLOCK_BYTES;

/** `bytes` random bytes (at most a block), never given out before, as text in `encoding`. */
export function randomText(bytes: number, encoding: "base64" | "base64url"): string {
  if (bytes < 1 || bytes > BLOCK_BYTES) throw new RangeError(`randomText takes 1 to ${BLOCK_BYTES} bytes`);
  if (used + bytes > BLOCK_BYTES) {
    crypto.randomFillSync(block);
    used = 0;
  }
  const text = block.toString(encoding, used, used + bytes);
  used += bytes;
  return text;
}
