/**
 * A browser history stand-in with real entry semantics: pushState drops forward entries,
 * back() and forward() move through them and fire popstate asynchronously (as browsers do).
 */
export function fakeWindow(startPath: string) {
  const entries: { path: string; state: unknown }[] = [{ path: startPath, state: null }];
  let index = 0;
  const listeners = new Set<(event: PopStateEvent) => void>();
  const current = () => entries[index] as { path: string; state: unknown };
  const traverse = (delta: number) => {
    const target = index + delta;
    if (target < 0 || target >= entries.length) return;
    setTimeout(() => {
      index = target;
      const event = { state: current().state } as PopStateEvent;
      for (const listener of listeners) listener(event);
    }, 0);
  };
  const history = {
    get state() {
      return current().state;
    },
    get length() {
      return entries.length;
    },
    pushState(state: unknown, _title: string, path: string) {
      entries.splice(index + 1);
      entries.push({ path, state });
      index += 1;
    },
    replaceState(state: unknown, _title: string, path: string) {
      entries[index] = { path, state };
    },
    back: () => traverse(-1),
    forward: () => traverse(1),
  };
  const win = {
    history: history as unknown as History,
    location: {
      get pathname() {
        return current().path.split('?')[0] ?? '/';
      },
      get href() {
        return `http://localhost${current().path}`;
      },
    } as Location,
    addEventListener: (type: string, listener: (event: PopStateEvent) => void) => {
      if (type === 'popstate') listeners.add(listener);
    },
    removeEventListener: (type: string, listener: (event: PopStateEvent) => void) => {
      if (type === 'popstate') listeners.delete(listener);
    },
  };
  return {
    win: win as unknown as Window,
    history,
    /** Where the address bar is, and the whole list with the current index. */
    path: () => current().path,
    entries: () => entries.map((entry) => entry.path),
    index: () => index,
    listenerCount: () => listeners.size,
  };
}

/** Lets the fake popstate (a macrotask) arrive. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
