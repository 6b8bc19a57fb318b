// `npm run bench`: bundle sizes (gzip -9) per chunk and per widget, and what each demo page
// really loads and how it behaves in Chromium. Prints tables and writes bench/results.json.
// Run after `node build.mjs` (the npm script does both). Each part lives in a module of its
// own; this file keeps their order (the printed sections follow it) and the exit code.
import { batteryFiles, runBattery } from './battery.mjs';
import { budgetRows, growthBudgetRows, overBudget } from './budget-check.mjs';
import { GROWTH } from './budgets.mjs';
import { chunkSizes, moduleCosts, widgetSizes } from './bytes.mjs';
import { measureGrowth } from './growth.mjs';
import { lighthouseOver, runLighthouse, runWordPressLighthouse } from './lighthouse-report.mjs';
import { measureLoadMoreRuns } from './load-more.mjs';
import { measureMenuOpen } from './menu-open.mjs';
import { measurePages } from './pages.mjs';
import { measurePopups } from './popups.mjs';
import * as report from './report.mjs';
import { measureWordPressMedia } from './wordpress.mjs';
import { measureWordPressLoad } from './wordpress-load.mjs';

// `npm run bench -- --lighthouse-runs=1`: fewer Lighthouse runs per page (default 3, after one
// unmeasured run; 0 leaves Lighthouse out). `--lighthouse-only`: Lighthouse alone, its figures
// replacing those in bench/results.json. `--growth-runs=1`, `--growth-only`: the same for the
// growth figures (bench/growth.mjs, some 10 minutes with 3 runs), with Lighthouse on every demo
// page at the growth factor (`--lighthouse-runs` runs).
const args = process.argv.slice(2);
/** The whole number of `--{name}=N`, or 3. */
const runsOption = (name) => {
  const arg = args.find((candidate) => candidate.startsWith(`--${name}=`));
  const runs = arg ? Number(arg.slice(name.length + 3)) : 3;
  if (!Number.isInteger(runs) || runs < 0) {
    throw new Error(`--${name} takes a whole number, not ${arg}`);
  }
  return { arg, runs };
};
const lighthouseOption = runsOption('lighthouse-runs');
const growthOption = runsOption('growth-runs');
const lighthouseRuns = lighthouseOption.runs;
const growthRuns = growthOption.runs;
const lighthouseOnly = args.includes('--lighthouse-only');
const growthOnly = args.includes('--growth-only');
const known = [lighthouseOption.arg, growthOption.arg, '--lighthouse-only', '--growth-only'];
const unknown = args.filter((arg) => !known.includes(arg));
if (unknown.length) throw new Error(`bench/run.mjs: unknown arguments ${unknown.join(' ')}`);

if (lighthouseOnly) {
  const lighthouse = await runLighthouse(lighthouseRuns);
  const wordpressLighthouse = await runWordPressLighthouse(lighthouseRuns);
  await report.mergeLighthouseResults({ lighthouse, wordpressLighthouse });
  const overPages = lighthouseOver(lighthouse, wordpressLighthouse);
  if (overPages.length) console.log(`\nOVER budget: Lighthouse on ${overPages.join(', ')}`);
  process.exit(overPages.length ? 1 : 0);
}

if (growthOnly) {
  const growth = await measureGrowth({ runs: Math.max(1, growthRuns) });
  report.printGrowth(growth);
  report.printGrowthLoadMore(growth);
  growth.lighthouse = await runLighthouse(Math.max(1, lighthouseRuns), GROWTH.factor);
  const budgets = growthBudgetRows(growth);
  report.printBudgets(budgets);
  await report.mergeGrowthResults(growth, budgets);
  const over = overBudget(budgets);
  if (over.length) console.log(`\nOVER budget: ${over.join('; ')}`);
  process.exit(over.length ? 1 : 0);
}

// The battery runs last: a battery file listed but missing stops the bench here, not minutes in.
batteryFiles();

const chunks = await chunkSizes();
report.printChunks(chunks);
const widgets = widgetSizes(chunks);
report.printWidgets(widgets);
const modules = await moduleCosts();
report.printModules(modules);

const pages = await measurePages(chunks);
report.printPages(pages);
const wordpress = await measureWordPressMedia();
report.printWordPress(wordpress, pages);
// The media service through WordPress under load: some 3 minutes.
const wordpressLoad = await measureWordPressLoad();
report.printWordPressLoad(wordpressLoad);

// Lighthouse: every demo page, mobile, median of 3 runs after an unmeasured one.
const lighthouse = lighthouseRuns > 0 ? await runLighthouse(lighthouseRuns) : null;
const wordpressLighthouse =
  lighthouseRuns > 0 ? await runWordPressLighthouse(lighthouseRuns) : null;

const loadMore = await measureLoadMoreRuns();
report.printLoadMore(loadMore);
// Growth: the same widgets on up to 16 times the data.
const growth = growthRuns > 0 ? await measureGrowth({ runs: growthRuns }) : null;
if (growth) {
  report.printGrowth(growth);
  report.printGrowthLoadMore(growth);
  // Every demo page again with a year of content: the same Lighthouse budgets.
  if (lighthouseRuns > 0) growth.lighthouse = await runLighthouse(lighthouseRuns, GROWTH.factor);
}
const popups = await measurePopups(chunks, pages);
report.printPopups(popups);
const menuOpen = await measureMenuOpen();
report.printMenuOpen(menuOpen);
const battery = runBattery();
report.printBattery(battery);

const figures = { chunks, pages, wordpress, lighthouse, wordpressLighthouse };
const budgets = budgetRows({
  ...figures,
  loadMore,
  popups,
  menuOpen,
  battery,
  growth,
  wordpressLoad,
});
report.printBudgets(budgets);

await report.writeResults({
  chunks,
  widgets,
  modules,
  pages,
  wordpress,
  wordpressLoad,
  lighthouse,
  wordpressLighthouse,
  loadMore,
  growth,
  menuOpen,
  popups,
  battery,
  budgets,
});
// The bench says no: a figure past its budget makes `npm run bench` fail.
const over = overBudget(budgets);
if (over.length) {
  console.log(`\nOVER budget: ${over.join('; ')}`);
  process.exitCode = 1;
}
