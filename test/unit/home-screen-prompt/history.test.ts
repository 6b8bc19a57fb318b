import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY } from '../../../widgets/home-screen-prompt/decide';
import {
  clearHistory,
  type HistoryStorage,
  readHistory,
  writeHistory,
} from '../../../widgets/home-screen-prompt/history';
import { HISTORY_KEY } from '../../../widgets/home-screen-prompt/schema';

/** An in-memory storage; `fail` makes the chosen calls throw as a blocked or full one does. */
function fakeStorage(
  initial: Record<string, string> = {},
  fail: Partial<Record<keyof HistoryStorage, boolean>> = {},
) {
  const data = new Map(Object.entries(initial));
  const refuse = (call: keyof HistoryStorage) => {
    if (fail[call]) throw new DOMException('refused', 'SecurityError');
  };
  const storage: HistoryStorage = {
    getItem: (key) => {
      refuse('getItem');
      return data.get(key) ?? null;
    },
    setItem: (key, value) => {
      refuse('setItem');
      data.set(key, String(value));
    },
    removeItem: (key) => {
      refuse('removeItem');
      data.delete(key);
    },
  };
  return { storage, data };
}

describe('given a storage that works', () => {
  it('reads no history before the first write, then what was written', () => {
    const { storage } = fakeStorage();
    expect(readHistory(storage)).toEqual(EMPTY_HISTORY);
    const history = { shows: 1, lastShownAt: 1_772_438_400_000, installed: false };
    expect(writeHistory(storage, history)).toBe(true);
    expect(readHistory(storage)).toEqual(history);
  });

  it('keeps the history under a versioned key', () => {
    const { storage, data } = fakeStorage();
    writeHistory(storage, { shows: 2, lastShownAt: 5, installed: true });
    expect(HISTORY_KEY).toMatch(/:v\d+$/);
    expect(JSON.parse(data.get(HISTORY_KEY) ?? '')).toEqual({
      shows: 2,
      lastShownAt: 5,
      installed: true,
    });
  });

  it('forgets the history on reset', () => {
    const { storage } = fakeStorage({ [HISTORY_KEY]: '{"shows":2,"lastShownAt":5}' });
    clearHistory(storage);
    expect(readHistory(storage)).toEqual(EMPTY_HISTORY);
  });
});

describe('given garbage under the key', () => {
  it.each([
    ['not JSON', '{shows: 2'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '[2, 5]'],
  ])('reads %s as no history', (_, raw) => {
    const { storage } = fakeStorage({ [HISTORY_KEY]: raw });
    expect(readHistory(storage)).toEqual(EMPTY_HISTORY);
  });

  it('keeps the sound fields and drops the bad ones', () => {
    const { storage } = fakeStorage({
      [HISTORY_KEY]: JSON.stringify({ shows: -3, lastShownAt: 'yesterday', installed: 'yes' }),
    });
    expect(readHistory(storage)).toEqual(EMPTY_HISTORY);
    const half = fakeStorage({ [HISTORY_KEY]: JSON.stringify({ shows: 1.5, lastShownAt: 7 }) });
    expect(readHistory(half.storage)).toEqual({ shows: 0, lastShownAt: 7, installed: false });
  });
});

describe('given a storage that is unavailable', () => {
  it('reads null (the widget then stays quiet) when there is no storage at all', () => {
    expect(readHistory(null)).toBeNull();
    expect(writeHistory(null, EMPTY_HISTORY)).toBe(false);
    expect(() => clearHistory(null)).not.toThrow();
  });

  it('reads null when reading throws', () => {
    const { storage } = fakeStorage({}, { getItem: true });
    expect(readHistory(storage)).toBeNull();
  });

  it('reports a refused write (a full or read-only storage) instead of throwing', () => {
    const { storage } = fakeStorage({}, { setItem: true, removeItem: true });
    expect(writeHistory(storage, EMPTY_HISTORY)).toBe(false);
    expect(() => clearHistory(storage)).not.toThrow();
  });
});
