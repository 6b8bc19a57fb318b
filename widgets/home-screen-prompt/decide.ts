// The home-screen prompt's rules (spec section 9: "max 2 shows, pace 1440"), as pure functions
// of the remembered history, the browsing environment and the current time. No DOM, no React.

/** At most this many shows in total, ever (a dismissed show counts). */
export const MAX_SHOWS = 2;
/** At least this long between two shows: 1440 minutes. */
export const PACE_MS = 1440 * 60 * 1000;

/** What the widget remembers in localStorage (see history.ts). */
export interface PromptHistory {
  /** Shows so far; a show is counted when the prompt is displayed. */
  shows: number;
  /** When the last show was displayed (ms since epoch), or null before the first. */
  lastShownAt: number | null;
  /** The site was installed from this browser (`appinstalled`, or the visitor accepted). */
  installed: boolean;
}

export const EMPTY_HISTORY: PromptHistory = { shows: 0, lastShownAt: null, installed: false };

/**
 * ios-safari: Safari on iPhone/iPad, which has no install event: the widget explains
 * Share, then Add to Home Screen. in-app: a social or search app's built-in browser, which
 * cannot install. other: any browser; it is offered an install button only if it fires
 * `beforeinstallprompt` (the Chromium family does).
 */
export type Platform = 'ios-safari' | 'in-app' | 'other';

export interface PromptEnvironment {
  platform: Platform;
  /** The site already runs as an installed app (display-mode standalone, navigator.standalone). */
  standalone: boolean;
}

export type BlockReason = 'standalone' | 'installed' | 'in-app' | 'max-shows' | 'pace';

/** Why the prompt may not be shown now, or null when it may. */
export function blockReason(
  history: PromptHistory,
  environment: PromptEnvironment,
  now: number,
): BlockReason | null {
  if (environment.standalone) return 'standalone';
  if (history.installed) return 'installed';
  if (environment.platform === 'in-app') return 'in-app';
  if (history.shows >= MAX_SHOWS) return 'max-shows';
  // A last show "in the future" (the device clock was moved back) also waits: being quiet is
  // the safe side for a prompt.
  if (history.lastShownAt !== null && now - history.lastShownAt < PACE_MS) return 'pace';
  return null;
}

/** The history after a show displayed at `now`. */
export function afterShow(history: PromptHistory, now: number): PromptHistory {
  return { ...history, shows: history.shows + 1, lastShownAt: now };
}
