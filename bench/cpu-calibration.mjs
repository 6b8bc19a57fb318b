// Lighthouse's CPU slowdown, calibrated to this machine's speed at the time of each run.
//
// Lighthouse's simulated throttling multiplies the main-thread work it observed by a constant
// 4x, which "moves a typical run in the high-end desktop bracket somewhere into the mid-tier
// mobile bracket" (Lighthouse, docs/throttling.md, "Calibrating the CPU slowdown"). This
// machine is not one machine: its BenchmarkIndex (Lighthouse's own measure, taken in every run)
// went from 916 to 2,010 within one bench, and the pages' TBT followed it (instagram: 295 ms
// with indexes of 1,037-1,128; publications: 10 ms with 1,356-1,873). A fixed 4x on a slow
// moment emulates a phone slower than Lighthouse's target, on a fast one a faster phone. The
// docs' answer is to calibrate the multiplier from the index; this is the formula of the
// Lighthouse maintainers' calculator (github.com/patrickhulce/lighthouse-cpu-throttling-calculator,
// the one docs/throttling.md links to): 800 -> 2x, 1,300 -> 3x, 1,533 -> 4x, 2,000 -> 6x. It
// is stricter than 4x on a fast moment, and looser on a slow one.

/**
 * The CPU slowdown that makes a host of this BenchmarkIndex emulate Lighthouse's mid-tier phone.
 * @param {number} benchmarkIndex
 * @returns {number} rounded to a tenth, at least 1
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex)) throw new Error('no BenchmarkIndex to calibrate with');
  const slowdown =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(slowdown * 10) / 10);
}
