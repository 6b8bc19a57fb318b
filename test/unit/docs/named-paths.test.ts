// Every repository path a comment, a README or docs/ names exists, so a reader sent to a file
// finds it (issue #49: comments had named src/ui/load-once.ts and src/boot.ts long after they
// moved).
//
// What counts as a path: one of the project's top folders (src, widgets, test, bench, demo,
// integrations, docs) right after a `/`, then one or more `/segment`s of letters, digits and
// `_ . - * < >` or a `{a,b}`, not preceded by a letter, digit, `.`, `/`, `@`, `$` or `-` (so neither a
// relative import, `../../src/i18n`, nor a URL's path, nor `${dir}/src`). It exists when it is:
// - a tracked file or folder (a trailing `/` or `.` is punctuation, not part of it);
// - a module named without its extension (`src/format/calendar-days`: .ts, .tsx, .mjs or .js);
// - a pattern that some tracked path fits: `*` and `<name>` / `NAME` stand for a segment or part
//   of one, `**` for any folders, `{a,b}` for each of a and b.
// Not a path: a name git ignores (a run's output: bench/results.json, bench/battery-results/),
// and a regular expression's flags (`/school site widgets/i`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const git = (...args: string[]) =>
  execFileSync('git', args, { maxBuffer: 64 * 1024 * 1024 })
    .toString()
    .split('\n')
    .filter(Boolean);

const TOP = ['src', 'widgets', 'test', 'bench', 'demo', 'integrations', 'docs'];
const SCANNED = [...TOP, 'build.mjs', 'README.md'];
const TEXT = /\.(ts|tsx|mjs|js|cjs|md|php|css|html|json|yml|yaml|xml|txt|sh|dist)$/;
// Recorded service answers are data, not prose; this file names stale paths as examples.
const DATA = /^test\/fixtures\/|^test\/vectors\/|^test\/unit\/docs\/named-paths\.test\.ts$/;

const PATH = new RegExp(
  String.raw`(?<![\w./@$-])(?:${TOP.join('|')})(?:/(?:[\w.*<>-]|\{[\w.,*-]+\})+)+`,
  'g',
);
const REGEX_FLAGS = /^[a-z]+\/[dgimsuvy]{1,3}$/;

const tracked = git('ls-files', '-co', '--exclude-standard');
const trackedSet = new Set(tracked);
const folders = new Set(
  tracked.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i).join('/'))),
);
const everything = [...trackedSet, ...folders];

/** `a/{b,c}/d` as `a/b/d` and `a/c/d`. */
function expandBraces(path: string): string[] {
  const match = path.match(/\{([^{}]*)\}/);
  if (!match || match.index === undefined) return [path];
  const [whole, inner = ''] = match;
  const before = path.slice(0, match.index);
  const after = path.slice(match.index + whole.length);
  return inner.split(',').flatMap((part) => expandBraces(before + part + after));
}

const WILDCARDS: Record<string, string> = { '**': '.*', '*': '[^/]*' };
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split(/(\*\*|\*|<[^>]+>|\bNAME\b)/)
      .map((part, i) =>
        i % 2 ? (WILDCARDS[part] ?? '[^/]+') : part.replace(/[.+?^$()|[\]\\{}]/g, '\\$&'),
      )
      .join('')}$`,
  );

function exists(path: string): boolean {
  if (trackedSet.has(path) || folders.has(path)) return true;
  if (['.ts', '.tsx', '.mjs', '.js'].some((ext) => trackedSet.has(path + ext))) return true;
  if (/[*<]|\bNAME\b/.test(path)) {
    const pattern = patternOf(path);
    return everything.some((file) => pattern.test(file));
  }
  return false;
}

/** Each path named in the scanned files, with the files that name it. */
function namedPaths(): Map<string, Set<string>> {
  const named = new Map<string, Set<string>>();
  const files = git('ls-files', '-co', '--exclude-standard', ...SCANNED).filter(
    (file) => TEXT.test(file) && !DATA.test(file),
  );
  for (const file of files) {
    for (const [match] of readFileSync(file, 'utf8').matchAll(PATH)) {
      const path = match.replace(/[./]+$/, '');
      if (REGEX_FLAGS.test(path)) continue;
      for (const one of expandBraces(path)) {
        if (!named.has(one)) named.set(one, new Set());
        named.get(one)?.add(file);
      }
    }
  }
  return named;
}

describe('given the paths the comments, the READMEs and docs/ name', () => {
  const named = namedPaths();
  const missing = [...named.keys()].filter((path) => !exists(path));
  // A name git ignores is a run's output (git check-ignore exits 1 when none is); a folder's
  // rule (`bench/battery-results/`) matches the name with its slash.
  let ignored: string[] = [];
  try {
    const asked = missing.flatMap((path) => [path, `${path}/`]);
    if (missing.length) ignored = git('check-ignore', '--no-index', ...asked);
  } catch {}

  it('finds a few hundred of them (296 when this test was written)', () => {
    expect(named.size).toBeGreaterThan(250);
  });

  it('each is in the repository', () => {
    const stale = missing
      .filter((path) => !ignored.includes(path) && !ignored.includes(`${path}/`))
      .map((path) => `${path} (named in ${[...(named.get(path) ?? [])].join(', ')})`);
    expect(stale).toEqual([]);
  });
});
