// A page "in a frame" for unit tests: its own window (an EventTarget receiving 'message'
// events), a parent that records what is posted to it, and a way to deliver messages as if
// they came from a given window and origin.
export const SITE = 'http://localhost:8080';
export const ADMIN = 'http://localhost:8081';

export interface Posted {
  message: Record<string, unknown>;
  targetOrigin: string;
}

export function fakeFrame({ search = '', pathname = '/' } = {}) {
  const posted: Posted[] = [];
  const parent = {
    postMessage(message: Record<string, unknown>, targetOrigin: string) {
      posted.push({ message: structuredClone(message), targetOrigin });
    },
  };
  const target = new EventTarget();
  const win = Object.assign(target, {
    parent,
    document,
    location: { origin: SITE, pathname, search, protocol: 'http:' },
  }) as unknown as Window;
  const deliver = (
    data: unknown,
    { origin = ADMIN, source = parent as unknown }: { origin?: string; source?: unknown } = {},
  ) =>
    target.dispatchEvent(
      new MessageEvent('message', { data, origin, source: source as MessageEventSource }),
    );
  const ofType = (type: string) => posted.filter((entry) => entry.message.type === type);
  return { win, parent, posted, deliver, ofType };
}

/** The admin's answer to a request, echoing the nonce. */
export function answer(request: Record<string, unknown>, extra: object = { ok: true }) {
  return {
    protocol: 'wgt-cms',
    version: 1,
    nonce: request.nonce,
    type: 'response',
    replyTo: request.id,
    ...extra,
  };
}

export function pageMessage(nonce: unknown, editable = true) {
  return { protocol: 'wgt-cms', version: 1, nonce, type: 'page', editable };
}
