// What loads when, read from the build: rules that lived in comments, checked on
// dist/meta.json. A visitor's page loads boot.js, then each widget's own chunk and React's door
// (src/ui/react-root.tsx), with the chunks they import statically: its first load. What only
// some visitors need (a pop-up, the map, the photo viewer, the menu's carousel, the sanitizer,
// the CMS bridge) is fetched when asked for, never with the page.
import { describe, expect, it } from 'vitest';
import { type ChunkMap, chunkHolding, chunkOf, reach, readChunkMap } from '../support/chunk-map';

const map: ChunkMap = readChunkMap();
const BOOT = 'dist/boot.js';

/** The chunks a widget's page fetches before anyone clicks: boot's, each widget's, React's. */
function firstLoad() {
  const widgetChunks = (map.outputs[BOOT]?.imports ?? [])
    .filter((entry) => entry.kind === 'dynamic-import')
    .map((entry) => entry.path)
    .filter((path) => map.outputs[path]?.entryPoint?.startsWith('widgets/'));
  return reach(map, [BOOT, ...widgetChunks, chunkOf(map, 'src/ui/react-root.tsx')]);
}

/** "a > b > c": how a chunk came to be loaded. */
const chain = (path: string[]) => path.map((chunk) => chunk.replace(/^dist\//, '')).join(' > ');

/** The modules of `chunk` that match `pattern`. */
const modulesOf = (chunk: string, pattern: RegExp) =>
  Object.keys(map.outputs[chunk]?.inputs ?? {}).filter((input) => pattern.test(input));

describe('the chunk map', () => {
  it('boot.js imports nothing statically: every other chunk is asked for', () => {
    const statics = (map.outputs[BOOT]?.imports ?? []).filter(
      (entry) => entry.kind === 'import-statement',
    );
    expect(
      statics.map((entry) => entry.path),
      'boot.js imports these statically',
    ).toEqual([]);
  });

  it('no first load holds a pop-up kind, the map, the photo viewer, keen-slider, DOMPurify or the bridge', () => {
    const lazyOnly: [string, RegExp][] = [
      ['a pop-up kind', /^widgets\/popups\/kinds\//],
      ['the map (Leaflet)', /^node_modules\/leaflet\//],
      ['the photo viewer', /^widgets\/popups\/kinds\/photos\/PhotoViewer/],
      ['keen-slider', /^node_modules\/keen-slider\//],
      ['DOMPurify', /^node_modules\/dompurify\//],
      ['the CMS bridge', /^src\/bridge\//],
    ];
    const loaded = firstLoad();
    expect(loaded.size).toBeGreaterThan(5);
    const found = lazyOnly.flatMap(([what, pattern]) =>
      [...loaded].flatMap(([chunk, path]) =>
        modulesOf(chunk, pattern).map(
          (input) => `${what} (${input}) is in a page's first load: ${chain(path)}`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it('each of them is built, in a chunk of its own that something asks for lazily', () => {
    for (const input of [
      'widgets/popups/kinds/news/NewsPopup.tsx',
      'widgets/popups/kinds/event/EventMap.tsx',
      'widgets/popups/kinds/photos/PhotoViewer.tsx',
      'src/bridge/start.ts',
    ]) {
      const chunk = chunkHolding(map, input);
      expect(chunk, `${input} is built`).toBeDefined();
      expect(firstLoad().has(chunk ?? ''), `${input} is lazy`).toBe(false);
    }
  });

  it('language catalogs are fetched only on their page: nothing imports them statically', () => {
    for (const catalog of ['src/i18n/fr.ts', 'src/i18n/ar.ts']) {
      const chunk = chunkHolding(map, catalog);
      expect(chunk, `${catalog} is built`).toBeDefined();
      const importers = Object.entries(map.outputs)
        .filter(([, output]) =>
          output.imports.some((entry) => entry.path === chunk && entry.kind === 'import-statement'),
        )
        .map(([path]) => path);
      expect(importers, `${catalog} is imported statically by`).toEqual([]);
      expect(modulesOf(chunk ?? '', /^src\/i18n\/(fr|ar)\.ts$/)).toEqual([catalog]);
    }
  });

  it('the widget inspector is reachable only through the bridge, never from a visitor’s page', () => {
    const inspector = chunkHolding(map, 'src/bridge/inspector.ts');
    expect(inspector, 'the inspector is built').toBeDefined();
    const bridge = chunkOf(map, 'src/bridge/start.ts');
    // Everything a visitor's page could ever fetch, clicks included, but not the bridge.
    const visitor = reach(map, [BOOT], { lazy: true, skip: [bridge] });
    expect(visitor.size).toBeGreaterThan(10);
    expect(visitor.has(inspector ?? ''), chain(visitor.get(inspector ?? '') ?? [])).toBe(false);
    // And the bridge does reach it.
    expect(reach(map, [bridge], { lazy: true }).has(inspector ?? '')).toBe(true);
  });
});
