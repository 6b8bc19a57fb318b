// The build's chunk map, read from dist/meta.json (esbuild's metafile, written by build.mjs):
// which chunk holds a module, which chunks a chunk imports, statically or lazily. For the tests
// of what loads when (../build/chunk-map.test.ts, ../reliability/chunk-preload.test.ts,
// ../inspector/inspector.test.ts); the e2e project runs after `node build.mjs`.
import { readFileSync } from 'node:fs';

interface Output {
  entryPoint?: string;
  imports: { path: string; kind: string }[];
  inputs: Record<string, unknown>;
}

export interface ChunkMap {
  outputs: Record<string, Output>;
}

export const readChunkMap = (): ChunkMap => JSON.parse(readFileSync('dist/meta.json', 'utf8'));

/** The chunk built for a module that is an entry point (boot, or a lazily imported module). */
export function chunkOf(map: ChunkMap, entryPoint: string): string {
  const chunk = Object.keys(map.outputs).find(
    (path) => path.endsWith('.js') && map.outputs[path]?.entryPoint === entryPoint,
  );
  if (!chunk) throw new Error(`no chunk is built for ${entryPoint}`);
  return chunk;
}

/** The chunk that holds `input` (a source module), if any does. */
export const chunkHolding = (map: ChunkMap, input: string): string | undefined =>
  Object.keys(map.outputs).find(
    (path) => path.endsWith('.js') && Object.keys(map.outputs[path]?.inputs ?? {}).includes(input),
  );

/**
 * Every chunk reachable from `roots` (themselves included), following static imports, and lazy
 * ones too when `lazy`; `skip` lists chunks not entered. Each chunk maps to the chain of
 * chunks that led to it, for a message that says how.
 */
export function reach(
  map: ChunkMap,
  roots: string[],
  { lazy = false, skip = [] as string[] } = {},
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (chunk: string, chain: string[]) => {
    if (found.has(chunk) || skip.includes(chunk)) return;
    const path = [...chain, chunk];
    found.set(chunk, path);
    for (const entry of map.outputs[chunk]?.imports ?? []) {
      if (entry.kind === 'import-statement' || (lazy && entry.kind === 'dynamic-import')) {
        visit(entry.path, path);
      }
    }
  };
  for (const root of roots) visit(root, []);
  return found;
}

/** A chunk's URL on the demo (dist/ is served at /widgets/). */
export const chunkUrl = (path: string) => `/widgets/${path.slice('dist/'.length)}`;

/** The chunk built for `entryPoint`, and every chunk it imports statically, however deep, as URLs. */
export function chunkGraph(entryPoint: string) {
  const map = readChunkMap();
  const chunk = chunkOf(map, entryPoint);
  const graph = reach(map, [chunk]);
  graph.delete(chunk);
  return { chunk: chunkUrl(chunk), imports: [...graph.keys()].map(chunkUrl) };
}
