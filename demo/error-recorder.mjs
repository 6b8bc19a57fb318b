// A test-only recorder of the page's errors, for browsers whose driver reports none (WebKitGTK
// over classic WebDriver: test/engines). startDemo({ recordErrors: true }) puts it first in
// every site page's <head>, with the page's CSP nonce; it keeps page errors, unhandled
// rejections and console.error lines in sessionStorage, so they outlive a navigation.

const RECORDER = `(() => {
  const keep = (line) => {
    try {
      const lines = JSON.parse(sessionStorage.getItem('demo:errors') || '[]');
      lines.push(line);
      sessionStorage.setItem('demo:errors', JSON.stringify(lines));
    } catch {}
  };
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) keep('page error: ' + event.message);
  });
  addEventListener('unhandledrejection', (event) => {
    keep('page error: unhandled rejection: ' + String(event.reason && (event.reason.stack || event.reason)));
  });
  const error = console.error;
  console.error = function (...args) {
    keep('console error: ' + args.map(String).join(' '));
    return error.apply(this, args);
  };
})();`;

/** The page with the recorder as the first script of its head. */
export function withErrorRecorder(page, nonce) {
  const nonceAttr = nonce ? ` nonce="${nonce}"` : '';
  return page.replace('<head>', `<head>\n<script${nonceAttr}>${RECORDER}</script>`);
}
