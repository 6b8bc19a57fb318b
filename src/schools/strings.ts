// The school choice's visible text: message keys of src/i18n (their English text), shown
// through t().

/** The label of the school choice. */
export const SCHOOL_LABEL = 'School';
/** The choice's first option: every school's items. */
export const ALL_SCHOOLS = 'All schools';
/** Before the school's name in a pop-up: "School: Dubai". */
export const FROM_SCHOOL = 'School: ';
