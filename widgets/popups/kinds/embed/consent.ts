// "Always load <provider> content during this visit": one choice per provider, kept in
// sessionStorage (gone when the tab closes). No React.

const KEY_PREFIX = 'wgt-embed-consent:';

/** Fired on window when a provider is remembered, so other placeholders of it load too. */
export const CONSENT_EVENT = 'widgets:embed:remembered';

// Storage can throw (disabled cookies, some private modes): the choice then lasts as long as
// the page, which is the closest honest approximation of "this visit".
const inMemory = new Set<string>();

export function isRemembered(provider: string): boolean {
  if (inMemory.has(provider)) return true;
  try {
    return sessionStorage.getItem(KEY_PREFIX + provider) === '1';
  } catch {
    return false;
  }
}

export function remember(provider: string): void {
  inMemory.add(provider);
  try {
    sessionStorage.setItem(KEY_PREFIX + provider, '1');
  } catch {
    // kept in memory only (see above)
  }
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { provider } }));
}

/** Calls `onRemembered` when `provider` gets remembered elsewhere on the page; returns the cleanup. */
export function onRemembered(provider: string, onRemembered: () => void): () => void {
  const listener = (event: Event) => {
    if ((event as CustomEvent<{ provider?: unknown }>).detail?.provider === provider)
      onRemembered();
  };
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}

/** Forgets every remembered provider of this page (tests). */
export function forgetAll(): void {
  inMemory.clear();
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(KEY_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // nothing stored
  }
}
