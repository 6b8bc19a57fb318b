import { useId } from 'react';
import { t } from '../../../../src/i18n';

/** The external maps page the directions box opens (its documented "directions" URL). */
export const DIRECTIONS_URL = 'https://www.google.com/maps/dir/';

/**
 * The directions box (spec section 2): the visitor types where they start from, and the maps
 * page opens in a new tab with start and destination. A plain form: nothing is asked of the
 * maps site before the visitor submits, and it works the same with or without a mouse.
 */
export function Directions({ destination }: { destination: string }) {
  const inputId = useId();
  return (
    <form
      className="wgt-directions"
      action={DIRECTIONS_URL}
      method="get"
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('Directions')}
    >
      <input type="hidden" name="api" value="1" />
      <input type="hidden" name="destination" value={destination} />
      <label className="wgt-directions__label" htmlFor={inputId}>
        {t('Your starting address')}
      </label>
      <input
        className="wgt-directions__input"
        id={inputId}
        name="origin"
        type="text"
        autoComplete="street-address"
        required
      />
      <button type="submit" className="wgt-button">
        {t('Get directions')}
        <span className="wgt-sr-only"> {t('(opens in a new tab)')}</span>
      </button>
    </form>
  );
}
