// WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver and its MiniBrowser) under Xvfb,
// driven by webdriverio in classic WebDriver mode (the driver refuses a BiDi session). Classic
// WebDriver has no console or page-error events: the demo server injects a recorder into its
// pages for this engine (demo/error-recorder.mjs) and errors() reads what it kept.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { Readable } from 'node:stream';
import { remote, Key as WdioKey } from 'webdriverio';
import type { EngineBrowser, EngineDriver, EnginePage, Key, Viewport } from '../engine-page';

const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// WebKitGTK's own capability (webkitgtk:browserOptions) is not in webdriverio's types.
const CAPABILITIES = {
  browserName: 'MiniBrowser',
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
} as WebdriverIO.Capabilities;

export const webkitDriver: EngineDriver = {
  engine: 'webkit',
  needsErrorRecorder: true,
  async launch(): Promise<EngineBrowser> {
    const xvfb = await startXvfb();
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: xvfb.display },
    });
    await waitForDriver(port);
    // One session, one MiniBrowser, for every journey: starting a MiniBrowser per journey
    // sometimes hung for good (1 start in ~50). Each journey still starts with empty storage
    // and no service worker: it has a demo server, an origin, of its own.
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      // A command that hangs fails the journey, and none is sent twice (webdriverio's default
      // retries three times): no retry hides a failure.
      connectionRetryCount: 0,
      connectionRetryTimeout: 30_000,
      capabilities: CAPABILITIES,
    });
    return {
      async newPage(viewport: Viewport) {
        await browser.url('about:blank');
        await fitInnerSize(browser, viewport);
        return wrap(browser);
      },
      async close() {
        await browser.deleteSession().catch(() => {});
        await stop(driver);
        await stop(xvfb.process);
      },
    };
  },
};

type Browser = Awaited<ReturnType<typeof remote>>;

const KEYS: Record<Key, string> = {
  Escape: WdioKey.Escape,
  Enter: WdioKey.Enter,
  Tab: WdioKey.Tab,
  ArrowDown: WdioKey.ArrowDown,
  ArrowUp: WdioKey.ArrowUp,
  ArrowLeft: WdioKey.ArrowLeft,
  ArrowRight: WdioKey.ArrowRight,
};

function wrap(browser: Browser): EnginePage {
  const first = async (selector: string) => {
    const element = browser.$(selector);
    await element.waitForDisplayed({ timeout: 5_000 });
    return element;
  };
  return {
    engine: 'webkit',
    goto: async (url) => {
      await browser.url(url);
    },
    back: async () => {
      await browser.back();
    },
    reload: async () => {
      await browser.refresh();
    },
    click: async (selector) => (await first(selector)).click(),
    press: (key) => browser.keys(KEYS[key]),
    type: async (selector, text) => (await first(selector)).addValue(text),
    evaluate: (fn, arg) => browser.execute(fn as never, arg) as never,
    screenshot: async (path) => {
      await browser.saveScreenshot(path);
    },
    errors: () =>
      browser.execute(() => JSON.parse(sessionStorage.getItem('demo:errors') ?? '[]') as string[]),
    // The journey's page is left; the session goes on to the next journey.
    close: async () => {
      await browser.url('about:blank');
    },
  };
}

/** Window sizes are outer sizes here: grow the window by the frame until the inner size fits. */
async function fitInnerSize(browser: Browser, { width, height }: Viewport) {
  await browser.setWindowSize(width, height);
  const inner = await browser.execute(() => ({ width: innerWidth, height: innerHeight }));
  await browser.setWindowSize(2 * width - inner.width, 2 * height - inner.height);
}

/** Xvfb on the first free display: -displayfd writes the number it took. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const [chunk] = (await once(xvfb.stdio[3] as Readable, 'data')) as [Buffer];
  return { display: `:${chunk.toString().trim()}`, process: xvfb };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitForDriver(port: number) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 10 s`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill();
  await once(child, 'exit');
}
