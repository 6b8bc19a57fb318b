import { t } from '../../i18n';

interface Props {
  message: string;
  onRetry: () => void;
  /** The retry is on its way: the button stays (and keeps focus) but ignores presses. */
  busy?: boolean;
}

/**
 * What a list shows when a media call failed or timed out: a short message and a Retry button,
 * never a spinner that runs forever. The widget announces the failure in its own live region
 * (a region that appears together with its text is not reliably read).
 */
export function LoadFailed({ message, onRetry, busy = false }: Props) {
  return (
    <div className="wgt-load-failed">
      <p className="wgt-load-failed__message">{message}</p>
      <button
        type="button"
        className="wgt-button"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onRetry();
        }}
      >
        {busy ? t('Loading…') : t('Retry')}
      </button>
    </div>
  );
}
