import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { greetingWidget, widgetElement } from './helpers';

// boot() keeps its first result for the page, so each test loads a fresh copy of the module.
async function freshBoot() {
  vi.resetModules();
  return (await import('../../../src/kernel/boot')).boot;
}

const state = (element: Element) => element.getAttribute('data-widget-state');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 5));

let frames: FrameRequestCallback[];
let element: HTMLElement;

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  element = widgetElement('greeting');
  document.body.replaceChildren(element);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('boot', () => {
  it('finds the widgets at once, and loads an eager one only after the first frame is drawn', async () => {
    const widget = greetingWidget();
    const load = vi.spyOn(widget, 'load');
    const { runtime } = (await freshBoot())([widget]);
    // Found (so its early work and its strategy are set up), but no frame yet: the server
    // markup is all there is, and nothing has asked for the widget's code.
    expect(state(element)).toBe('pending');
    await nextTask();
    expect(load).not.toHaveBeenCalled();

    for (const frame of frames.splice(0)) frame(performance.now());
    // Still the frame's own callback: the paint comes first.
    expect(load).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(state(element)).toBe('mounted'));
    expect(load).toHaveBeenCalledOnce();
    expect(element.textContent).toContain('Hello from greeting: server markup of greeting');
    runtime.stop();
  });

  it('starts them from a timer in a hidden tab, which draws no frames', async () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const { runtime } = (await freshBoot())([greetingWidget()]);

    await vi.waitFor(() => expect(state(element)).toBe('mounted'));
    expect(frames).toEqual([]);
    runtime.stop();
  });
});
