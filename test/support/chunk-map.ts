// The build's chunk map (esbuild's metafile): which chunk holds a module, which chunks a chunk
// imports, statically or lazily. The chunk-map test (../unit/build/chunk-map.test.ts) builds it
// in memory with build.mjs's options; the e2e tests of what loads when
// (../e2e/reliability/chunk-preload.test.ts, ../e2e/inspector/) read dist/meta.json, which
// `node build.mjs` wrote before they run.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import * as esbuild from 'esbuild';
import { options } from '../../build/options.mjs';

interface Output {
  entryPoint?: string;
  imports: { path: string; kind: string }[];
  inputs: Record<string, unknown>;
}

export interface ChunkMap {
  inputs?: Record<string, unknown>;
  outputs: Record<string, Output>;
  /** Each built file's text by its path (dist/...), from `buildChunkMap` only. */
  code?: Record<string, string>;
}

export const readChunkMap = (): ChunkMap => JSON.parse(readFileSync('dist/meta.json', 'utf8'));

/**
 * The chunks of build.mjs's options, built in memory: no dist/ needed, none written (the files'
 * text is in `code`, before build.mjs's rewrites). Without the
 * side-effect imports of esbuild's helper-only chunk, which build.mjs drops from the files
 * (dropHelperOnlyImports).
 */
export async function buildChunkMap(): Promise<ChunkMap> {
  const build = { ...options, metafile: true as const, write: false, logLevel: 'error' as const };
  const result = await esbuild.build(build);
  const metafile: ChunkMap = result.metafile;
  metafile.code = Object.fromEntries(
    (result.outputFiles ?? []).map((file) => [
      relative(process.cwd(), file.path).split(sep).join('/'),
      file.text,
    ]),
  );
  const { outputs } = metafile;
  const helperOnly = (path: string) => Object.keys(outputs[path]?.inputs ?? {}).length === 0;
  for (const output of Object.values(outputs)) {
    output.imports = output.imports.filter(
      (entry) => entry.kind !== 'import-statement' || !helperOnly(entry.path),
    );
  }
  return metafile;
}

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
