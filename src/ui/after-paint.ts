/**
 * Runs `callback` once the browser has drawn the next frame: a timer queued from an animation
 * frame callback runs after that frame's style, layout and paint. For work that reads or forces
 * layout (focus() does both) right after React commits new content: run in the commit's task,
 * it makes the browser lay the new content out there and then, one long task instead of two
 * short ones. Returns a cancel function, for an effect's cleanup.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
