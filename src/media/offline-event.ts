/**
 * Dispatched on `document` when, back online, the page's repositories (./repository.ts) have
 * forgotten answers that came while offline: the offline notice (widgets/home-screen-prompt/
 * offline) then mounts the media widgets again, and they ask the service afresh. Answers from
 * the network are kept: a page that only lost the network for a while asks nothing twice.
 * In the chunk every widget loads ('widget-root', build/chunks.json), not the media chunk: the
 * offline notice needs no media client.
 */
export const OFFLINE_ANSWERS_FORGOTTEN = 'widgets:offline-answers-forgotten';
