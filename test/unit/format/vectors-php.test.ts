// @vitest-environment node
// The WordPress plugin's PHP ports of the rules (includes/rules/) against the shared vectors
// (test/vectors, issue 46): test/vectors/run.php runs each file in plain `php` (which CI
// installs) and names every case PHP gets wrong.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readVectors, VECTORS_DIR, vectorNames } from '../../support/vectors';

const RUNNER = join(VECTORS_DIR, 'run.php');

type Failure = { name: string; input: unknown; expected: unknown; actual: unknown };

describe('the PHP ports of the rules', () => {
  it.each(vectorNames())('give every answer of %s.json', (name) => {
    const run = spawnSync('php', [RUNNER, join(VECTORS_DIR, `${name}.json`)], { encoding: 'utf8' });
    expect(run.error).toBeUndefined();
    // PHP's own notices and warnings would be answers the vectors do not hold.
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as { cases: number; failures: Failure[] };
    expect(report.cases).toBe(readVectors(name).cases.length);
    expect(report.failures.map((failure) => failure.name)).toEqual([]);
    expect(run.status).toBe(0);
  });
});
