import { textLengthClass } from '../../format/text-length';
import { cleanTitle, titleParts } from '../../format/title';
import { inPageLanguage, mediaPagePath } from '../../i18n';
import type { HeadingLevel } from './settings';

interface Props {
  id: string;
  title: unknown;
  level: HeadingLevel;
}

/**
 * A card's heading: the cleaned title with each #hashtag and @mention as a link to the search
 * expression on the media page (the site's: src/i18n/media-page.ts, on the page's language
 * site), and the text length class (longText / mediumText) of spec section 5.
 */
export function CardTitle({ id, title, level }: Props) {
  const parts = titleParts(title, mediaPagePath());
  const length = textLengthClass(cleanTitle(title));
  const Heading = `h${level}` as const;
  return (
    <Heading
      id={id}
      className={`wgt-card__title${length ? ` wgt-card__title--${length}` : ''}`}
      dir="auto"
    >
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder; a tag may repeat
          <a key={index} className="wgt-card__tag" href={inPageLanguage(part.href)}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </Heading>
  );
}
