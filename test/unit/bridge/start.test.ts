import { queryByRole } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBridge } from '../../../src/bridge/start';
import { log } from '../../../src/kernel/log';
import { schema } from '../../../src/kernel/schema';
import { createPageStore, type PageStore } from '../../../src/kernel/store/store';
import { ADMIN, answer, fakeFrame, pageMessage, SITE } from './fake-frame';

const b64 = (text: string) => btoa(text);
const CONFIG = { adminOrigin: b64(ADMIN), websiteOrigin: b64(SITE) };
const GUID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';

let store: PageStore;
let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the bridge writes document.cookie; reset it
  document.cookie = 'editcode=; Path=/';
  document.body.innerHTML = `
    <h1><span data-editable="title" data-editable-label="Page title">Welcome</span></h1>
    <p data-editable="intro" data-editable-kind="rich">Read <a href="/media">the hub</a>.</p>`;
  store = createPageStore();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-cms-bridge');
});

const title = () => document.querySelector<HTMLElement>('[data-editable="title"]') as HTMLElement;
const status = () => document.querySelector('[role="status"]')?.textContent;
const type = (element: HTMLElement, text: string) => {
  element.textContent = text;
  element.dispatchEvent(new Event('input', { bubbles: true }));
};

/** Starts the bridge and plays the legitimate admin: handshake answered, page editable. */
function connect(frame = fakeFrame()) {
  stop = startBridge({ config: CONFIG, store, log, schema, win: frame.win });
  const hello = frame.ofType('hello')[0]?.message ?? {};
  return { frame, hello, nonce: hello.nonce };
}

describe('given a framed page whose config origins are bad', () => {
  it.each([
    [{ adminOrigin: '{{ADMIN_ORIGIN}}', websiteOrigin: '{{WEBSITE_ORIGIN}}' }],
    [{ adminOrigin: 'not base64!', websiteOrigin: b64(SITE) }],
    [{ adminOrigin: b64(`${ADMIN}/cms`), websiteOrigin: b64(SITE) }],
    [{ adminOrigin: b64('null'), websiteOrigin: b64(SITE) }],
    [{}],
  ])('%j keeps the bridge off with one console warning', (config) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const frame = fakeFrame();
    stop = startBridge({ config, store, log, schema, win: frame.win });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(frame.posted).toEqual([]);
    expect(store.getState().editingMode).toBe('off');
  });

  it('a page served from an origin other than websiteOrigin stays off too', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const frame = fakeFrame();
    stop = startBridge({
      config: { ...CONFIG, websiteOrigin: b64('http://127.0.0.1:8080') },
      store,
      log,
      schema,
      win: frame.win,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(frame.posted).toEqual([]);
  });
});

describe('given a framed page with good origins', () => {
  it('says hello to the admin origin with a fresh 128-bit nonce', () => {
    const { frame, hello } = connect();
    expect(frame.posted[0]?.targetOrigin).toBe(ADMIN);
    expect(hello).toMatchObject({ type: 'hello', page: { path: '/' } });
    expect(hello.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(store.getState().editingMode).toBe('connecting');
  });

  it('fails clearly, with a warning, when the handshake gets no answer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    connect();
    vi.advanceTimersByTime(4000);
    return vi.waitFor(() => {
      expect(store.getState().editingMode).toBe('failed');
      expect(document.documentElement.getAttribute('data-cms-bridge')).toBe('failed');
      expect(warn).toHaveBeenCalledTimes(1);
    });
  });

  it('a page message before the handshake does not start editing', async () => {
    const { frame, nonce } = connect();
    frame.deliver(pageMessage(nonce));
    await vi.advanceTimersByTimeAsync(0);
    expect(title().isContentEditable || title().hasAttribute('contenteditable')).toBe(false);
    expect(document.documentElement.getAttribute('data-cms-bridge-rejected')).toBe('1');
  });
});

describe('given a parent that throws when messaged', () => {
  it('swallows the error and counts it on <html>', () => {
    const frame = fakeFrame();
    frame.parent.postMessage = () => {
      throw new DOMException('could not clone', 'DataCloneError');
    };
    expect(() => connect(frame)).not.toThrow();
    expect(document.documentElement.getAttribute('data-cms-bridge-send-errors')).toBe('1');
    vi.advanceTimersByTime(500);
    expect(document.documentElement.getAttribute('data-cms-bridge-send-errors')).toBe('2');
  });
});

describe('given the legitimate handshake and page message', () => {
  async function editing(frame = fakeFrame()) {
    const session = connect(frame);
    session.frame.deliver(answer(session.hello));
    await vi.advanceTimersByTimeAsync(0);
    session.frame.deliver(pageMessage(session.nonce));
    await vi.advanceTimersByTimeAsync(0);
    return session;
  }

  it('makes the marked elements editable textboxes named "Edit: <label>"', async () => {
    await editing();
    expect(store.getState().editingMode).toBe('editable');
    expect(title().getAttribute('contenteditable')).toBe('plaintext-only');
    expect(title().getAttribute('role')).toBe('textbox');
    expect(title().getAttribute('aria-label')).toBe('Edit: Page title');
    expect(document.querySelector('[data-editable="intro"]')?.getAttribute('aria-label')).toBe(
      'Edit: intro',
    );
  });

  it('stores the editcode only after the handshake, when the URL carries a guid', async () => {
    const frame = fakeFrame({ search: `?guid=${GUID}` });
    const session = connect(frame);
    expect(document.cookie).not.toContain(GUID);
    frame.deliver(answer(session.hello));
    await vi.advanceTimersByTimeAsync(0);
    expect(document.cookie).toContain(`editcode=${GUID}`);
  });

  it('a link inside a field does not navigate while editing', async () => {
    await editing();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('a change is a draft at once and is sent, debounced, to the admin origin', async () => {
    const { frame } = await editing();
    type(title(), 'Hello');
    type(title(), 'Hello there');
    expect(JSON.parse(sessionStorage.getItem('wgt-cms-drafts:v1:/') ?? '[]')).toMatchObject([
      { field: 'title', text: 'Hello there', rev: 2 },
    ]);
    expect(frame.ofType('edit')).toEqual([]);
    await vi.advanceTimersByTimeAsync(400);
    const edits = frame.ofType('edit');
    expect(edits.map((entry) => [entry.targetOrigin, entry.message.text])).toEqual([
      [ADMIN, 'Hello there'],
    ]);
    expect(title().getAttribute('data-editable-state')).toBe('saving');
    expect(status()).toBe('Saving…');
  });

  it('the acknowledgement drops the draft', async () => {
    const { frame } = await editing();
    type(title(), 'Saved');
    await vi.advanceTimersByTimeAsync(400);
    frame.deliver(answer(frame.ofType('edit')[0]?.message ?? {}));
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStorage.getItem('wgt-cms-drafts:v1:/')).toBeNull();
    expect(title().getAttribute('data-editable-state')).toBe('editing');
    expect(status()).toBe('Editing 2 fields: all changes saved.');
  });

  it('a refused save keeps the draft, flagged unsaved', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { frame } = await editing();
    type(title(), 'Refused');
    await vi.advanceTimersByTimeAsync(400);
    frame.deliver(answer(frame.ofType('edit')[0]?.message ?? {}, { ok: false, error: 'locked' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(title().getAttribute('data-editable-state')).toBe('unsaved');
    expect(status()).toBe('1 change not confirmed by the CMS: not saved yet, kept in this tab.');
    expect(sessionStorage.getItem('wgt-cms-drafts:v1:/')).toContain('Refused');
  });

  it('an unanswered save keeps the draft, flagged unsaved', async () => {
    await editing();
    type(title(), 'Lost?');
    await vi.advanceTimersByTimeAsync(400 + 5000);
    expect(title().getAttribute('data-editable-state')).toBe('unsaved');
    expect(sessionStorage.getItem('wgt-cms-drafts:v1:/')).toContain('Lost?');
  });

  it('after a reload the drafts are restored into the fields, flagged, and sent again', async () => {
    await editing();
    type(title(), 'Typed before the reload');
    stop();
    document.body.innerHTML = `<h1><span data-editable="title">Welcome</span></h1>`;
    store = createPageStore();
    const { frame } = await editing();
    expect(title().textContent).toBe('Typed before the reload');
    expect(title().getAttribute('data-editable-state')).toBe('restored');
    expect(status()).toBe('1 draft restored: not saved yet, kept in this tab.');
    expect(frame.ofType('edit').map((entry) => entry.message)).toMatchObject([
      { field: 'title', text: 'Typed before the reload', restored: true },
    ]);
  });

  it('warns before unload while a draft is not acknowledged', async () => {
    const { frame } = await editing();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      frame.win.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type(title(), 'Unsaved');
    expect(unload()).toBe(true);
  });

  it('stopping releases every listener and timer, and gives the markup back', async () => {
    await editing();
    type(title(), 'Pending');
    stop();
    stop = () => {};
    expect(title().hasAttribute('contenteditable')).toBe(false);
    expect(title().hasAttribute('role')).toBe(false);
    expect(document.querySelector('[role="status"]')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    // The fields' listeners went with the editing: typing now starts no debounce.
    type(title(), 'After');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the widget inspector', () => {
  const catalog = [{ name: 'media-hub', defaultStrategy: 'visible' as const, load: vi.fn() }];
  const problemsSent = (frame: ReturnType<typeof fakeFrame>) =>
    frame.ofType('widgets').map(({ message, targetOrigin }) => ({
      targetOrigin,
      problems: message.problems,
    }));

  beforeEach(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div data-widget="medai-hub" data-widget-state="unknown"></div>',
    );
  });

  it('starts only once the admin has answered the handshake, and sends it the problems', async () => {
    const frame = fakeFrame();
    stop = startBridge({ config: CONFIG, store, log, schema, widgets: catalog, win: frame.win });
    await vi.advanceTimersByTimeAsync(100);
    expect(problemsSent(frame)).toEqual([]);
    expect(queryByRole(document.body, 'note')).toBe(null);

    frame.deliver(answer(frame.ofType('hello')[0]?.message ?? {}));
    await vi.waitFor(() => expect(problemsSent(frame)).toHaveLength(1));
    expect(problemsSent(frame)).toEqual([
      {
        targetOrigin: ADMIN,
        problems: [
          {
            widget: 'medai-hub',
            state: 'unknown',
            reason:
              'There is no widget named "medai-hub" (data-widget). Did you mean "media-hub"? Expected one of: media-hub.',
          },
        ],
      },
    ]);
    expect(queryByRole(document.body, 'note')?.textContent).toContain('medai-hub');

    stop();
    stop = () => {};
    expect(queryByRole(document.body, 'note')).toBe(null);
  });

  it('never starts when the admin refuses the handshake', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const frame = fakeFrame();
    stop = startBridge({ config: CONFIG, store, log, schema, widgets: catalog, win: frame.win });
    frame.deliver(answer(frame.ofType('hello')[0]?.message ?? {}, { ok: false, error: 'no' }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(problemsSent(frame)).toEqual([]);
    expect(queryByRole(document.body, 'note')).toBe(null);
  });
});
