import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { t } from '../../src/i18n';
import type { WidgetProps } from '../../src/kernel/types';
import { afterShow, blockReason, EMPTY_HISTORY, type PromptEnvironment } from './decide';
import type { InstallPromptEvent } from './early-capture';
import { clearHistory, pageStorage, readHistory, writeHistory } from './history';
import type { HomeScreenPromptOptions } from './index';
import { OfflineNotice, registerOfflineWorker } from './offline/OfflineNotice';
import { detectPlatform } from './platform';
import { COPY_ATTRS, type CopyKey, RESET_PARAM } from './schema';

type Kind = 'install' | 'ios';

// A function: the page's language is known only once the widget renders.
const defaultCopy = (): Record<CopyKey, string> => ({
  title: t('Add the Parents area to your home screen'),
  text: t('Open term dates, menus and news in one tap, like an app.'),
  install: t('Install'),
  dismiss: t('Not now'),
  iosShare: t('Tap the Share button in Safari’s toolbar.'),
  iosAdd: t('Choose “Add to Home Screen”.'),
});

/**
 * Run by the runtime once this chunk has arrived: the parents area's service worker, so that
 * the installed area opens offline (./offline). Only parents-area pages load this chunk.
 */
export const prepare = registerOfflineWorker;

/**
 * The parents area's add-to-home-screen prompt: an Install button where the browser offers
 * `beforeinstallprompt` (the Chromium family), Share-sheet instructions in iOS Safari, nothing
 * elsewhere. A non-modal region fixed at the bottom of the viewport: it takes no focus and
 * shifts no layout. Limits and history: decide.ts and history.ts.
 */
export default function HomeScreenPrompt({
  element,
  config,
  options,
  log,
  schema,
}: WidgetProps<HomeScreenPromptOptions>) {
  const warnPromptFailed = (error: unknown) =>
    log.warn('the install prompt could not be shown:', error);
  const [copy] = useState(() => readCopy(element));
  const [kind, setKind] = useState<Kind | null>(null);
  // Refs, not state: they must survive StrictMode's re-run of the effect below unchanged.
  const started = useRef(false);
  const shown = useRef(false);
  const installEvent = useRef<InstallPromptEvent | null>(null);
  const focusOrigin = useRef<HTMLElement | null>(null);
  const region = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    const storage = pageStorage();
    // Once per page view: a second run must not forget the show the first one counted.
    if (!started.current && new URLSearchParams(location.search).has(RESET_PARAM)) {
      clearHistory(storage);
    }
    started.current = true;
    const environment = readEnvironment();

    const offer = (next: Kind) => {
      if (shown.current) return;
      // Read again at the moment of showing: another tab may have shown it meanwhile.
      const current = readHistory(storage);
      const now = Date.now();
      if (!current || blockReason(current, environment, now)) return;
      // Counted before it is displayed: a show that could not be remembered is not displayed.
      if (!writeHistory(storage, afterShow(current, now))) return;
      shown.current = true;
      setKind(next);
    };
    const onInstallPrompt = (event: Event) => {
      // Always prevented: the browser's own mini-infobar would bypass the limits.
      event.preventDefault();
      installEvent.current = event as InstallPromptEvent;
      offer('install');
    };
    const onInstalled = () => {
      rememberInstalled();
      installEvent.current = null;
      setKind(null);
    };

    options.early.stop();
    if (options.early.event) onInstallPrompt(options.early.event);
    if (environment.platform === 'ios-safari') offer('ios');
    const listening = new AbortController();
    addEventListener('beforeinstallprompt', onInstallPrompt, { signal: listening.signal });
    addEventListener('appinstalled', onInstalled, { signal: listening.signal });
    return () => listening.abort();
  }, [options]);

  const close = () => {
    // Focus inside would fall to <body> when the region goes: send it back where it came from.
    if (region.current?.contains(document.activeElement) && focusOrigin.current?.isConnected) {
      focusOrigin.current.focus();
    }
    setKind(null);
  };

  const install = () => {
    const event = installEvent.current;
    installEvent.current = null;
    if (event) {
      // prompt() needs the click's user activation, so it runs here and now; it may be used
      // only once per event.
      try {
        Promise.resolve(event.prompt()).catch(warnPromptFailed);
        event.userChoice.then((choice) => {
          if (choice.outcome === 'accepted') rememberInstalled();
        }, warnPromptFailed);
      } catch (error) {
        warnPromptFailed(error);
      }
    }
    close();
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !region.current?.contains(from)) focusOrigin.current = from;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') close();
  };

  // The live region exists before the prompt appears, so screen readers announce it politely.
  return (
    <>
      <OfflineNotice timeZone={config.timeZone} schema={schema} />
      <div className="wgt-home-prompt__live" aria-live="polite">
        {kind && (
          <section
            ref={region}
            className="wgt-home-prompt__panel"
            aria-labelledby={titleId}
            onFocus={onFocus}
            onKeyDown={onKeyDown}
          >
            <h2 id={titleId} className="wgt-home-prompt__title">
              {copy.title}
            </h2>
            {kind === 'install' ? (
              <p className="wgt-home-prompt__text">{copy.text}</p>
            ) : (
              <ol className="wgt-home-prompt__steps">
                <li>
                  <ShareIcon /> {copy.iosShare}
                </li>
                <li>{copy.iosAdd}</li>
              </ol>
            )}
            <div className="wgt-home-prompt__actions">
              {kind === 'install' && (
                <button type="button" className="wgt-home-prompt__install" onClick={install}>
                  {copy.install}
                </button>
              )}
              <button type="button" className="wgt-home-prompt__dismiss" onClick={close}>
                {copy.dismiss}
              </button>
            </div>
          </section>
        )}
      </div>
    </>
  );
}

function rememberInstalled() {
  const storage = pageStorage();
  writeHistory(storage, { ...(readHistory(storage) ?? EMPTY_HISTORY), installed: true });
}

function readCopy(element: HTMLElement): Record<CopyKey, string> {
  const copy = defaultCopy();
  for (const key of Object.keys(COPY_ATTRS) as CopyKey[]) {
    const value = element.getAttribute(COPY_ATTRS[key])?.trim();
    if (value) copy[key] = value;
  }
  return copy;
}

function readEnvironment(): PromptEnvironment {
  const standalone =
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) ||
    // iOS Safari's own flag for a site opened from the home screen.
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return {
    platform: detectPlatform(navigator.userAgent, navigator.maxTouchPoints ?? 0),
    standalone,
  };
}

/** Safari's Share glyph (a box with an arrow up), so the visitor recognises the button. */
function ShareIcon() {
  return (
    <svg
      className="wgt-home-prompt__share"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 3v12M7.5 7.5 12 3l4.5 4.5M8 10H5.5v10.5h13V10H16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
