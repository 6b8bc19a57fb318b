import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftStore, type StoredDraft } from '../../../src/bridge/drafts';
import { log } from '../../../src/kernel/log';

const KEY = 'wgt-cms-drafts:v1:/';
const draft = (field: string, rev: number, text = `${field} v${rev}`): StoredDraft => ({
  field,
  kind: 'text',
  html: text,
  text,
  rev,
  at: 1_700_000_000_000 + rev,
});

beforeEach(() => sessionStorage.clear());

describe('given an empty draft store over sessionStorage', () => {
  it('keeps every change in sessionStorage at once', () => {
    const store = createDraftStore(sessionStorage, KEY, log);
    store.put(draft('title', store.nextRev('title')));
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? '[]')).toEqual([draft('title', 1)]);
  });

  it('a second store on the same key (the page after a reload) finds the drafts again', () => {
    const first = createDraftStore(sessionStorage, KEY, log);
    for (let change = 1; change <= 50; change++) {
      const field = `field-${change % 5}`;
      first.put(draft(field, first.nextRev(field), `text ${change}`));
    }
    const reloaded = createDraftStore(sessionStorage, KEY, log);
    expect(reloaded.list().map((entry) => [entry.field, entry.text, entry.rev])).toEqual([
      ['field-1', 'text 46', 10],
      ['field-2', 'text 47', 10],
      ['field-3', 'text 48', 10],
      ['field-4', 'text 49', 10],
      ['field-0', 'text 50', 10],
    ]);
    expect(reloaded.nextRev('field-0')).toBe(11);
  });

  it('drafts of another page (another key) stay apart', () => {
    createDraftStore(sessionStorage, KEY, log).put(draft('title', 1));
    expect(createDraftStore(sessionStorage, 'wgt-cms-drafts:v1:/about', log).list()).toEqual([]);
  });
});

describe('given a draft waiting for the admin', () => {
  it('the acknowledgement of its revision drops it, in storage too', () => {
    const store = createDraftStore(sessionStorage, KEY, log);
    store.put(draft('title', 1));
    expect(store.acknowledge('title', 1)).toBe(true);
    expect(store.list()).toEqual([]);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('the late acknowledgement of an older revision keeps the newer change', () => {
    const store = createDraftStore(sessionStorage, KEY, log);
    store.put(draft('title', 1));
    store.put(draft('title', 2));
    expect(store.acknowledge('title', 1)).toBe(false);
    expect(store.get('title')?.rev).toBe(2);
  });

  it('a change with an old revision never replaces a newer one', () => {
    const store = createDraftStore(sessionStorage, KEY, log);
    store.put(draft('title', 3, 'newest'));
    store.put(draft('title', 2, 'older'));
    expect(store.get('title')?.text).toBe('newest');
  });

  it('after an acknowledgement the next revision still grows', () => {
    const store = createDraftStore(sessionStorage, KEY, log);
    store.put(draft('title', 1));
    store.acknowledge('title', 1);
    expect(store.nextRev('title')).toBe(2);
  });
});

describe('given storage that is broken or tampered with', () => {
  it('ignores unreadable JSON with a warning and starts empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(KEY, '{not json');
    expect(createDraftStore(sessionStorage, KEY, log).list()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('drops entries that are not drafts and keeps the good ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(
      KEY,
      JSON.stringify([
        draft('ok', 1),
        { field: 'bad id!', kind: 'text', html: '', text: '', rev: 1, at: 1 },
        { ...draft('x', 1), kind: 'script' },
      ]),
    );
    expect(createDraftStore(sessionStorage, KEY, log).list()).toEqual([draft('ok', 1)]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('keeps drafts in memory when sessionStorage refuses to write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const store = createDraftStore(full, KEY, log);
    store.put(draft('title', 1));
    store.put(draft('title', 2));
    expect(store.get('title')?.rev).toBe(2);
    expect(store.persistent).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('works without any storage', () => {
    const store = createDraftStore(null, KEY, log);
    store.put(draft('title', 1));
    expect(store.list()).toHaveLength(1);
  });
});
