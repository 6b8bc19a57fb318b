// Every name, limit and timeout of the CMS bridge in one place, so that the protocol in
// docs/cms-bridge.md, the markup contract and the code cannot drift apart.

/** Marks an element of the CMS markup as an inline-editable field: `data-editable="intro"`. */
export const EDITABLE_ATTR = 'data-editable';
/** `text` (default: plain text, one line) or `rich` (links, bold, italic, lists, paragraphs). */
export const EDITABLE_KIND_ATTR = 'data-editable-kind';
/** Optional human label for the accessible name "Edit: <label>"; the field id otherwise. */
export const EDITABLE_LABEL_ATTR = 'data-editable-label';
/** Written by the bridge while editing: editing, saving, unsaved, restored. */
export const EDITABLE_STATE_ATTR = 'data-editable-state';
/** Written on <html> by the bridge: the editing mode (connecting, ready, editable, failed, off). */
export const BRIDGE_STATE_ATTR = 'data-cms-bridge';
/** Written on <html>: messages that failed to send to the parent (swallowed, spec section 8). */
export const SEND_ERRORS_ATTR = 'data-cms-bridge-send-errors';
/** Written on <html>: inbound messages refused (wrong window, origin, shape, nonce or state). */
export const REJECTED_ATTR = 'data-cms-bridge-rejected';

/** A field id: what the CMS uses to find the field again. */
export const FIELD_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;

/** The value of `protocol` in every message, and the one version this page speaks. */
export const PROTOCOL = 'wgt-cms';
export const VERSION = 1;

/** The hello is repeated this often until answered (the admin may not be listening yet)... */
export const HELLO_RETRY_MS = 500;
/** ...and given up after this long: editing mode `failed`. */
export const HANDSHAKE_TIMEOUT_MS = 4000;
/** An edit not acknowledged within this time stays a draft, flagged unsaved. */
export const EDIT_TIMEOUT_MS = 5000;
/** Typing pauses this long before the field's value is sent (drafts are kept at once). */
export const EDIT_DEBOUNCE_MS = 400;

/** Longest field value sent, in characters; a longer edit stays a local draft only. */
export const MAX_VALUE_LENGTH = 100_000;
/** Longest error text accepted from the admin. */
export const MAX_ERROR_LENGTH = 500;

/** sessionStorage key of this page's drafts (field ids are only unique within a page). */
export const draftsKey = (pathname: string) => `wgt-cms-drafts:v1:${pathname}`;

/** Name of the session cookie the `guid` query parameter is stored in (spec section 6). */
export const EDITCODE_COOKIE = 'editcode';
