// What the widget inspector warns an editor about on a widget that did mount (./inspector.ts):
// it works, but not as the markup asks. Worked out from the element and the page config, as the
// inspector works out `disabled`, and not from the log line the widget wrote
// (src/schools/schools.ts, reportUnknownSchool): that line may come before the bridge listens.
import type { WidgetsConfig } from '../kernel/types';

/** The attribute by which the CMS fixes a media widget's school (src/schools/schools.ts). */
const SCHOOL_ATTR = 'data-school';

/** The slugs of the config's schools, as far as the value is a list of them. */
function schoolSlugs(schools: unknown): string[] {
  if (!Array.isArray(schools)) return [];
  return schools
    .map((school: unknown) => (school as { slug?: unknown } | null)?.slug)
    .filter((slug): slug is string => typeof slug === 'string');
}

/** The warning about a mounted widget `element`, in plain words, or null when all is well. */
export function widgetWarning(element: Element, config: Partial<WidgetsConfig>): string | null {
  const school = element.getAttribute(SCHOOL_ATTR);
  if (school) {
    const slugs = schoolSlugs(config.schools);
    if (!slugs.includes(school)) {
      const known = slugs.length ? `one of ${slugs.join(', ')}` : 'none: there is no "schools" key';
      return `Its ${SCHOOL_ATTR}="${school}" is not a school of the page config's "schools" (${known}), so it shows every school's items.`;
    }
  }
  return null;
}
