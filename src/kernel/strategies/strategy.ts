/**
 * A load strategy calls `run` once, when the element should be mounted, and returns a function
 * that cancels the wait (the element was removed before it mounted).
 */
export type Strategy = (element: Element, run: () => void) => () => void;
