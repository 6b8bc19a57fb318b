import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A theme takes a hook off with remove_action( 'hook', 'name' ): only a named function can be
// taken off, so every action and filter the plugin adds is one, defined in the same file (issue
// #48). A closure held in a variable is allowed only for a filter added and removed within one
// function (the media service's address let through for one read, includes/media-cache.php).

const PLUGIN = join(import.meta.dirname, '../../../integrations/wordpress/school-site-widgets');

function phpFiles(): string[] {
  return readdirSync(PLUGIN, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.php') && !/(^|\/)(dist|build)\//.test(file))
    .sort();
}

/** The index just past the quoted string that starts at `start`. */
function skipString(source: string, start: number): number {
  const quote = source[start];
  let index = start + 1;
  while (index < source.length && source[index] !== quote) {
    index += source[index] === '\\' ? 2 : 1;
  }
  return index + 1;
}

/** The top-level arguments of the call whose `(` is at `open`, as source text. */
function callArguments(source: string, open: number): string[] {
  const found: string[] = [];
  let depth = 0;
  let from = open + 1;
  for (let index = open; index < source.length; ) {
    const char = source[index] ?? '';
    if (char === "'" || char === '"') {
      index = skipString(source, index);
      continue;
    }
    // A comment's apostrophe opens no string.
    if (source.startsWith('//', index) || char === '#') {
      index = source.indexOf('\n', index);
      continue;
    }
    if (source.startsWith('/*', index)) {
      index = source.indexOf('*/', index) + 2;
      continue;
    }
    if ('([{'.includes(char)) depth += 1;
    if (')]}'.includes(char)) depth -= 1;
    if ((char === ',' && depth === 1) || depth === 0) {
      found.push(source.slice(from, index).trim());
      from = index + 1;
    }
    if (depth === 0) return found;
    index += 1;
  }
  throw new Error(`unclosed call at ${open}`);
}

interface Hook {
  file: string;
  line: number;
  call: string;
  name: string;
  callback: string;
}

function hooks(): Hook[] {
  const found: Hook[] = [];
  for (const file of phpFiles()) {
    const source = readFileSync(join(PLUGIN, file), 'utf8');
    const calls =
      /\b(add_action|add_filter|remove_action|remove_filter|register_(?:de)?activation_hook)\s*\(/g;
    for (const match of source.matchAll(calls)) {
      const line = source.slice(0, match.index).split('\n').length;
      // A call in a comment is an example for a reader, not a hook.
      const lineText = source.split('\n')[line - 1] ?? '';
      if (/^\s*(\*|\/\/)/.test(lineText)) continue;
      const [name = '', callback = ''] = callArguments(source, match.index + match[0].length - 1);
      found.push({ file, line, call: match[1] ?? '', name, callback });
    }
  }
  return found;
}

describe("the plugin's actions and filters", () => {
  const all = hooks();
  const added = all.filter((hook) => !hook.call.startsWith('remove_'));

  it('are found (the scan reads the calls)', () => {
    expect(added.length).toBeGreaterThan(40);
  });

  it('each call a function by its name, never an anonymous function', () => {
    const anonymous = added
      .filter((hook) => /^(static\s+)?(function|fn)\b/.test(hook.callback))
      .map((hook) => `${hook.file}:${hook.line} ${hook.call}( ${hook.name}, ... )`);
    expect(anonymous).toEqual([]);
  });

  it('each named function is defined in the same file, so a reader finds it beside its hook', () => {
    const elsewhere = added
      .filter((hook) => /^'[^']*'$/.test(hook.callback))
      .filter((hook) => !hook.callback.startsWith("'__return_"))
      .filter((hook) => {
        const name = hook.callback.slice(1, -1);
        const source = readFileSync(join(PLUGIN, hook.file), 'utf8');
        return !new RegExp(`^\\s*function ${name}\\s*\\(`, 'm').test(source);
      })
      .map((hook) => `${hook.file}:${hook.line} ${hook.callback}`);
    expect(elsewhere).toEqual([]);
  });

  it('a closure held in a variable only for a filter the same file removes again', () => {
    const kept = added
      .filter((hook) => hook.callback.startsWith('$'))
      .filter(
        (hook) =>
          !all.some(
            (other) =>
              other.file === hook.file &&
              other.call === hook.call.replace('add_', 'remove_') &&
              other.name === hook.name &&
              other.callback === hook.callback,
          ),
      )
      .map((hook) => `${hook.file}:${hook.line} ${hook.callback}`);
    expect(kept).toEqual([]);
  });
});
