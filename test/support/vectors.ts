/**
 * The shared vectors (test/vectors/*.json): one file a rule, each case an input and the output
 * both the TypeScript and the PHP port must give for it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const VECTORS_DIR = join(import.meta.dirname, '../vectors');

export interface VectorCase {
  name: string;
  input: unknown;
  expected: unknown;
}

export interface VectorFile {
  /** The rule in words. */
  rule: string;
  /** Where the rule lives in each language. */
  typescript: string;
  php: string;
  /**
   * The words of each page language a case's `lang` names, where the rule shows words: both
   * runners give them to the rule (the PHP as WordPress's translations would), and the TypeScript
   * runner holds them to the bundle's own (Intl's month names, the catalogs).
   */
  languages?: Record<string, LanguageWords>;
  cases: VectorCase[];
}

/** A language's words: the short month names (Jan-Dec), the texts by their English key. */
export interface LanguageWords {
  months: string[];
  messages: Record<string, string>;
}

/** The vector files, by name without '.json'. */
export const vectorNames = (): string[] =>
  readdirSync(VECTORS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

export function readVectors(name: string): VectorFile {
  return JSON.parse(readFileSync(join(VECTORS_DIR, `${name}.json`), 'utf8')) as VectorFile;
}
