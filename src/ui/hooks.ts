// The hooks of every widget root: the page store, the logger and loading. One module, so one
// small chunk that every widget shares with the React door, rather than one per hook.
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Logger, PageState, PageStore } from '../kernel/types';

/** What the mount runtime hands every widget root, for the components deep inside it. */
export interface WidgetContextValue {
  store: PageStore;
  log: Logger;
}

/** Provided by src/ui/react-root.tsx around every widget root. */
export const WidgetContext = createContext<WidgetContextValue | null>(null);

function useWidgetContext(): WidgetContextValue {
  const context = useContext(WidgetContext);
  if (!context)
    throw new Error('a page-store hook needs a widget root (WidgetContext is missing).');
  return context;
}

export function usePageStoreApi(): PageStore {
  return useWidgetContext().store;
}

/** The bundle's logger, as the runtime handed it to this widget root. */
export function useLog(): Logger {
  return useWidgetContext().log;
}

/**
 * Selects from the page store; the component re-renders when the selected value changes.
 * This is what zustand's `useStore` does, written against React directly: importing `zustand`
 * here would pull `zustand/vanilla` (already in the boot chunk) into a chunk that every page
 * then has to fetch. The selector must return a stable value (a slice field, not a new object).
 */
export function usePageStore<T>(selector: (state: PageState) => T): T {
  const store = usePageStoreApi();
  const select = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, select, select);
}

export type Loaded<T> =
  | { status: 'idle' }
  /** retrying: the call on its way was asked for by retry() (a Retry button stays in place). */
  | { status: 'loading'; retrying: boolean }
  | { status: 'ready'; value: T }
  | { status: 'failed'; error: unknown };

export interface LoadOptions<T> {
  /** Called once with each current answer, before it is shown (a reducer can take it). */
  onReady?: (value: T) => void;
  /** Called once when the current call fails; never for a call that was aborted. */
  onError?: (error: unknown) => void;
}

/**
 * The one way a widget loads something: `load` runs after render whenever `key` changes (and
 * on retry()), with an AbortSignal that fires when the key changes again or the component
 * unmounts. Only the answer of the current key and attempt is taken: a late answer of an
 * earlier one (the JSONP transport cannot unsend a script) is dropped. A null key loads
 * nothing ('idle'). `load` and the callbacks may be new functions on every render.
 */
export function useLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: LoadOptions<T> = {},
): Loaded<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ run: string; result: Loaded<T> } | null>(null);
  const latest = useRef({ load, options });
  latest.current = { load, options };
  const run = key === null ? null : `${attempt}\u0000${key}`;

  useEffect(() => {
    if (run === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    latest.current.load(signal).then(
      (value) => {
        if (signal.aborted) return;
        latest.current.options.onReady?.(value);
        setSettled({ run, result: { status: 'ready', value } });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        latest.current.options.onError?.(error);
        setSettled({ run, result: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [run]);

  const retry = () => {
    if (settled?.run === run && settled.result.status === 'failed') setAttempt((n) => n + 1);
  };
  if (run === null) return { status: 'idle', retry };
  if (settled?.run === run) return { ...settled.result, retry };
  const retrying =
    settled?.run === `${attempt - 1}\u0000${key}` && settled.result.status === 'failed';
  return { status: 'loading', retrying, retry };
}
