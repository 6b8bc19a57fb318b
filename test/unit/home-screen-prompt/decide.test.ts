import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterShow,
  blockReason,
  EMPTY_HISTORY,
  MAX_SHOWS,
  PACE_MS,
  type PromptEnvironment,
  type PromptHistory,
} from '../../../widgets/home-screen-prompt/decide';

const CHROMIUM: PromptEnvironment = { platform: 'other', standalone: false };
const IOS_SAFARI: PromptEnvironment = { platform: 'ios-safari', standalone: false };
const MINUTE = 60_000;

// The decision takes "now" as an argument; the fake clock plays the days passing between visits.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** A visit: shows the prompt if allowed and returns the history the visit leaves behind. */
function visit(history: PromptHistory, environment = CHROMIUM) {
  const now = Date.now();
  const reason = blockReason(history, environment, now);
  return { reason, history: reason ? history : afterShow(history, now) };
}

describe('given a visitor who has never seen the prompt', () => {
  it('shows it and counts the show with its time', () => {
    const { reason, history } = visit(EMPTY_HISTORY);
    expect(reason).toBeNull();
    expect(history).toEqual({ shows: 1, lastShownAt: Date.now(), installed: false });
  });

  it('shows it in iOS Safari too (the instructions branch)', () => {
    expect(visit(EMPTY_HISTORY, IOS_SAFARI).reason).toBeNull();
  });
});

describe('given the pace of 1440 minutes between shows', () => {
  it('stays quiet on a reload a minute later, and until 1440 minutes have passed', () => {
    let { history } = visit(EMPTY_HISTORY);
    vi.advanceTimersByTime(MINUTE);
    expect(visit(history).reason).toBe('pace');
    vi.advanceTimersByTime(1438 * MINUTE);
    expect(visit(history).reason).toBe('pace');
    vi.advanceTimersByTime(MINUTE);
    ({ history } = visit(history));
    expect(history.shows).toBe(2);
  });

  it('counts the pace from the last show, not the first', () => {
    let { history } = visit(EMPTY_HISTORY);
    vi.advanceTimersByTime(3 * PACE_MS);
    ({ history } = visit({ ...history, shows: 0 }));
    vi.advanceTimersByTime(PACE_MS - 1);
    expect(visit(history).reason).toBe('pace');
  });

  it('stays quiet when the last show is in the future (the clock was moved back)', () => {
    const history = { ...EMPTY_HISTORY, shows: 1, lastShownAt: Date.now() + 5 * MINUTE };
    expect(visit(history).reason).toBe('pace');
  });
});

describe('given the limit of two shows in total', () => {
  it('shows on the first and second day, then never again, however long the wait', () => {
    let history = EMPTY_HISTORY;
    const shownOnDay: number[] = [];
    for (let day = 1; day <= 10; day++) {
      const result = visit(history);
      if (!result.reason) shownOnDay.push(day);
      history = result.history;
      vi.advanceTimersByTime(PACE_MS);
    }
    expect(shownOnDay).toEqual([1, 2]);
    expect(MAX_SHOWS).toBe(2);
    vi.advanceTimersByTime(365 * PACE_MS);
    expect(visit(history).reason).toBe('max-shows');
  });
});

describe('given a site that already runs as an installed app', () => {
  it('never shows in standalone display mode, on any platform', () => {
    expect(visit(EMPTY_HISTORY, { platform: 'other', standalone: true }).reason).toBe('standalone');
    expect(visit(EMPTY_HISTORY, { platform: 'ios-safari', standalone: true }).reason).toBe(
      'standalone',
    );
  });

  it('never shows again once installed from this browser, even with shows left', () => {
    expect(visit({ ...EMPTY_HISTORY, installed: true }).reason).toBe('installed');
  });
});

describe('given an in-app browser that cannot install', () => {
  it('never shows, even on a first visit', () => {
    expect(visit(EMPTY_HISTORY, { platform: 'in-app', standalone: false }).reason).toBe('in-app');
  });
});
