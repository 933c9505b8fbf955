// The seeds the fuzz test (fuzz.test.ts) keeps in CI (FAULT_TESTS=1). A seed stays here for good:
// every seed that ever found something (by `npm run fuzz`, or in an earlier CI that drew seeds at
// random). What a seed found is said in words, so a reader knows what it guards.
//
// CI replays what each seed found, not its whole search: `replay` lists fast-check paths, each a
// run's number (counted from 0) and then, for a shrunk request, the shrink steps that reach it.
// A seed names the same requests on every machine (generation depends only on the seed and the
// run's number), so a path is the same request wherever it runs, and it costs one request instead
// of the thousands before it. The search itself is still there: FUZZ_SEED=<seed> replays a seed's
// first `runs` requests (docs/operations.md). (`npm test` without FAULT_TESTS runs seed 272026,
// for 2,000 requests; CI runs those too.)
export type FuzzSeed = {
  seed: number;
  /** The runs that reached what it found: FUZZ_SEED=<seed> replays them all. */
  runs: number;
  /** The fast-check paths CI replays: the requests that found it (see the head of the file). */
  replay: readonly string[];
  found: string;
};

export const FUZZ_SEEDS: readonly FuzzSeed[] = [
  {
    seed: 1_010_183_323,
    runs: 8_000,
    // Run 7,801 (from 0) sent Host "0-0.0"; fast-check shrank it to Host ".0" (GET /), the second path.
    replay: ["7801", "7801:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:5:3:2:6:6"],
    found: "a Host header of '.0' answered 500: a host name ending in a number is read as an IPv4 address, so server/refusals.ts asks URL.canParse too",
  },
  {
    seed: 254_579_394,
    runs: 20_000,
    // Every run of its 20,000 that posts a form as its page does while asking for gzip or br
    // (Accept-Encoding): the requests whose stored rows the test's old reading missed. Listed by
    // generating the seed's requests without a server (fc.sample with the seed) and keeping those
    // with a form and "gzip" or "br" in Accept-Encoding. A server run of its first 8,500 requests
    // stored a submission after a compressed answer 15 times, each at a run of this list.
    replay: [
      612, 770, 1010, 1082, 1165, 1471, 1657, 2025, 2583, 2916, 3104, 3253, 3392, 3438, 3721, 3850, 5195, 5332, 5583, 5799, 6160, 6208, 6257, 6412, 6435, 6462, 7206, 7603, 7676,
      7928, 8493, 8667, 9441, 9581, 10160, 10357, 10397, 10510, 10693, 10743, 10966, 11344, 11420, 12075, 12297, 12459, 12929, 13158, 14141, 14327, 14343, 14457, 14996, 15384,
      15593, 15757, 15847, 16171, 16615, 17342, 17582, 17622, 17851, 17973, 18238, 19401, 19407, 19416, 19429, 19820,
    ].map(String),
    found:
      "two stored submissions counted as unanswered: their answers were compressed (the fuzz sent Accept-Encoding: gzip or br) and read as text, so no Reference ID was seen. The server was right; the test now reads answers decompressed and matches each stored row to the Reference ID its client got",
  },
];
