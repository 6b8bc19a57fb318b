import { useRef } from 'react';
import { useLoad } from '../../src/ui/widget-root';

/** Quiet time after the last keystroke before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;
/** Shorter texts match too much to be worth a call. */
export const SUGGEST_MIN_LENGTH = 2;

export type SuggestionLoader = (text: string, signal: AbortSignal) => Promise<string[]>;

const NONE: string[] = [];

/**
 * Suggestions for `text`, asked for SUGGEST_DELAY_MS after the last change. Only the answer for
 * the latest text is taken: a newer keystroke aborts the wait or the call in flight, and an
 * answer that arrives anyway is dropped (useLoad). While the next answer is on its way the last
 * list stays, so it does not blink at every keystroke. A failed call only means no suggestions;
 * searching still works. `enabled` false (the visitor has not typed) clears them.
 */
export function useSuggestions(text: string, enabled: boolean, load: SuggestionLoader): string[] {
  const query = text.trim();
  const wanted = enabled && query.length >= SUGGEST_MIN_LENGTH;
  const suggestions = useLoad(wanted ? query : null, async (signal) => {
    await quiet(SUGGEST_DELAY_MS, signal);
    return load(query, signal);
  });
  const shown = useRef(NONE);
  if (suggestions.status === 'ready') shown.current = suggestions.value;
  else if (suggestions.status !== 'loading') shown.current = NONE;
  return shown.current;
}

/** Resolves after `ms`, or rejects as soon as `signal` fires. */
function quiet(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
