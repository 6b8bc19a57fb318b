import type { TestProject } from 'vitest/node';
import { startDemo } from '../../../demo/app.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminUrl: string;
    attackerUrl: string;
  }
}

/** Starts the real demo server on free ports once for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const demo = await startDemo({ port: 0, adminPort: 0 });
  project.provide('baseUrl', demo.url);
  project.provide('adminUrl', demo.adminUrl);
  project.provide('attackerUrl', demo.attackerUrl);
  return () => demo.close();
}
