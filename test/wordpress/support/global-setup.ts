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
  }
}

const DATA = join(import.meta.dirname, '../../../.wordpress/test');

/**
 * Starts the WordPress of `npm run wordpress` once for the run, on free ports, from an empty
 * database: every run starts from the same seeded site.
 */
export default async function setup(project: TestProject) {
  const site = await startWordPress({ port: 0, dataDir: DATA, fresh: true });
  console.log(`WordPress ready in ${site.timings.ready} ms at ${site.url}`);
  project.provide('wpUrl', site.url);
  project.provide('wpUser', site.user);
  project.provide('wpPassword', site.password);
  project.provide('wpPhpLog', site.phpLog);
  project.provide('wpSiteDir', join(DATA, 'site'));
  project.provide('wpDemoUrl', site.demoUrl);
  return () => site.close();
}
