import type { Logger, WidgetsConfig } from '../kernel/types';
import { createMediaClient, type MediaClient } from './client';
import { MediaRequestError } from './error';
import { fetchJson } from './fetch-json';
import { detach } from './flight';
import { jsonp } from './jsonp';
import { OFFLINE_ANSWERS_FORGOTTEN } from './offline-event';
import type { MediaItem } from './types';

/**
 * Widgets give up on a call after this long and offer a retry: long enough for a slow school
 * network, short enough that nobody stares at a skeleton.
 */
export const MEDIA_TIMEOUT_MS = 8_000;

/**
 * Entries kept (answers and items together), oldest used forgotten first. The calendar's one
 * answer lists up to 1000 events, each indexed as an item: the cache holds that and a few
 * dozen list pages besides. The items are the parsed objects the answers already hold, so an
 * entry costs a Map slot, not a copy.
 */
const CAPACITY = 2_000;

/** The service identifies an item by FeedId and Id together; the one key of an item. */
export const itemKey = (item: Pick<MediaItem, 'FeedId' | 'Id'>) => `${item.FeedId}:${item.Id}`;

/**
 * The page's media items: the calls the widgets make (./client.ts, createMediaClient), each successful answer
 * remembered, and every item an answer listed findable by its key. Cards, pop-ups and related
 * events all read through it, so
 *  - identical calls share one request while in flight (the JSONP transport), and a call
 *    answered once is answered from memory afterwards: a remounted widget, a pop-up opened from
 *    a card, a suggestion typed twice sends no second identical request;
 *  - a pop-up opened from a card shows the card's item at once (`peek`) while its description
 *    (GetMediaItemDescription) loads, and the description is then the item's entry;
 *  - a caller's `onSlice` has the items read so far of a long list being read (./schema.ts,
 *    parseList), whichever caller asked first: at once what is read already, then each slice.
 * Failures are not remembered, so a retry really asks again (one exception: a failed call made
 * without a signal, a widget's `prepare`, waits for the first call with one). Each caller's AbortSignal only
 * detaches that caller; the shared request runs on for the others (and the memory).
 */
export interface MediaRepository extends MediaClient {
  /** The item as the last answer that listed or described it had it; undefined if none did. */
  peek(feedId: number, itemId: number): MediaItem | undefined;
  /**
   * Forgets the answers that came while the browser was offline (the parents area's service
   * worker serves its kept copies then), so that the next identical call asks the service.
   * True when there were any.
   */
  forgetOfflineAnswers(): boolean;
}

type Slices = (read: unknown) => void;
type Call = (
  query: unknown,
  options?: { signal?: AbortSignal; onSlice?: Slices },
) => Promise<unknown>;

/** `client` behind one bounded cache of answers (by call and query) and items (by itemKey). */
export function createMediaRepository(client: MediaClient, capacity = CAPACITY): MediaRepository {
  const cache = new Map<string, Promise<unknown> | MediaItem>();
  /** The answers (by key) that came while offline. */
  const offline = new Map<string, Promise<unknown>>();
  const put = (key: string, value: Promise<unknown> | MediaItem) => {
    cache.delete(key);
    cache.set(key, value);
    if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
  };
  /** The calls being read (by key): what is read so far, and who wants each slice. */
  const reading = new Map<string, { read?: unknown; callers: Set<Slices> }>();
  const index = (answer: unknown) => {
    for (const item of Array.isArray(answer) ? answer : [answer]) {
      if (item && typeof item === 'object' && 'ItemType' in item) put(itemKey(item), item);
    }
  };

  const repository: Record<string, unknown> = {
    peek(feedId: number, itemId: number) {
      const item = cache.get(itemKey({ FeedId: feedId, Id: itemId }));
      return item instanceof Promise ? undefined : item;
    },
    forgetOfflineAnswers() {
      let forgot = false;
      for (const [key, answer] of offline) {
        if (cache.get(key) === answer) forgot = cache.delete(key) || forgot;
      }
      offline.clear();
      return forgot;
    },
  };
  for (const [name, call] of Object.entries(client) as [string, Call][]) {
    repository[name] = (
      query: unknown,
      { signal, onSlice }: { signal?: AbortSignal; onSlice?: Slices } = {},
    ) => {
      const key = `${name} ${JSON.stringify(query)}`;
      let answer = cache.get(key) as Promise<unknown> | undefined;
      if (!answer) {
        const slices = { read: undefined as unknown, callers: new Set<Slices>() };
        reading.set(key, slices);
        const asked = call(query, {
          onSlice: (read) => {
            slices.read = read;
            for (const caller of [...slices.callers]) caller(read);
          },
        });
        answer = asked;
        put(key, asked);
        asked
          .then((value) => {
            if (navigator.onLine === false) offline.set(key, asked);
            index(value);
          })
          .catch(() => {})
          .finally(() => reading.get(key) === slices && reading.delete(key));
      }
      const slices = onSlice && reading.get(key);
      if (slices) {
        slices.callers.add(onSlice);
        if (slices.read) onSlice(slices.read);
        signal?.addEventListener('abort', () => slices.callers.delete(onSlice), { once: true });
      }
      // A failure is forgotten once a caller with a signal (a widget's own call) has it. A call
      // without one (a widget's `prepare`, before React) keeps its failure for the widget's own
      // call, which would otherwise ask the failing service a second time.
      const asked = answer;
      if (signal) asked.catch(() => cache.get(key) === asked && cache.delete(key));
      return detachable(asked, signal);
    };
  }
  return repository as unknown as MediaRepository;
}

const repositories = new Map<string, MediaRepository>();
let listening: AbortController | undefined;
const onOnline = () => {
  let forgot = false;
  for (const repository of repositories.values()) {
    forgot = repository.forgetOfflineAnswers() || forgot;
  }
  if (forgot) document.dispatchEvent(new Event(OFFLINE_ANSWERS_FORGOTTEN));
};

/**
 * The page's one repository for the config's media service (its mediaServiceUrl, asked by its
 * mediaTransport): every widget shares it.
 */
export function mediaRepositoryFor(
  { mediaServiceUrl: baseUrl = '', mediaTransport }: Partial<WidgetsConfig>,
  log: Logger,
): MediaRepository {
  const key = `${mediaTransport} ${baseUrl}`;
  let repository = repositories.get(key);
  if (!repository) {
    const transport = mediaTransport === 'json' ? fetchJson : jsonp;
    const client = createMediaClient({ baseUrl, timeoutMs: MEDIA_TIMEOUT_MS, transport, log });
    repository = createMediaRepository(client);
    repositories.set(key, repository);
    if (!listening) {
      listening = new AbortController();
      addEventListener('online', onOnline, { signal: listening.signal });
    }
  }
  return repository;
}

/** Ends the page's repositories (their answers and their `online` listener); the next call makes new ones. */
export function disposeMediaRepositories() {
  listening?.abort();
  listening = undefined;
  repositories.clear();
}

/** `promise`, or a MediaRequestError('aborted') as soon as `signal` fires. */
function detachable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError(signal));
  return detach(promise, signal, () => abortError(signal));
}

const abortError = (signal: AbortSignal) =>
  new MediaRequestError('aborted', 'caller aborted', { cause: signal.reason });
