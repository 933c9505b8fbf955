// Lighthouse slows the CPU by a fixed factor (4× for mobile) on top of the machine it runs on. The
// factor is set for a machine of a given speed: Lighthouse's CPU throttling calculator
// (https://lighthouse-cpu-throttling-calculator.vercel.app/, by the Lighthouse team) maps the
// benchmark index Lighthouse reports to the factor that makes that machine behave like the
// reference phone: 4× is right for an index of about 1533, 3× for 1300, 2× for 800. A faster
// machine needs more, a slower one less; PageSpeed Insights itself runs with 1.2× for that reason
// (lighthouse/core/config/lr-mobile-config.js).

/** The CPU slowdown that makes a machine of benchmark index `bi` behave like Lighthouse's phone. */
export function cpuSlowdownFor(bi: number): number {
  if (!Number.isFinite(bi) || bi <= 0) throw new Error(`not a benchmark index: ${bi}`);
  // Piecewise linear through the calculator's points: 150 -> 1, 800 -> 2, 1300 -> 3, then +1 per 233.
  if (bi >= 1300) return 3 + (bi - 1300) / 233;
  if (bi >= 800) return 2 + (bi - 800) / 500;
  if (bi >= 150) return 1 + (bi - 150) / 650;
  return 1; // slower than the phone already: no slowdown at all
}
