import { readConfig } from './config';
import { log } from './log';
import { createMountRuntime, type MountRuntime } from './runtime';
import { schema } from './schema';
import { createPageStore, type PageStore } from './store/store';
import type { AnyWidgetDefinition } from './types';

export interface Booted {
  runtime: MountRuntime;
  store: PageStore;
}

let booted: Booted | null = null;

/**
 * Starts the bundle on the page: reads the config, creates the page store and mounts the
 * widgets of the catalog. Safe to call twice: the second call returns the first result.
 */
export function boot(widgets: readonly AnyWidgetDefinition[]): Booted {
  if (booted) return booted;
  const { config } = readConfig(document);
  const store = createPageStore();
  const runtime = createMountRuntime({ widgets, config, store });
  booted = { runtime, store };
  // Its own chunk, fetched only when configured: a page without a tag manager requests nothing.
  if (config.tagManagerId) {
    import('../tag-manager/tag-manager').then(
      ({ scheduleTagManager }) => scheduleTagManager(config, schema),
      (error) => log.error('the tag manager could not load:', error),
    );
  }
  // CMS embedding mode: all of the bridge and inline editing is its own chunk, requested only
  // inside a frame (docs/cms-bridge.md); a visitor's page never downloads it.
  if (window.parent !== window) {
    import('../bridge/start').then(
      ({ startBridge }) => startBridge({ config, store, log, schema, widgets }),
      (error) => log.error('the CMS bridge could not load:', error),
    );
  }
  if (document.readyState === 'loading') {
    // DOMContentLoaded comes once, and start() uses no `this`: the shortest listener will do.
    document.addEventListener('DOMContentLoaded', runtime.start);
  } else {
    runtime.start();
  }
  return booted;
}
