import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startWordPress } from '../../../integrations/wordpress/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    wpUrl: string;
    wpUser: string;
    wpPassword: string;
    wpPhpLog: string;
    wpSiteDir: string;
    /** The demo's services beside it: another origin than the site's. */
    wpDemoUrl: string;
    /** The same site with its admin on another host (TWO_HOSTS; README, "Edit on page"). */
    wpTwoHosts: { url: string; adminUrl: string };
  }
}

const DATA = join(import.meta.dirname, '../../../.wordpress/test');

/**
 * The names under which the test site also answers as a site whose admin is on another host;
 * a test's Chromium maps them to 127.0.0.1 (`--host-resolver-rules`).
 */
const TWO_HOSTS = { site: 'www.school.test', admin: 'admin.school.test' };

/**
 * Starts the WordPress of `npm run wordpress` once for the run, on free ports, from an empty
 * database: every run starts from the same seeded site.
 */
export default async function setup(project: TestProject) {
  const site = await startWordPress({ port: 0, dataDir: DATA, fresh: true, twoHosts: TWO_HOSTS });
  if (!site.twoHosts) throw new Error('startWordPress gave no two-host site');
  console.log(`WordPress ready in ${site.timings.ready} ms at ${site.url}`);
  project.provide('wpUrl', site.url);
  project.provide('wpUser', site.user);
  project.provide('wpPassword', site.password);
  project.provide('wpPhpLog', site.phpLog);
  project.provide('wpSiteDir', join(DATA, 'site'));
  project.provide('wpDemoUrl', site.demoUrl);
  project.provide('wpTwoHosts', site.twoHosts);
  return () => site.close();
}
