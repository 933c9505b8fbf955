// The seeds the fuzz test (fuzz.test.ts) replays in CI (FAULT_TESTS=1), each for as many runs as
// it took to find what it found. A seed stays here for good: every seed that ever found something
// (by `npm run fuzz`, or in an earlier CI that drew seeds at random). What a seed found is said in
// words, so a reader knows what it guards. (`npm test` without FAULT_TESTS runs seed 272026.)
export type FuzzSeed = { seed: number; runs: number; found: string };

export const FUZZ_SEEDS: readonly FuzzSeed[] = [
  {
    seed: 1_010_183_323,
    // Its first such Host ("0-0.0") is run 7,802; fast-check shrank it to ".0".
    runs: 8_000,
    found: "a Host header of '.0' answered 500: a host name ending in a number is read as an IPv4 address, so server/refusals.ts asks URL.canParse too",
  },
  {
    seed: 254_579_394,
    runs: 20_000,
    found:
      "two stored submissions counted as unanswered: their answers were compressed (the fuzz sent Accept-Encoding: gzip or br) and read as text, so no Reference ID was seen. The server was right; the test now reads answers decompressed and matches each stored row to the Reference ID its client got",
  },
];
