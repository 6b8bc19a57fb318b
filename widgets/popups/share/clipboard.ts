import { t } from '../../../src/i18n';
import type { Logger } from '../../../src/kernel/types';

/** The warning of spec section 8, word for word. */
export const COPY_FAILED_WARNING = 'Copy to clipboard failed.';

/**
 * Copies `text` with the async Clipboard API. Resolves true on success; on any failure (no API,
 * an insecure context, permission denied, no user activation) logs the spec's warning and
 * resolves false, so the caller can show the text to copy by hand. Never rejects.
 */
export async function copyToClipboard(text: string, log: Logger): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
      throw new Error('no async clipboard');
    }
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    log.warn(t(COPY_FAILED_WARNING));
    return false;
  }
}
