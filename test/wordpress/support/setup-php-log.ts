import { readFile, stat } from 'node:fs/promises';
import { afterAll, beforeAll, expect, inject } from 'vitest';

// Fails a test file that made PHP log a notice, a warning or an error. WordPress 6.1's own
// deprecations under PHP 8.2 (Requests' ArrayAccess signatures) are WordPress's, not ours, and
// are left out.
const PROBLEM = /PHP (Notice|Warning|Fatal error|Parse error|Recoverable fatal error)/;

let offset = 0;
beforeAll(async () => {
  offset = await stat(inject('wpPhpLog'))
    .then((info) => info.size)
    .catch(() => 0);
});

afterAll(async () => {
  const log = await readFile(inject('wpPhpLog')).catch(() => Buffer.alloc(0));
  const lines = log.subarray(offset).toString('utf8').split('\n');
  expect(lines.filter((line) => PROBLEM.test(line))).toEqual([]);
});
