// The calendar's options (see README.md), exported to the runtime as the widget module's
// `readOptions` (Calendar.tsx), so none of it is in the boot chunk.

import { SCHOOL_ATTR } from '../../src/schools/schools';

/** Days with events shown at first and per "Show more dates": a whole number 1-100, default 14. */
export const DAYS_ATTR = 'data-days';

export const DEFAULT_DAYS = 14;

export interface CalendarOptions {
  days: number;
  /** The school the CMS fixed (`data-school`, the parents area): no choice is offered. */
  school: string | null;
}

export function readCalendarOptions(element: HTMLElement): CalendarOptions {
  const raw = element.getAttribute(DAYS_ATTR);
  const school = element.getAttribute(SCHOOL_ATTR) || null;
  if (raw === null) return { days: DEFAULT_DAYS, school };
  const days = Number(raw);
  if (!/^\d+$/.test(raw) || days < 1 || days > 100) {
    throw new Error(`${DAYS_ATTR}="${raw}" must be a whole number from 1 to 100`);
  }
  return { days, school };
}
