// The hello to the admin, repeated until answered: the admin's frame may not be listening yet.
import type { Logger } from '../kernel/types';
import type { Channel } from './channel';
import { storeEditcode } from './editcode';
import type { SetMode } from './root-state';
import { HANDSHAKE_TIMEOUT_MS, HELLO_RETRY_MS } from './schema';

export interface HandshakeOptions {
  channel: Channel;
  win: Window;
  admin: string;
  log: Logger;
  setMode: SetMode;
  isStopped: () => boolean;
}

/** Mode connecting, then ready once the admin answers ok, or failed with one warning. */
export function shakeHands({ channel, win, admin, log, setMode, isStopped }: HandshakeOptions) {
  setMode('connecting');
  channel
    .request(
      { type: 'hello', page: { path: win.location.pathname, title: win.document.title } },
      { timeoutMs: HANDSHAKE_TIMEOUT_MS, resendEveryMs: HELLO_RETRY_MS },
    )
    .then((response) => {
      if (!response.ok) throw new Error(response.error);
      // Only a handshake with the real admin may set the editcode: a hostile frame cannot
      // plant an editing session in this browser.
      storeEditcode(win.document, win.location);
      setMode('ready');
    })
    .catch((error: Error) => {
      if (isStopped()) return;
      setMode('failed');
      log.warn(`CMS bridge: the handshake with ${admin} failed: ${error.message}`);
    });
}
