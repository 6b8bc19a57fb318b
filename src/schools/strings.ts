// The school choice's visible text, in one place so that it can move into a message catalog.

/** The label of the school choice. */
export const SCHOOL_LABEL = 'School';
/** The choice's first option: every school's items. */
export const ALL_SCHOOLS = 'All schools';
/** Before the school's name in a pop-up: "School: Dubai". */
export const FROM_SCHOOL = 'School: ';
