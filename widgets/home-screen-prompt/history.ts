import { EMPTY_HISTORY, type PromptHistory } from './decide';
import { HISTORY_KEY } from './schema';

/** The part of the Web Storage API the history needs (a fake in tests). */
export type HistoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The page's localStorage, or null where it is unavailable: the getter itself throws when
 * storage is blocked (cookies disabled, some private modes, sandboxed frames).
 */
export function pageStorage(): HistoryStorage | null {
  try {
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The remembered history; null when storage cannot be read (then the widget stays quiet,
 * since it could not keep count). A missing, unparsable or foreign value reads as no history.
 */
export function readHistory(storage: HistoryStorage | null): PromptHistory | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(HISTORY_KEY);
  } catch {
    return null;
  }
  if (raw === null) return EMPTY_HISTORY;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY_HISTORY;
    const { shows, lastShownAt, installed } = value as Record<string, unknown>;
    return {
      shows: Number.isSafeInteger(shows) && (shows as number) > 0 ? (shows as number) : 0,
      lastShownAt:
        typeof lastShownAt === 'number' && Number.isFinite(lastShownAt) ? lastShownAt : null,
      installed: installed === true,
    };
  } catch {
    return EMPTY_HISTORY;
  }
}

/** Saves the history; false when storage refused (full, blocked). */
export function writeHistory(storage: HistoryStorage | null, history: PromptHistory): boolean {
  try {
    storage?.setItem(HISTORY_KEY, JSON.stringify(history));
    return storage !== null;
  } catch {
    return false;
  }
}

/** Forgets the history (the `?resetHomeScreenPrompt` testing aid). */
export function clearHistory(storage: HistoryStorage | null): void {
  try {
    storage?.removeItem(HISTORY_KEY);
  } catch {
    // Nothing remembered that could be cleared.
  }
}
