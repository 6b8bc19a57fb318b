import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../../src/i18n';
import { emitWidgetEvent } from '../../../src/ui/events';
import { useLog, usePageStoreApi } from '../../../src/ui/widget-root';
import { copyToClipboard } from './clipboard';

export interface ShareButtonProps {
  /** The share URL (absolute, as the address bar shows it). */
  url: string;
  className?: string;
}

type Outcome = 'idle' | 'copied' | 'failed';

/** How long "Link copied" stays before the message clears (read once by screen readers). */
const MESSAGE_MS = 4_000;

/**
 * Copies the share URL. Success is announced politely ("Link copied"); when the copy fails (no
 * permission, no clipboard API) the URL appears in a read-only field, focused and selected, so
 * the visitor can copy it by hand (spec section 8: the failure itself is only a console warning).
 */
export function ShareButton({ url, className }: ShareButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const log = useLog();
  const store = usePageStoreApi();
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  useEffect(() => {
    if (outcome === 'failed') {
      field.current?.focus();
      field.current?.select();
    }
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome('idle'), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  return (
    <div className={className ? `wgt-share ${className}` : 'wgt-share'}>
      <button
        type="button"
        className="wgt-share__button"
        onClick={async (event) => {
          const button = event.currentTarget;
          const copied = await copyToClipboard(url, log);
          setOutcome(copied ? 'copied' : 'failed');
          if (copied) {
            const { kind = null, itemId = null, feedId = null } = store.getState().popup ?? {};
            emitWidgetEvent(button, 'share-copy', { kind, itemId, feedId });
          }
        }}
      >
        {t('Copy link')}
      </button>
      {outcome === 'failed' && (
        <span className="wgt-share__manual">
          <label htmlFor={fieldId}>{t('Copy this link')}</label>
          <input
            ref={field}
            id={fieldId}
            className="wgt-share__url"
            type="text"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </span>
      )}
      <span className="wgt-sr-only" role="status">
        {outcome === 'copied' ? t('Link copied') : ''}
      </span>
    </div>
  );
}
