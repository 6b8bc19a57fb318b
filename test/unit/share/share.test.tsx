import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../../src/kernel/log';
import { COPY_FAILED_WARNING, copyToClipboard } from '../../../widgets/popups/share/clipboard';
import { ShareButton } from '../../../widgets/popups/share/ShareButton';
import { buttonByName, click, render, settle, unmount } from '../photo-viewer/render';

const URL_TO_SHARE = 'http://localhost/media/eventsfeed/4/120';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

afterEach(async () => {
  await unmount();
  vi.unstubAllGlobals();
});

describe('copyToClipboard', () => {
  describe('given the clipboard accepts the text', () => {
    it('writes it and resolves true, warning nothing', async () => {
      const writeText = vi.fn(async () => {});
      stubClipboard(writeText);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await expect(copyToClipboard(URL_TO_SHARE, log)).resolves.toBe(true);
      expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe('given the permission is denied', () => {
    it('warns "Copy to clipboard failed." and resolves false', async () => {
      stubClipboard(async () => {
        throw new DOMException('Write permission denied.', 'NotAllowedError');
      });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await expect(copyToClipboard(URL_TO_SHARE, log)).resolves.toBe(false);
      expect(warn).toHaveBeenCalledExactlyOnceWith('[widgets] Copy to clipboard failed.');
      expect(COPY_FAILED_WARNING).toBe('Copy to clipboard failed.');
    });
  });

  describe('given no async clipboard at all (an insecure context)', () => {
    it('warns and resolves false', async () => {
      vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await expect(copyToClipboard(URL_TO_SHARE, log)).resolves.toBe(false);
      expect(warn).toHaveBeenCalledExactlyOnceWith('[widgets] Copy to clipboard failed.');
    });
  });
});

describe('given a share button', () => {
  it('announces "Link copied" politely after a copy', async () => {
    stubClipboard(async () => {});
    const view = await render(<ShareButton url={URL_TO_SHARE} />);
    const status = view.querySelector('[role="status"]');
    expect(status?.textContent).toBe('');
    await click(buttonByName(view, 'Copy link'));
    await settle();
    expect(status?.textContent).toBe('Link copied');
    expect(view.querySelector('input')).toBeNull();
  });

  it('clears the message after a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      stubClipboard(async () => {});
      const view = await render(<ShareButton url={URL_TO_SHARE} />);
      await click(buttonByName(view, 'Copy link'));
      await settle();
      expect(view.querySelector('[role="status"]')?.textContent).toBe('Link copied');
      vi.advanceTimersByTime(4_000);
      await settle();
      expect(view.querySelector('[role="status"]')?.textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the copy fails, shows the URL in a read-only field, focused and selected', async () => {
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = await render(<ShareButton url={URL_TO_SHARE} />);
    await click(buttonByName(view, 'Copy link'));
    await settle();
    const field = view.querySelector('input') as HTMLInputElement;
    expect(field.value).toBe(URL_TO_SHARE);
    expect(field.readOnly).toBe(true);
    expect(view.querySelector(`label[for="${field.id}"]`)?.textContent).toBe('Copy this link');
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(URL_TO_SHARE.length);
    expect(view.querySelector('[role="status"]')?.textContent).toBe('');
  });
});
