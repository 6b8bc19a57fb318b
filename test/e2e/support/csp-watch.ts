import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

// Content-Security-Policy violations, seen two ways: the reports every demo page sends to the
// demo server (`report-uri /csp-report`, demo/csp.mjs), which cover every page of every test
// however it was opened; and, in contexts made by openPage, the `securitypolicyviolation`
// events of the page itself, which arrive before the test ends. setup-csp.ts fails any test
// that leaves one behind; a test that causes a violation on purpose takes its own first.

/** A violation as the page's event describes it (the same fields as the server's reports). */
export interface PageViolation {
  directive: string;
  blockedUri: string;
  documentUri: string;
  sample: string;
  source: string;
}

/** A report as the browser POSTed it (application/csp-report), kept by the demo server. */
export type CspReport = Record<string, unknown> & {
  'document-uri'?: string;
  'effective-directive'?: string;
  'blocked-uri'?: string;
};

export interface ReportFilter {
  /** A substring of the report's document-uri. */
  documentUri?: string;
  /** A prefix of the effective directive, e.g. 'script-src'. */
  directive?: string;
  /** A substring of the URL of the script that caused it. */
  sourceFile?: string;
}

const BINDING = '__wgtCspViolation';
const seen: PageViolation[] = [];

/** Collects the securitypolicyviolation events of every frame of every page of the context. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: PageViolation) => {
    seen.push(violation);
  });
  await context.addInitScript((binding) => {
    // Capture on window: the event is fired at the element (and bubbles) or at the document.
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (v: PageViolation) => void>)[binding];
        report?.({
          directive: event.effectiveDirective,
          blockedUri: event.blockedURI,
          documentUri: event.documentURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}`,
        });
      },
      true,
    );
  }, BINDING);
}

const matches = (violation: PageViolation, filter: ReportFilter) =>
  (filter.documentUri === undefined || violation.documentUri.includes(filter.documentUri)) &&
  (filter.directive === undefined || violation.directive.startsWith(filter.directive)) &&
  (filter.sourceFile === undefined || violation.source.includes(filter.sourceFile));

/** Removes and returns the page events matching the filter (all of them without one). */
export function takePageViolations(filter: ReportFilter = {}): PageViolation[] {
  const taken = seen.filter((violation) => matches(violation, filter));
  for (const violation of taken) seen.splice(seen.indexOf(violation), 1);
  return taken;
}

const reportUrl = (action = '') => new URL(`/csp-report${action}`, inject('baseUrl')).href;

/** What the demo server holds: HTML pages served under a policy, and reports not yet taken. */
export async function serverReports(): Promise<{
  pages: number;
  received: number;
  expected: number;
  reports: CspReport[];
}> {
  const response = await fetch(reportUrl());
  return response.json();
}

/**
 * Removes and returns the server's reports matching the filter. `expected`: the test caused
 * them on purpose (counted apart from real violations in the server's totals).
 */
export async function takeServerReports(
  filter: ReportFilter,
  { expected }: { expected: boolean },
): Promise<CspReport[]> {
  const response = await fetch(reportUrl('/consume'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...filter, expected }),
  });
  const { reports } = (await response.json()) as { reports: CspReport[] };
  return reports;
}

/**
 * Waits (up to `timeoutMs`) until the server has received at least `count` reports matching the
 * filter, then takes them as expected. Reports are sent by the browser after the fact.
 */
export async function takeExpectedReports(
  filter: ReportFilter,
  count: number,
  timeoutMs = 5000,
): Promise<CspReport[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const pending = (await serverReports()).reports.filter((report) =>
      matchesReport(report, filter),
    );
    if (pending.length >= count || Date.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return takeServerReports(filter, { expected: true });
}

function matchesReport(report: CspReport, filter: ReportFilter) {
  const directive = String(report['effective-directive'] ?? report['violated-directive'] ?? '');
  return (
    (filter.documentUri === undefined ||
      String(report['document-uri'] ?? '').includes(filter.documentUri)) &&
    (filter.directive === undefined || directive.startsWith(filter.directive)) &&
    (filter.sourceFile === undefined ||
      String(report['source-file'] ?? '').includes(filter.sourceFile))
  );
}

/**
 * Chromium checks the policy when it parses an inline event handler attribute, even into an
 * inert document: DOMPurify parsing hostile HTML (`<img onerror=…>`) with DOMParser raises a
 * script-src-attr violation at parseFromString, though nothing runs and the attribute is then
 * removed. This filter matches exactly those: script-src-attr, from the chunk holding DOMPurify
 * (found in esbuild's metafile). A test that feeds such markup on purpose takes them with it.
 */
export function sanitizerParseFilter(documentUri: string): ReportFilter {
  const meta = JSON.parse(readFileSync(join(process.cwd(), 'dist', 'meta.json'), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const chunk = Object.entries(meta.outputs).find(
    ([file, output]) =>
      file.endsWith('.js') &&
      Object.keys(output.inputs).some((input) => input.includes('node_modules/dompurify/')),
  )?.[0];
  if (!chunk) throw new Error('no chunk of dist/ holds DOMPurify');
  return {
    documentUri,
    directive: 'script-src-attr',
    sourceFile: `/widgets/${chunk.replace(/^dist\//, '')}`,
  };
}

/** One line per violation, for a failure message. */
export function describeViolations(page: PageViolation[], server: CspReport[]): string {
  return [
    ...page.map(
      (v) =>
        `in page: ${v.directive} blocked ${v.blockedUri || '(inline)'} on ${v.documentUri} at ${v.source} ${v.sample}`,
    ),
    ...server.map(
      (r) =>
        `report: ${r['effective-directive'] ?? r['violated-directive']} blocked ${r['blocked-uri'] || '(inline)'} on ${r['document-uri']} at ${r['source-file'] ?? ''}:${r['line-number'] ?? ''}:${r['column-number'] ?? ''} ${r['script-sample'] ?? ''}`,
    ),
  ].join('\n');
}
