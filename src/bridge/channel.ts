// The typed request/response layer over postMessage. One peer: the parent window at the admin
// origin. Outbound messages name that origin as targetOrigin (never '*'); an inbound message is
// handled only when it comes from that very window, from that exact origin, in a documented
// shape and with this page's nonce. Everything else is counted and dropped.
import {
  envelope,
  type InboundMessage,
  type OutboundBody,
  type PageMessage,
  parseInbound,
  type ResponseMessage,
} from './messages';

export type RejectReason = 'source' | 'origin' | 'shape' | 'nonce' | 'reply' | 'state';

export class RequestTimeout extends Error {
  constructor(type: string) {
    super(`The CMS admin did not answer the ${type} in time.`);
    this.name = 'RequestTimeout';
  }
}

export interface ChannelOptions {
  /** The window whose 'message' events are read (the page's own window). */
  self: Window;
  /** The only window messages go to and come from: window.parent. */
  peer: Window;
  /** The exact origin of the peer: the decoded admin origin. */
  peerOrigin: string;
  nonce: string;
  /** A valid page message from the peer; return false when the page is not ready for it. */
  onPage: (message: PageMessage) => boolean;
  onRejected?: (reason: RejectReason) => void;
  /** postMessage threw; the error itself is swallowed (spec section 8). */
  onSendError?: () => void;
}

export interface RequestOptions {
  timeoutMs: number;
  /** Send the same request (same id) again this often until it is answered. */
  resendEveryMs?: number;
}

type Request = Extract<OutboundBody, { id: string }>;
/** A request as the caller writes it: the channel adds the id (distributes over the union). */
type RequestBody = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;
type Notification = Exclude<OutboundBody, { id: string }>;

export interface Channel {
  /** Sends a request with a fresh id; resolves with the admin's response or rejects on timeout. */
  request(body: RequestBody, options: RequestOptions): Promise<ResponseMessage>;
  notify(body: Notification): void;
  /** Removes the listener and every timer; pending requests reject. */
  stop(): void;
}

interface Pending {
  resolve: (response: ResponseMessage) => void;
  reject: (error: Error) => void;
  timers: ReturnType<typeof setTimeout>[];
}

export function createChannel(options: ChannelOptions): Channel {
  const { self, peer, peerOrigin, nonce } = options;
  const pending = new Map<string, Pending>();
  let nextId = 1;

  const send = (message: object) => {
    try {
      peer.postMessage(message, peerOrigin);
    } catch {
      options.onSendError?.();
    }
  };

  const reject = (reason: RejectReason) => options.onRejected?.(reason);

  const settle = (id: string, outcome: (entry: Pending) => void) => {
    const entry = pending.get(id);
    if (!entry) return false;
    pending.delete(id);
    for (const timer of entry.timers) clearTimeout(timer);
    outcome(entry);
    return true;
  };

  const onMessage = (event: MessageEvent) => {
    // The window first: the right origin from another window (a sibling frame, a pop-up) is
    // still not the admin that framed this page.
    if (event.source !== peer) return reject('source');
    if (event.origin !== peerOrigin) return reject('origin');
    const message: InboundMessage | null = parseInbound(event.data);
    if (!message) return reject('shape');
    if (message.nonce !== nonce) return reject('nonce');
    if (message.type === 'response') {
      if (!settle(message.replyTo, (entry) => entry.resolve(message))) reject('reply');
      return;
    }
    if (!options.onPage(message)) reject('state');
  };
  self.addEventListener('message', onMessage);

  return {
    request(body, { timeoutMs, resendEveryMs }) {
      const id = `r${nextId++}`;
      const message = envelope(nonce, { ...body, id } as Request);
      return new Promise<ResponseMessage>((resolve, rejectRequest) => {
        const timers = [
          setTimeout(
            () => settle(id, (entry) => entry.reject(new RequestTimeout(body.type))),
            timeoutMs,
          ),
        ];
        pending.set(id, { resolve, reject: rejectRequest, timers });
        send(message);
        if (resendEveryMs) {
          const resend = () => {
            if (!pending.has(id)) return;
            send(message);
            timers.push(setTimeout(resend, resendEveryMs));
          };
          timers.push(setTimeout(resend, resendEveryMs));
        }
      });
    },
    notify(body) {
      send(envelope(nonce, body));
    },
    stop() {
      self.removeEventListener('message', onMessage);
      for (const id of [...pending.keys()]) {
        settle(id, (entry) => entry.reject(new Error('The CMS bridge stopped.')));
      }
    },
  };
}
