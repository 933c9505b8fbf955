// Set up before every unit and integration test file (vitest.config.ts): operators created in the
// tests get a cheap scrypt cost (N = 2^10 instead of 2^15), since each hash at the production cost
// takes a few tenths of a second of CPU and the suite creates and logs in operators hundreds of
// times. Login and every other path verify with the cost stored in the hash, as in production.
// The tests that prove the production cost put it back first (setHashCostForTests()), then call
// lowerHashCostAgain().
import { setHashCostForTests } from "#app/lib/auth/passwords.server.ts";

const testHashCost = { N: 2 ** 10, r: 8, p: 1 } as const;

export function lowerHashCostAgain(): void {
  setHashCostForTests(testHashCost);
}

lowerHashCostAgain();
