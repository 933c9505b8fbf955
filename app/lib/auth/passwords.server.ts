// Owns operator passwords: scrypt hashing and verification, and the rules a new password must meet.
import crypto from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * N = 2^15, r = 8, p = 1: about 32 MB and a few tenths of a second per hash on a small server,
 * the cost OWASP lists for scrypt. Stored with the hash, so it can be raised later without
 * invalidating existing passwords.
 */
const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
type ScryptParams = { readonly N: number; readonly r: number; readonly p: number };
/** The cost a new hash gets: SCRYPT_PARAMS, except inside the unit and integration tests (below). */
let newHashCost: ScryptParams = SCRYPT_PARAMS;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const MIN_PASSWORD_LENGTH = 12;
/** Bounds the work a login post can cause; no real passphrase is longer. */
export const MAX_PASSWORD_LENGTH = 1024;

function scryptOptions(N: number, r: number, p: number): crypto.ScryptOptions {
  // Node's default memory cap (32 MB) is exactly what N=2^15, r=8 needs, and it refuses at the limit.
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
}

/** Why a new password is not acceptable, or null when it is. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  if (password.trim() === "") return "The password must not be only spaces.";
  return null;
}

/** "scrypt$N$r$p$salt$hash" with salt and hash in base64 (the format noted in schema.ts). */
export async function hashPassword(password: string, params: ScryptParams = newHashCost): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const hash = await scrypt(password.normalize("NFC"), salt, KEY_LENGTH, scryptOptions(params.N, params.r, params.p));
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

/** True when `password` matches `stored`; compares in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // A damaged row must not make the server allocate gigabytes.
  const sane = Number.isInteger(N) && N >= 2 && N <= 2 ** 20 && (N & (N - 1)) === 0 && r >= 1 && r <= 32 && p >= 1 && p <= 16;
  if (!sane) return false;
  const salt = Buffer.from(parts[4]!, "base64");
  const expected = Buffer.from(parts[5]!, "base64");
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await scrypt(password.normalize("NFC"), salt, expected.length, scryptOptions(N, r, p));
  return crypto.timingSafeEqual(actual, expected);
}

/**
 * For the unit and integration tests only (NODE_ENV=test; anywhere else it throws): new hashes get
 * `params` instead of the production cost, or the production cost again with no argument. A hash
 * at the production cost takes a few tenths of a second of CPU, and the suite creates and logs in
 * operators hundreds of times; verifying reads the cost from the stored hash, so the same code
 * runs. The tests that prove the production cost (passwords.server.test.ts, console-auth) put it
 * back first.
 */
export function setHashCostForTests(params?: ScryptParams): void {
  if (process.env.NODE_ENV !== "test") throw new Error("setHashCostForTests is for the test suite only");
  newHashCost = params ?? SCRYPT_PARAMS;
}
