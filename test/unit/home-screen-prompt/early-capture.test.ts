import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '../../../widgets/home-screen-prompt/early-capture';

/** `beforeinstallprompt` listeners the window holds now, counted through spies. */
function countInstallListeners() {
  let count = 0;
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'beforeinstallprompt') count++;
    add(type, listener, options);
  });
  vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
    if (type === 'beforeinstallprompt') count--;
    remove(type, listener, options);
  });
  return () => count;
}

const installEvent = () => new Event('beforeinstallprompt', { cancelable: true });

afterEach(() => {
  // Leave no capture listening for the next test.
  captureInstallPrompt().stop();
});

describe('given the prompt element added and removed again and again before it mounts', () => {
  it('keeps one early listener on the window, not one per time', () => {
    const listeners = countInstallListeners();
    for (let time = 0; time < 50; time++) captureInstallPrompt();
    expect(listeners()).toBe(1);
  });

  it('every capture sees the event that fired before any widget mounted, and its default is prevented', () => {
    const first = captureInstallPrompt();
    const second = captureInstallPrompt();
    const event = installEvent();
    dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(first.event).toBe(event);
    expect(second.event).toBe(event);
  });
});

describe('given a widget that mounted and stopped the early capture', () => {
  it('removes the listener, and a later element gets a listener of its own', () => {
    const listeners = countInstallListeners();
    captureInstallPrompt().stop();
    expect(listeners()).toBe(0);
    const later = captureInstallPrompt();
    expect(listeners()).toBe(1);
    const event = installEvent();
    dispatchEvent(event);
    expect(later.event).toBe(event);
    expect(listeners()).toBe(0);
  });
});
