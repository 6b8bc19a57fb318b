// The calendar's options (see README.md), exported to the runtime as the widget module's
// `readOptions` (Calendar.tsx), so none of it is in the boot chunk.

import { SCHOOL_ATTR } from '../../src/schools/schools';
import { days as DAYS } from './options.json';

/** Days with events shown at first and per "Show more dates": a whole number, its default and bounds options.json's. */
export const DAYS_ATTR = 'data-days';

export const DEFAULT_DAYS = DAYS.default;

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
  if (!/^\d+$/.test(raw) || days < DAYS.minimum || days > DAYS.maximum) {
    throw new Error(
      `${DAYS_ATTR}="${raw}" must be a whole number from ${DAYS.minimum} to ${DAYS.maximum}`,
    );
  }
  return { days, school };
}
