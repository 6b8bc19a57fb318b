import { useEffect, useId, useState } from 'react';
import { t } from '../i18n';
import { chooseSchool, onSchoolChange, schoolInAddress, startingSchool } from '../schools/choice';
import type { School } from '../schools/schools';
import { ALL_SCHOOLS, SCHOOL_LABEL } from '../schools/strings';
import { emitWidgetEvent } from './events';

/**
 * The page's school choice (null: all schools): the address's, else the remembered one, then
 * following chooseSchool and the back and forward buttons. A widget whose school the CMS fixed
 * passes no schools: then it is null and the address is left alone.
 */
export function useSchool(schools: readonly School[] | null) {
  const [school, setSchool] = useState(() => startingSchool(schools));
  useEffect(() => {
    // A pop-up's share URL (another path) has no ?school=; the list under it stays as it is.
    const path = location.pathname;
    return onSchoolChange(() => {
      if (location.pathname === path) setSchool(schoolInAddress(schools));
    });
  }, [schools]);
  return school;
}

/** The school choice: a labelled native select, "All schools" then each school. */
export function SchoolChoice({
  schools,
  school,
}: {
  schools: readonly School[];
  school: string | null;
}) {
  const id = useId();
  return (
    <div className="wgt-school-choice">
      <label htmlFor={id}>{t(SCHOOL_LABEL)}</label>
      <select
        id={id}
        value={school ?? ''}
        onChange={({ currentTarget: select }) => {
          chooseSchool(select.value || null);
          emitWidgetEvent(select, 'school', { school: select.value });
        }}
      >
        <option value="">{t(ALL_SCHOOLS)}</option>
        {schools.map(({ slug, name }) => (
          <option key={slug} value={slug}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
