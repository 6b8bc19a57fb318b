import type { ReactNode } from 'react';
import { formatEventDay, formatEventMonth, formatPopupDate } from '../../../src/format/dates';
import { toInstant } from '../../../src/format/instant';
import { t } from '../../../src/i18n';
import { FROM_SCHOOL } from '../../../src/schools/strings';

interface PopupHeaderProps {
  /** The dialog is labelled by the title heading. */
  titleId: string;
  title: string;
  /** Above the title; a player pop-up shows none (spec section 2). */
  categories?: readonly string[];
  /** The item's date, shown in `timeZone`; nothing of it shows when it is not a date. */
  date: string;
  timeZone: string;
  /**
   * Where the date shows: a 'Do MMM YYYY' line under the title (news, players), or an event's
   * day-and-month block beside the heading, which then has a column of its own.
   */
  dateAs?: 'line' | 'block';
  /** The name of the school the item comes from (config `schools`); none for the group's. */
  school?: string;
  /** First in the header: the news alert label. */
  flag?: ReactNode;
  /** Under the title (and date line): an event's time and "Updated" notice. */
  children?: ReactNode;
}

/** The header of the news, event and player pop-ups: categories, the title, the date. */
export function PopupHeader({
  titleId,
  title,
  categories = [],
  date,
  timeZone,
  dateAs = 'line',
  school,
  flag,
  children,
}: PopupHeaderProps) {
  const dateTime = toInstant(date)?.toISOString();
  const line = dateAs === 'line' ? formatPopupDate(date, timeZone) : '';
  const heading = (
    <>
      {flag}
      {categories.length > 0 && (
        <ul className="wgt-popup__categories" aria-label={t('Categories')}>
          {categories.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
      <h2 className="wgt-popup__title" id={titleId} dir="auto">
        {title}
      </h2>
      {line && (
        <p className="wgt-popup__date">
          <time dateTime={dateTime}>{line}</time>
        </p>
      )}
      {school && (
        <p className="wgt-popup__school">
          {t(FROM_SCHOOL)}
          <span dir="auto">{school}</span>
        </p>
      )}
      {children}
    </>
  );
  if (dateAs === 'line') return <header className="wgt-popup__header">{heading}</header>;

  const day = formatEventDay(date, timeZone);
  const month = formatEventMonth(date, timeZone);
  return (
    <header className="wgt-popup__header wgt-event-popup__header">
      {day && month && (
        <p className="wgt-event-popup__date-block">
          <time dateTime={dateTime}>
            <span className="wgt-event-popup__day">{day}</span>{' '}
            <span className="wgt-event-popup__month">{month}</span>
          </time>
        </p>
      )}
      <div className="wgt-event-popup__heading">{heading}</div>
    </header>
  );
}
