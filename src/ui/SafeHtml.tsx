import { sanitizeHtml } from './sanitize-html';

interface SafeHtmlProps {
  html: unknown;
  className?: string;
}

/** A media description (untrusted HTML) sanitized; nothing for an empty or non-string value. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = sanitizeHtml(html, 'description');
  if (!clean.trim()) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
