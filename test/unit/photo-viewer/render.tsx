// Rendering helpers of the photo-viewer tests: a React root in happy-dom, a fake media client,
// the viewport and the reduced-motion preference.
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { log } from '../../../src/kernel/log';
import { createPageStore } from '../../../src/kernel/store/store';
import type { MediaClient } from '../../../src/media/client';
import type { PhotoSet } from '../../../src/media/types';
import { WidgetContext } from '../../../src/ui/widget-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const SIZES = [75, 150, 240, 320, 640, 1024, 1600, 2048];

/** A set of `count` photos whose URLs name the set, the photo (1-based) and the size. */
export function photoSet(count: number, overrides: Partial<PhotoSet> = {}): PhotoSet {
  return {
    Title: 'Sports day',
    Date: '2027-03-01T10:00:00Z',
    Photos: Array.from({ length: count }, (_, i) => ({
      Sizes: SIZES.map((size) => ({ ImageSize: size, ImageUrl: `/images/p${i + 1}-${size}.jpg` })),
    })),
    ...overrides,
  };
}

/** A MediaClient whose getPhotosSet is the given mock; the other calls are never used here. */
export function fakeClient(getPhotosSet: MediaClient['getPhotosSet']): MediaClient {
  return { getPhotosSet } as unknown as MediaClient;
}

export function setViewport(width: number, height = 800) {
  const { happyDOM } = window as unknown as {
    happyDOM: { setViewport(size: { width: number; height: number }): void };
  };
  happyDOM.setViewport({ width, height });
}

/** matchMedia answering `reduce` for prefers-reduced-motion. */
export function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

let root: Root | null = null;
let host: HTMLElement | null = null;

export async function render(node: ReactNode): Promise<HTMLElement> {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const store = createPageStore();
  await act(async () =>
    root?.render(<WidgetContext.Provider value={{ store, log }}>{node}</WidgetContext.Provider>),
  );
  return host;
}

export async function unmount() {
  await act(async () => root?.unmount());
  host?.remove();
  root = null;
  host = null;
}

/** Lets pending promises (a resolved fetch) settle inside act. */
export async function settle() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

export const click = (element: Element | null | undefined) =>
  act(async () => {
    (element as HTMLElement).click();
  });

export const key = (element: Element, name: string) =>
  act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });

/** A button's accessible name, near enough: aria-label, else its text outside aria-hidden parts. */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return label.trim();
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').trim();
}

export function buttonByName(container: ParentNode, name: string | RegExp): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((button) => {
    const label = accessibleName(button);
    return typeof name === 'string' ? label.trim() === name : name.test(label);
  });
  if (!found) throw new Error(`no button named ${name}`);
  return found;
}
