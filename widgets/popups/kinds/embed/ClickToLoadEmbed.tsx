import { useEffect, useId, useRef, useState } from 'react';
import { cardImageUrl } from '../../../../src/format/images';
import { t } from '../../../../src/i18n';
import { type Embed, PROVIDERS } from '../../../../src/media/embed/providers';
import { emitWidgetEvent } from '../../../../src/ui/events';
import { isRemembered, onRemembered, remember } from './consent';

export interface ClickToLoadEmbedProps {
  /** From embedForItem / embedForBooking (src/media/embed/providers/). */
  embed: Embed;
  /**
   * Image service (config imageServiceUrl) the poster goes through. Without one, only a poster on
   * this site is shown: a poster on the provider's host would contact it before the visitor asks.
   */
  imageService?: string;
}

const POSTER_WIDTH = 720;

function posterUrl(poster: string | undefined, imageService: string | undefined): string {
  if (!poster) return '';
  if (imageService) return cardImageUrl(poster, { service: imageService, defaultImage: '' });
  return poster.startsWith('/') && !poster.startsWith('//') ? poster : '';
}

/**
 * A third-party player that starts as a placeholder (poster, title, provider, a load button and a
 * privacy note). Nothing is requested from the provider - no iframe, preconnect, script or image -
 * until the visitor asks, or has ticked "Always load ... during this visit" for that provider.
 * After a click, focus moves into the player so keyboard users continue where they were.
 */
export default function ClickToLoadEmbed({ embed, imageService }: ClickToLoadEmbedProps) {
  const { provider, providerName } = embed;
  const [loaded, setLoaded] = useState(() => isRemembered(provider));
  const [always, setAlways] = useState(false);
  const focusOnLoad = useRef(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const noteId = useId();
  const alwaysId = useId();

  useEffect(() => {
    if (loaded) return;
    return onRemembered(provider, () => setLoaded(true));
  }, [loaded, provider]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the change to loaded counts
  useEffect(() => {
    if (!loaded) return;
    emitWidgetEvent(frame.current, 'embed-load', {
      provider,
      kind: embed.kind,
      remembered: !focusOnLoad.current,
    });
    if (focusOnLoad.current) frame.current?.focus();
  }, [loaded]);

  const kindClass = `wgt-embed wgt-embed--${embed.kind}`;

  if (loaded) {
    const rules = PROVIDERS[provider];
    return (
      <div className={`${kindClass} wgt-is-loaded`}>
        <iframe
          ref={frame}
          className="wgt-embed__frame"
          src={embed.embedUrl}
          title={`${providerName}: ${embed.title}`}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox={rules.sandbox}
          allow={rules.allow || undefined}
        />
      </div>
    );
  }

  const poster = posterUrl(embed.poster, imageService);
  return (
    <div className={kindClass}>
      {poster && (
        <img
          className="wgt-embed__poster"
          src={poster}
          alt=""
          width={POSTER_WIDTH}
          height={Math.round((POSTER_WIDTH * 9) / 16)}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="wgt-embed__panel">
        <p className="wgt-embed__title" dir="auto">
          {embed.title}
        </p>
        <p className="wgt-embed__provider">{providerName}</p>
        <button
          type="button"
          className="wgt-embed__load"
          aria-describedby={noteId}
          onClick={() => {
            if (always) remember(provider);
            focusOnLoad.current = true;
            setLoaded(true);
          }}
        >
          {t('Load {provider} content', { provider: providerName })}
        </button>
        <p className="wgt-embed__note" id={noteId}>
          {t('Loading it connects to {provider}, which may set cookies and record your visit.', {
            provider: providerName,
          })}
        </p>
        <p className="wgt-embed__always">
          <input
            id={alwaysId}
            type="checkbox"
            checked={always}
            onChange={(event) => setAlways(event.currentTarget.checked)}
          />
          <label htmlFor={alwaysId}>
            {t('Always load {provider} content during this visit', { provider: providerName })}
          </label>
        </p>
      </div>
    </div>
  );
}
