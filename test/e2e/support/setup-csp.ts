import { afterAll, afterEach } from 'vitest';
import { recordBattery } from './battery-report';
import {
  describeViolations,
  serverReports,
  takePageViolations,
  takeServerReports,
} from './csp-watch';

// Every end-to-end test runs against pages served with the demo's strict Content-Security-Policy
// (demo/csp.mjs). A violation is a failure: of the test it happened in (in-page events, and
// reports that already reached the server), or of the file (reports that came in late). A test
// that causes a violation on purpose takes its own reports first (csp-watch.ts).

// Browsers send reports after the fact; the file's last test gets this long for its stragglers.
const LATE_REPORT_MS = 300;

afterEach(async () => {
  const page = takePageViolations();
  const server = await takeServerReports({}, { expected: false });
  if (page.length || server.length) {
    throw new Error(`Content-Security-Policy violations:\n${describeViolations(page, server)}`);
  }
});

afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, LATE_REPORT_MS));
  const page = takePageViolations();
  const server = await takeServerReports({}, { expected: false });
  const totals = await serverReports();
  // The demo server lives for the whole run: after the last file these are the run's totals.
  recordBattery('csp', {
    'pages served under CSP (this run)': totals.pages,
    'CSP violations (this run)': totals.received - totals.expected,
    'deliberate violations reported (this run)': totals.expected,
  });
  if (page.length || server.length) {
    throw new Error(
      `Content-Security-Policy violations after the tests:\n${describeViolations(page, server)}`,
    );
  }
});
