// What widget roots share: context (page store, logger), its hooks, the loading hook, the error
// boundary and two timing helpers. In the chunk every widget loads with the React door
// (./react-root.tsx), 'widget-root' in build/chunks.json, with the languages' runtime, loadOnce,
// the integrators' events and the reduced-motion check.
import {
  Component,
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
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
  if (!context) throw new Error('no widget root (WidgetContext)');
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
 * Selects from the page store, re-rendering when the value changes: zustand's `useStore` against
 * React directly, since importing `zustand` here would pull `zustand/vanilla` (boot chunk) into a
 * chunk every page fetches. The selector must return a stable value (a field, not a new object).
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
 * The one way a widget loads something: `load` runs after render whenever `key` changes (and on
 * retry()), with an AbortSignal that fires when the key changes again or on unmount. A late answer
 * of an earlier key or attempt is dropped (JSONP cannot unsend a script). A null key loads
 * nothing ('idle'). `load` and the callbacks are those of the render that set the key.
 */
export function useLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { onReady, onError }: LoadOptions<T> = {},
): Loaded<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ run: string; result: Loaded<T> }>();
  const run = key === null ? null : `${attempt} ${key}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a run is its key and attempt
  useEffect(() => {
    if (run === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    // An answer is rendered as a transition, in one render with what onReady sets (a page of
    // cards appended in slices that yield to the browser: bench, ten Load more rounds).
    const settle = (result: Loaded<T>) =>
      signal.aborted || startTransition(() => setSettled({ run, result }));
    load(signal).then(
      (value) => {
        if (!signal.aborted) onReady?.(value);
        settle({ status: 'ready', value });
      },
      (error: unknown) => {
        if (!signal.aborted) onError?.(error);
        settle({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [run]);

  const failed = settled?.result.status === 'failed';
  const retry = () => {
    if (failed && settled?.run === run) setAttempt(attempt + 1);
  };
  if (run === null) return { status: 'idle', retry };
  if (settled?.run === run) return { ...settled.result, retry };
  return { status: 'loading', retrying: failed && settled?.run === `${attempt - 1} ${key}`, retry };
}

interface ErrorBoundaryProps {
  onError: (error: unknown) => void;
  /** Rendered instead of the failed children; nothing by default (spec section 8). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Contains a render failure to its own subtree: a widget, a card. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

/**
 * Runs `callback` once the browser has drawn the next frame (a timer queued from an animation
 * frame runs after its style, layout and paint). For work that forces layout (focus()) right after
 * a commit: in the commit's task it would make one long task instead of two short ones. Returns a
 * cancel function, for an effect's cleanup.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * How long (ms) the CSS animations of a widget's server markup have been running. A widget
 * re-renders its CMS markup in a React root, whose new elements would restart their animations
 * (slid-in content would vanish and slide in again); it passes this as `--wgt-elapsed` and
 * subtracts it from its animation delays, so the copy continues where the server markup was.
 * Read it before the first commit. 0 when nothing animates (reduced motion, no Web Animations).
 */
export function cssAnimationElapsed(element: Element): number {
  const now = document.timeline?.currentTime;
  if (typeof now !== 'number' || typeof element.getAnimations !== 'function') return 0;
  for (const animation of element.getAnimations({ subtree: true })) {
    if (typeof animation.startTime === 'number') return Math.max(0, now - animation.startTime);
  }
  return 0;
}
