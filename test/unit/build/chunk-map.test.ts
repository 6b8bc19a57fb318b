// @vitest-environment node
// What loads when, read from the build: the chunk layout of build/chunks.json, and rules that
// lived in comments, checked on esbuild's metafile (build.mjs's options, built in memory). A
// visitor's page loads boot.js, then each widget's own chunk and React's door
// (src/ui/react-root.tsx), with the chunks they import statically: its first load. What only
// some visitors need (a pop-up, the map, the photo viewer, the menu's carousel, the sanitizer,
// the CMS bridge) is fetched when asked for, never with the page, and then with its whole
// static graph at once (build/preload.mjs).
import { beforeAll, describe, expect, it } from 'vitest';
import { CHUNKS, declaredChunk, matchesGlob } from '../../../build/chunks.mjs';
import {
  addPreloads,
  firstLoadGaps,
  PRELOAD,
  preloadingChunks,
  staticGraph,
} from '../../../build/preload.mjs';
import {
  buildChunkMap,
  type ChunkMap,
  chunkHolding,
  chunkOf,
  reach,
} from '../../support/chunk-map';

let map: ChunkMap;
const BOOT = 'dist/boot.js';

beforeAll(async () => {
  map = await buildChunkMap();
}, 60_000);

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
const short = (chunk: string) => chunk.replace(/^dist\//, '');

/** The JavaScript files built, each with the modules it holds. */
const jsOutputs = () =>
  Object.entries(map.outputs)
    .filter(([path]) => path.endsWith('.js'))
    .map(([path, output]) => ({ path, modules: Object.keys(output.inputs) }));

/** Each named chunk's modules, and the file built for it: its entry's, or the one holding most. */
function builtChunks() {
  const outputs = jsOutputs();
  return Object.entries(CHUNKS).map(([name, rule]) => {
    const placed = outputs.flatMap(({ path, modules }) =>
      modules
        .filter((module) => declaredChunk(module) === name)
        .map((module) => ({ module, path })),
    );
    const count = (path: string) => placed.filter((entry) => entry.path === path).length;
    const home = rule.entry
      ? outputs.find(({ path }) => map.outputs[path]?.entryPoint === rule.entry)?.path
      : [...new Set(placed.map((entry) => entry.path))].sort((a, b) => count(b) - count(a))[0];
    return { name, rule, placed, home };
  });
}

describe('the chunk layout (build/chunks.json)', () => {
  it('each named chunk is built, and its every glob names a module of the build', () => {
    const modules = Object.keys(map.inputs ?? {});
    const empty = builtChunks().flatMap(({ name, rule, home }) => [
      ...(home
        ? []
        : [
            rule.entry
              ? `chunk '${name}' has no file of its own: nothing asks for ${rule.entry} by import()`
              : `chunk '${name}' is not built`,
          ]),
      ...rule.modules
        .filter((glob) => !glob.startsWith('!'))
        .filter(
          (glob) =>
            !modules.some((module) => declaredChunk(module) === name && matchesGlob(glob, module)),
        )
        .map((glob) => `chunk '${name}': ${glob} names no module of the build`),
    ]);
    expect(empty).toEqual([]);
  });

  it('every module of a named chunk is in that chunk’s file, and no file holds two named chunks', () => {
    const chunks = builtChunks();
    const misplaced = chunks.flatMap(({ name, placed, home }) =>
      placed
        .filter((entry) => entry.path !== home)
        .map(({ module, path }) => {
          const beside = jsOutputs()
            .find((output) => output.path === path)
            ?.modules.filter((other) => other !== module && !other.startsWith('chunk-anchor:'))
            .slice(0, 3);
          return `${module} is declared in chunk '${name}' (${home ? short(home) : 'not built'}) but is built into ${short(path)}${beside?.length ? `, beside ${beside.join(', ')}` : ''}`;
        }),
    );
    const mixed = jsOutputs().flatMap(({ path, modules }) => {
      const names = [...new Set(modules.map(declaredChunk).filter(Boolean))];
      return names.length > 1 ? [`${short(path)} holds the chunks ${names.join(', ')}`] : [];
    });
    expect([...misplaced, ...mixed]).toEqual([]);
  });

  it('no first load holds a lazy chunk (a pop-up kind, the map, the viewer, the slider, the sanitizer, the bridge, a language)', () => {
    const loaded = firstLoad();
    expect(loaded.size).toBeGreaterThan(5);
    const found = builtChunks()
      .filter(({ rule }) => rule.lazy)
      .flatMap(({ name, placed }) =>
        placed
          .filter(({ path }) => loaded.has(path))
          .map(
            ({ module, path }) =>
              `chunk '${name}' is lazy, but ${module} is in a page's first load: ${chain(loaded.get(path) ?? [])}`,
          ),
      );
    expect(found).toEqual([]);
  });
});

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

describe('the media worker (src/media/answer-worker.ts)', () => {
  it('is in no chunk of the page: it is a script of its own, and in a page it would take its onmessage', () => {
    expect(chunkHolding(map, 'src/media/answer-worker.ts')).toBeUndefined();
    // The page's side of it is, with the JSONP transport that hands it long answers.
    expect(chunkHolding(map, 'src/media/off-thread.ts')).toBe(
      chunkHolding(map, 'src/media/jsonp.ts'),
    );
  });
});

describe('preloading with a chunk a click loads (build/preload.mjs)', () => {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const entry = (chunk: string) => map.outputs[chunk]?.entryPoint ?? short(chunk);

  /** The chunks each `import()` of `chunk`'s code (as build.mjs writes it) preloads, by target. */
  function preloadedBy(chunk: string) {
    const code: string = addPreloads(
      map,
      chunk,
      map.code?.[chunk] ?? '',
      `function ${PRELOAD}(){}`,
    );
    return (map.outputs[chunk]?.imports ?? [])
      .filter((entry) => entry.kind === 'dynamic-import')
      .map(({ path: target }) => {
        const call = `import\\("\\./${literal(target.split('/').pop() ?? '')}"\\)`;
        const calls = [
          ...code.matchAll(new RegExp(`(${PRELOAD}\\()?${call}(,"([\\w ]*)"\\))?`, 'g')),
        ];
        const lists = calls.map((match) =>
          (match[3] ?? '')
            .split(' ')
            .filter(Boolean)
            .map((hash) => `dist/chunks/chunk-${hash}.js`),
        );
        return { target, calls: calls.length, lists };
      });
  }

  it("every import() of a chunk a click loads asks for its target's whole static graph with it", () => {
    const chunks = preloadingChunks(map, BOOT);
    expect(chunks).toContain(chunkOf(map, 'widgets/popups/host/Host.tsx'));
    expect(chunks).not.toContain(chunkOf(map, 'widgets/popups/Popups.tsx'));
    const late = chunks.flatMap((chunk) => {
      const here = staticGraph(map, chunk).add(chunk);
      return preloadedBy(chunk).flatMap(({ target, calls, lists }) => {
        if (calls === 0) return [`${short(chunk)}: no import() of ${short(target)} found`];
        return lists.flatMap((list) =>
          [...staticGraph(map, target)]
            .filter((needed) => !here.has(needed) && !list.includes(needed))
            .map(
              (needed) =>
                `${entry(chunk)} > ${entry(target)}: ${short(needed)} is asked for only once ${short(target)} has arrived`,
            ),
        );
      });
    });
    expect(late).toEqual([]);
  });

  it("the photo viewer's share button leaves with the viewer, and nothing loaded is asked for again", () => {
    const host = chunkOf(map, 'widgets/popups/host/Host.tsx');
    const viewer = chunkOf(map, 'widgets/popups/kinds/photos/PhotoViewer.tsx');
    const share = chunkHolding(map, 'widgets/popups/share/ShareButton.tsx') ?? '';
    const site = preloadedBy(host).find(({ target }) => target === viewer);
    expect(site?.lists).toEqual([expect.arrayContaining([share])]);
    // Not the host's own graph (React, the media client...): it has run.
    for (const loaded of staticGraph(map, host)) expect(site?.lists[0]).not.toContain(loaded);
  });

  it("a first-load chunk preloads nothing (it is paid for on every page); these of its import()s wait for their target's shared chunks", () => {
    const gaps = firstLoadGaps(map, BOOT).map(
      ({ importer, target }) => `${entry(importer)} > ${entry(target)}`,
    );
    // The pop-ups' first open: off the media pages, the host asks for the media client and the
    // formats once it has arrived (src/ui/tabbable.ts it asks for by import(), focus-wrap.ts). The
    // helper and list would add 174 B gzip to the pop-ups chunk of every media page, which are at
    // their budget.
    expect(gaps).toEqual(['widgets/popups/Popups.tsx > widgets/popups/host/Host.tsx']);
  });
});
