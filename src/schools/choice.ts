// The page's school choice: in the address (`?school=dubai`, so a filtered page can be shared and
// the back button restores it) and remembered on the device (localStorage, preselected next
// time). No React: the media hub's and the calendar's `prepare` read it before React arrives.

import { type School, schoolNamed } from './schools';

export const SCHOOL_PARAM = 'school';
export const SCHOOL_STORAGE_KEY = 'widgets:school';

const listeners = new Set<() => void>();

/**
 * The school remembered on the device, after remembering `slug` if given ('' for all
 * schools). Storage can throw (blocked site data, a full quota, some private modes): then
 * nothing is remembered, and the address still works.
 */
function remembered(slug?: string): string | null {
  try {
    if (slug !== undefined) localStorage.setItem(SCHOOL_STORAGE_KEY, slug);
    return localStorage.getItem(SCHOOL_STORAGE_KEY);
  } catch {
    return null;
  }
}

const withSchool = (slug: string | null) => {
  const url = new URL(location.href);
  if (slug) url.searchParams.set(SCHOOL_PARAM, slug);
  else url.searchParams.delete(SCHOOL_PARAM);
  return url;
};

const inAddress = () => new URLSearchParams(location.search).get(SCHOOL_PARAM);

/** The school in the address, if it is one of `schools`; else null (all schools). */
export function schoolInAddress(schools: readonly School[] | null): string | null {
  const slug = inAddress();
  return schoolNamed(schools, slug) ? slug : null;
}

/**
 * The school a widget offering the choice starts with: the address's, else the remembered one,
 * which is then written into the address (replaced, not a new history entry), so that the page
 * can be shared as it shows. Safe to call again: both widgets of a page call it.
 */
export function startingSchool(schools: readonly School[] | null): string | null {
  let slug = inAddress();
  if (slug === null) {
    slug = remembered();
    if (schoolNamed(schools, slug)) history.replaceState(history.state, '', withSchool(slug));
  }
  return schoolNamed(schools, slug) ? slug : null;
}

/**
 * The visitor chose a school (null: all schools): a new history entry, remembered on the
 * device (all schools too), and every widget of the page follows.
 */
export function chooseSchool(slug: string | null) {
  history.pushState(null, '', withSchool(slug));
  remembered(slug ?? '');
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` when the choice may have changed: chooseSchool, or the back and forward
 * buttons. Returns its unsubscribe.
 */
export function onSchoolChange(listener: () => void): () => void {
  listeners.add(listener);
  addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    removeEventListener('popstate', listener);
  };
}
