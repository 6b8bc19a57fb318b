// The chunk layout (./chunks.json), read by the build (build.mjs) and by the test that holds the
// built chunks to it (test/unit/build/chunk-map.test.ts).
//
// esbuild has no manual chunks: with `splitting`, a module lands in the chunk of the set of
// entry points (boot, and every `import()`ed module) that reach it, and two modules reached by
// different sets land in different chunks. A lazy chunk is therefore its entry and what only
// that entry reaches: the test checks that nothing else reaches its modules. A shared chunk
// (one with no entry: the widgets' root, the media client) held together only while every
// entry that reached one of its modules reached all of them; widget-root.tsx once re-exported
// four modules to keep it so. `keepChunksTogether` does it for every shared chunk instead: each
// module of one imports the chunk's anchor (a module importing all of them), so whatever reaches
// one module reaches all, and esbuild puts them in one chunk. The imports run no code and add
// no bytes: the modules are in the same chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, relative, sep } from 'node:path';

/**
 * @typedef {{ entry?: string, lazy?: boolean, modules: string[] }} ChunkRule
 * @type {Record<string, ChunkRule>}
 */
export const CHUNKS = JSON.parse(
  readFileSync(new URL('./chunks.json', import.meta.url), 'utf8'),
).chunks;

/** Whether `path` matches `glob`: `*` within a folder, `**` across folders. */
export const matchesGlob = (glob, path) =>
  new RegExp(
    `^${glob
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\/?|\*/g, (star) => (star === '*' ? '[^/]*' : '.*'))}$`,
  ).test(path);

/** Whether `path` matches `globs`: the last glob that matches decides (`!glob` leaves it out). */
function matches(globs, path) {
  let found = false;
  for (const glob of globs) {
    const out = glob.startsWith('!');
    if (matchesGlob(out ? glob.slice(1) : glob, path)) found = !out;
  }
  return found;
}

/** The named chunk that declares `path` (as dist/meta.json names modules), if one does. */
export function declaredChunk(path) {
  return Object.keys(CHUNKS).find((name) => matches(CHUNKS[name].modules, path));
}

const ANCHOR = 'chunk-anchor:';

/** The esbuild plugin that holds each shared chunk's modules together (see the top). */
export const keepChunksTogether = {
  name: 'keep-chunks-together',
  /** @param {import('esbuild').PluginBuild} build */
  setup(build) {
    const shared = (path) => {
      const name = declaredChunk(relative(process.cwd(), path).split(sep).join('/'));
      return name && !CHUNKS[name].entry ? name : undefined;
    };
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const name = shared(args.path);
      if (!name) return undefined;
      const contents = await readFile(args.path, 'utf8');
      // At the end: the module's own imports run first, as they would without it.
      return {
        contents: `${contents}\nimport '${ANCHOR}${name}';\n`,
        loader: extname(args.path).slice(1),
      };
    });
    build.onResolve({ filter: new RegExp(`^${ANCHOR}`) }, (args) => ({
      path: args.path.slice(ANCHOR.length),
      namespace: 'chunk-anchor',
    }));
    build.onLoad({ filter: /.*/, namespace: 'chunk-anchor' }, (args) => {
      const modules = ['src', 'widgets']
        .flatMap((folder) =>
          readdirSync(folder, { recursive: true }).map((file) => `${folder}/${file}`),
        )
        .map((path) => path.split(sep).join('/'))
        .filter((path) => /\.tsx?$/.test(path) && declaredChunk(path) === args.path)
        // Of node_modules, the files it names: CommonJS cannot import the anchor, but a
        // package's inner files are reached only through these.
        .concat(
          CHUNKS[args.path].modules.filter(
            (path) => path.startsWith('node_modules/') && !path.includes('*'),
          ),
        );
      return {
        contents: dependenciesFirst(modules)
          .map((path) => `import './${path}';`)
          .join('\n'),
        resolveDir: process.cwd(),
        loader: 'js',
      };
    });
  },
};

/**
 * `modules` with each one after the modules of the list it imports, in the order it imports
 * them: the order esbuild gives a chunk's code anyway (its first module's imports, depth first).
 * In another order (by name) the anchor would reorder the code: same behaviour, but gzip found
 * 11 B more in the media chunk.
 */
function dependenciesFirst(modules) {
  const listed = new Set(modules);
  const ordered = new Set();
  const visiting = new Set();
  const visit = (path) => {
    if (ordered.has(path) || visiting.has(path)) return;
    visiting.add(path);
    if (!path.startsWith('node_modules/')) {
      for (const [, specifier] of readFileSync(path, 'utf8').matchAll(RELATIVE_IMPORT)) {
        const base = join(dirname(path), specifier).split(sep).join('/');
        const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
        const target = candidates.find((file) => listed.has(file));
        if (target) visit(target);
      }
    }
    ordered.add(path);
  };
  for (const path of modules) visit(path);
  return [...ordered];
}

/** A value import or re-export of a relative path (type-only imports are erased). */
const RELATIVE_IMPORT = /^(?:import|export)(?!\s+type\s)[^'";]*?['"](\.[^'"]+)['"]/gm;
