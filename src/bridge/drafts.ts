// Every change a CMS editor makes is kept here until the admin acknowledges it. The drafts live
// in sessionStorage (per tab, so they survive a reload of the frame or a lost connection, and
// never leak into another editor's tab) and in memory when storage is unavailable.
import type { Logger } from '../kernel/types';
import { FIELD_ID, MAX_VALUE_LENGTH } from './schema';

export interface StoredDraft {
  field: string;
  kind: 'text' | 'rich';
  html: string;
  text: string;
  /** Revision of the field; only the acknowledgement of this revision drops the draft. */
  rev: number;
  /** Time of the change, ms since epoch. */
  at: number;
}

export interface DraftStore {
  list(): StoredDraft[];
  get(field: string): StoredDraft | undefined;
  /** Keeps a new value of a field (its rev must be higher than the kept one's). */
  put(draft: StoredDraft): void;
  /** Drops the draft when `rev` is still its revision; a newer change stays. */
  acknowledge(field: string, rev: number): boolean;
  /** The revision for the next change of a field. */
  nextRev(field: string): number;
  /** False when sessionStorage refused: drafts are kept in memory only. */
  readonly persistent: boolean;
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.field === 'string' &&
    FIELD_ID.test(draft.field) &&
    (draft.kind === 'text' || draft.kind === 'rich') &&
    typeof draft.html === 'string' &&
    draft.html.length <= MAX_VALUE_LENGTH &&
    typeof draft.text === 'string' &&
    Number.isSafeInteger(draft.rev) &&
    (draft.rev as number) > 0 &&
    typeof draft.at === 'number' &&
    Number.isFinite(draft.at)
  );
}

function load(storage: Storage | null, key: string, log: Logger): Map<string, StoredDraft> {
  const drafts = new Map<string, StoredDraft>();
  let raw: string | null = null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return drafts;
  }
  if (raw === null) return drafts;
  try {
    const parsed: unknown = JSON.parse(raw);
    for (const entry of Array.isArray(parsed) ? parsed : []) {
      if (isStoredDraft(entry)) drafts.set(entry.field, entry);
      else log.warn(`a stored CMS draft was unreadable and is ignored.`);
    }
  } catch {
    log.warn(`the stored CMS drafts were unreadable and are ignored.`);
  }
  return drafts;
}

export function createDraftStore(storage: Storage | null, key: string, log: Logger): DraftStore {
  const drafts = load(storage, key, log);
  // Revisions of acknowledged fields are remembered for this page load so that a late
  // acknowledgement can never match a newer change.
  const lastRev = new Map<string, number>();
  for (const draft of drafts.values()) lastRev.set(draft.field, draft.rev);
  let persistent = storage !== null;

  const save = () => {
    if (!persistent || !storage) return;
    try {
      if (drafts.size === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify([...drafts.values()]));
    } catch (error) {
      persistent = false;
      log.warn(
        `sessionStorage refused the CMS drafts; they are kept in memory only until the admin saves them.`,
        error,
      );
    }
  };

  return {
    list: () => [...drafts.values()],
    get: (field) => drafts.get(field),
    put(draft) {
      if ((lastRev.get(draft.field) ?? 0) >= draft.rev) return;
      lastRev.set(draft.field, draft.rev);
      drafts.set(draft.field, draft);
      save();
    },
    acknowledge(field, rev) {
      if (drafts.get(field)?.rev !== rev) return false;
      drafts.delete(field);
      save();
      return true;
    },
    nextRev: (field) => (lastRev.get(field) ?? 0) + 1,
    get persistent() {
      return persistent;
    },
  };
}

/** window.sessionStorage, or null where reading it throws (blocked storage, sandboxed frame). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
