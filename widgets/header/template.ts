import { TEMPLATE_ATTR, TEMPLATE_CLASS_PREFIX, TEMPLATES, type Template } from './schema';

const isTemplate = (value: string | null | undefined): value is Template =>
  (TEMPLATES as readonly (string | null | undefined)[]).includes(value);

/**
 * The page template, from the header's data-template, else the body class template-{kind}.
 * null when neither names a known template (the default sticky rule then applies).
 */
export function templateOf(header: Element, body: Element | null): Template | null {
  const declared = header.getAttribute(TEMPLATE_ATTR);
  if (isTemplate(declared)) return declared;
  for (const name of body?.classList ?? []) {
    const kind = name.startsWith(TEMPLATE_CLASS_PREFIX) && name.slice(TEMPLATE_CLASS_PREFIX.length);
    if (isTemplate(kind || null)) return kind as Template;
  }
  return null;
}
