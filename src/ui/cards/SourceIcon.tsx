import { t } from '../../i18n';
import type { FeedGroupDefinition } from '../../media/item-types';

/**
 * The small source mark of a card: the group's icon class (`wgt-icon--news`, ...; the glyph
 * is CSS, see cards.css, so it costs no JavaScript) and the group's name for screen readers.
 */
export function SourceIcon({ group }: { group: FeedGroupDefinition }) {
  return (
    <span className={`wgt-card__source ${group.IconLogoClass}`}>
      <span className="wgt-sr-only">{t(group.GroupName)}</span>
    </span>
  );
}
