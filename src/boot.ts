import { readConfig } from './config/config';
import type { AnyWidgetDefinition } from './mount/define';
import { createMountRuntime, type MountRuntime } from './mount/runtime';
import { createPageStore, type PageStore } from './store/store';

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
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => runtime.start(), { once: true });
  } else {
    runtime.start();
  }
  return booted;
}
