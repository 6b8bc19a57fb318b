import { isHttpOrSitePath } from '../../../../src/format/safe-url';
import { cleanTitle } from '../../../../src/format/title';
import { t } from '../../../../src/i18n';
import { embedForItem, readEmbedHosts } from '../../../../src/media/embed/providers';
import { groupOfItemType } from '../../../../src/media/item-types';
import { readSchools, schoolOf } from '../../../../src/schools/schools';
import { cardSettings } from '../../../../src/ui/cards/settings';
import { useLog } from '../../../../src/ui/widget-root';
import type { PopupContentProps } from '../../host/content';
import { PopupHeader } from '../../host/PopupHeader';
import { ShareButton } from '../../share/ShareButton';
import ClickToLoadEmbed from './ClickToLoadEmbed';

/**
 * The player pop-up of a video, audio, magazine or social item: its title and date, and the
 * provider's player behind a click-to-load placeholder (nothing is asked of the provider before
 * the visitor chooses to). An item whose URL is no known player gets a plain link instead.
 */
export default function EmbedPopup({ item, titleId, config, shareUrl }: PopupContentProps) {
  const settings = cardSettings(config);
  const log = useLog();
  const school = schoolOf(readSchools(config.schools, log), item.FeedId)?.name;
  const group = groupOfItemType(item.ItemType);
  const title = cleanTitle(item.Title) || t(group.GroupName);
  const embed = embedForItem(item, readEmbedHosts(config.embedHosts, log));
  const link = isHttpOrSitePath(item.URL) ? item.URL.trim() : '';
  const offSite = /^(https?:)?\/\//i.test(link);

  return (
    <article className="wgt-embed-popup">
      <PopupHeader
        titleId={titleId}
        title={title}
        date={item.Date}
        timeZone={settings.timeZone}
        school={school}
      />
      {embed ? (
        <ClickToLoadEmbed embed={embed} imageService={settings.imageService || undefined} />
      ) : (
        link && (
          <p className="wgt-embed-popup__link">
            <a
              className="wgt-button"
              href={link}
              target={offSite ? '_blank' : undefined}
              rel={offSite ? 'noopener noreferrer' : undefined}
            >
              {t(group.PostViewLabel)}
              {offSite && <span className="wgt-sr-only"> {t('(opens in a new tab)')}</span>}
            </a>
          </p>
        )
      )}
      <ShareButton url={shareUrl} className="wgt-popup__share" />
    </article>
  );
}
