// The message shapes of docs/cms-bridge.md, and the strict check every inbound message passes.
// Inbound data is untrusted: anything not exactly in a documented shape is refused.
import { FIELD_ID, MAX_ERROR_LENGTH, MAX_VALUE_LENGTH, PROTOCOL, VERSION } from './schema';

interface Envelope {
  protocol: typeof PROTOCOL;
  version: typeof VERSION;
  /** The page's nonce of this page load, in every message both ways. */
  nonce: string;
}

/** Page to admin: the handshake request. */
export interface HelloMessage extends Envelope {
  type: 'hello';
  id: string;
  page: { path: string; title: string };
}

/** Page to admin: a field's whole new value (request, answered by a response). */
export interface EditMessage extends Envelope {
  type: 'edit';
  id: string;
  field: string;
  kind: 'text' | 'rich';
  /** Sanitized HTML of the field (plain escaped text for `text` fields). */
  html: string;
  /** The field's text content. */
  text: string;
  /** Grows with every change of the field, also across reloads. */
  rev: number;
  /** The value is a draft restored after a reload, sent again. */
  restored: boolean;
}

/** Page to admin: inline editing started (notification, no answer expected). */
export interface EditingMessage extends Envelope {
  type: 'editing';
  fields: { field: string; kind: 'text' | 'rich'; label: string }[];
}

/** A widget that shows nothing of its own, and why (the widget inspector, ./inspector.ts). */
export interface WidgetProblem {
  /** The element's data-widget value, as written. */
  widget: string;
  state: 'failed' | 'invalid' | 'disabled' | 'unknown';
  /** The reason in plain words: the option or config key at fault and what was expected. */
  reason: string;
}

/** Page to admin: the widgets with a problem, sent after the handshake and on every change. */
export interface WidgetsMessage extends Envelope {
  type: 'widgets';
  problems: WidgetProblem[];
}

/** Admin to page: the answer to a hello or an edit. */
export type ResponseMessage = Envelope & { type: 'response'; replyTo: string } & (
    | { ok: true }
    | { ok: false; error: string }
  );

/** Admin to page: the spec's "page message"; editable true starts inline editing. */
export interface PageMessage extends Envelope {
  type: 'page';
  editable: boolean;
}

export type InboundMessage = ResponseMessage | PageMessage;

export type OutboundBody =
  | Omit<HelloMessage, keyof Envelope>
  | Omit<EditMessage, keyof Envelope>
  | Omit<EditingMessage, keyof Envelope>
  | Omit<WidgetsMessage, keyof Envelope>;

export function envelope<T extends OutboundBody>(nonce: string, body: T): T & Envelope {
  return { protocol: PROTOCOL, version: VERSION, nonce, ...body };
}

const NONCE = /^[0-9a-f]{32}$/;
const ID = /^[A-Za-z0-9-]{1,40}$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Exactly these keys, no more and no fewer. */
function hasKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(value, key));
}

const ENVELOPE_KEYS = ['protocol', 'version', 'nonce', 'type'] as const;

/** The inbound message in `data`, or null when it is not exactly a documented shape. */
export function parseInbound(data: unknown): InboundMessage | null {
  if (!isPlainObject(data)) return null;
  if (data.protocol !== PROTOCOL || data.version !== VERSION) return null;
  if (typeof data.nonce !== 'string' || !NONCE.test(data.nonce)) return null;
  const nonce = data.nonce;
  if (data.type === 'page') {
    if (!hasKeys(data, [...ENVELOPE_KEYS, 'editable'])) return null;
    if (typeof data.editable !== 'boolean') return null;
    return { protocol: PROTOCOL, version: VERSION, nonce, type: 'page', editable: data.editable };
  }
  if (data.type === 'response') {
    if (typeof data.replyTo !== 'string' || !ID.test(data.replyTo)) return null;
    const base = {
      protocol: PROTOCOL,
      version: VERSION,
      nonce,
      type: 'response',
      replyTo: data.replyTo,
    } as const;
    if (data.ok === true && hasKeys(data, [...ENVELOPE_KEYS, 'replyTo', 'ok'])) {
      return { ...base, ok: true };
    }
    if (
      data.ok === false &&
      hasKeys(data, [...ENVELOPE_KEYS, 'replyTo', 'ok', 'error']) &&
      typeof data.error === 'string' &&
      data.error.length <= MAX_ERROR_LENGTH
    ) {
      return { ...base, ok: false, error: data.error };
    }
  }
  return null;
}

/** Whether an outbound edit is within the documented limits (checked before sending). */
export function isSendableEdit(field: string, html: string): boolean {
  return FIELD_ID.test(field) && html.length <= MAX_VALUE_LENGTH;
}
