import { useEffect, useRef, useState } from 'react';

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
