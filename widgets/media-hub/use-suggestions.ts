import { useEffect, useRef, useState } from 'react';

/** Quiet time after the last keystroke before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;
/** Shorter texts match too much to be worth a call. */
export const SUGGEST_MIN_LENGTH = 2;
/** Spec section 9. */
export const SUGGESTION_COUNT = 10;

export type SuggestionLoader = (text: string, signal: AbortSignal) => Promise<string[]>;

/**
 * Suggestions for `text`, asked for SUGGEST_DELAY_MS after the last change. An answer is only
 * taken when it belongs to the latest request: a newer keystroke aborts the call in flight,
 * and a sequence number guards against an answer that arrives anyway (the JSONP transport
 * cannot unsend a script). `enabled` false (the visitor has not typed) clears them.
 */
export function useSuggestions(text: string, enabled: boolean, load: SuggestionLoader): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const latest = useRef(0);

  useEffect(() => {
    const sequence = ++latest.current;
    const query = text.trim();
    if (!enabled || query.length < SUGGEST_MIN_LENGTH) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load(query, controller.signal).then(
        (list) => {
          if (sequence === latest.current) setSuggestions(list);
        },
        () => {
          // A failed suggestion call only means no suggestions; searching still works.
          if (sequence === latest.current) setSuggestions([]);
        },
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, enabled, load]);

  return suggestions;
}
