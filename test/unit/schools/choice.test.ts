import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseSchool,
  onSchoolChange,
  SCHOOL_STORAGE_KEY,
  schoolInAddress,
  startingSchool,
} from '../../../src/schools/choice';
import type { School } from '../../../src/schools/schools';

const SCHOOLS: School[] = [
  { slug: 'london', name: 'London', feedIds: [1] },
  { slug: 'dubai', name: 'Dubai', feedIds: [2] },
];

beforeEach(() => {
  history.replaceState(null, '', '/media');
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given a page address', () => {
  it('?school= names the school shown; an unknown one is all schools', () => {
    history.replaceState(null, '', '/media?school=dubai');
    expect(startingSchool(SCHOOLS)).toBe('dubai');
    history.replaceState(null, '', '/media?school=paris');
    expect(schoolInAddress(SCHOOLS)).toBeNull();
  });

  it('the address wins over the remembered school (a shared link)', () => {
    localStorage.setItem(SCHOOL_STORAGE_KEY, 'london');
    history.replaceState(null, '', '/media/filter/news?school=dubai');
    expect(startingSchool(SCHOOLS)).toBe('dubai');
  });
});

describe('given a school remembered on the device', () => {
  it('is preselected and written into the address without a new history entry', () => {
    localStorage.setItem(SCHOOL_STORAGE_KEY, 'dubai');
    const entries = history.length;
    history.replaceState({ kept: true }, '', '/media?SearchExpression=%23OpenDay');
    expect(startingSchool(SCHOOLS)).toBe('dubai');
    expect(location.search).toBe('?SearchExpression=%23OpenDay&school=dubai');
    expect(history.state).toEqual({ kept: true });
    expect(history.length).toBe(entries);
  });

  it('a school no longer configured is ignored', () => {
    localStorage.setItem(SCHOOL_STORAGE_KEY, 'geneva');
    expect(startingSchool(SCHOOLS)).toBeNull();
    expect(location.search).toBe('');
  });

  it('a widget whose school the CMS fixed (no schools passed) leaves the address alone', () => {
    localStorage.setItem(SCHOOL_STORAGE_KEY, 'dubai');
    expect(startingSchool(null)).toBeNull();
    expect(location.search).toBe('');
  });
});

describe('when the visitor chooses a school', () => {
  it('pushes the address, remembers it and tells every listener', () => {
    const listener = vi.fn();
    const stop = onSchoolChange(listener);
    chooseSchool('london');
    expect(location.search).toBe('?school=london');
    expect(localStorage.getItem(SCHOOL_STORAGE_KEY)).toBe('london');
    expect(listener).toHaveBeenCalledOnce();
    stop();
    chooseSchool('dubai');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('all schools takes ?school= out of the address and is remembered too', () => {
    history.replaceState(null, '', '/calendar?school=dubai');
    chooseSchool(null);
    expect(location.pathname + location.search).toBe('/calendar');
    expect(startingSchool(SCHOOLS)).toBeNull();
  });

  it('storage that throws only means nothing is remembered', () => {
    localStorage.setItem(SCHOOL_STORAGE_KEY, 'london');
    // Blocked site data: reading window.localStorage itself throws.
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(() => chooseSchool('dubai')).not.toThrow();
      expect(location.search).toBe('?school=dubai');
      history.replaceState(null, '', '/media');
      expect(startingSchool(SCHOOLS)).toBeNull();
    } finally {
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
