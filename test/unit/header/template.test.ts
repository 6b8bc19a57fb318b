import { describe, expect, it } from 'vitest';
import { templateOf } from '../../../widgets/header/template';

const element = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as Element;
};

describe('given the header markup', () => {
  it('takes the template from data-template', () => {
    const body = element('<body class="template-landing"></body>');
    expect(templateOf(element('<header data-template="media"></header>'), body)).toBe('media');
  });

  it('falls back to the body class template-{kind}', () => {
    const body = element('<div class="page template-second-level"></div>');
    expect(templateOf(element('<header></header>'), body)).toBe('second-level');
  });

  it('ignores unknown names, and returns null when nothing names a template', () => {
    const body = element('<div class="template-fancy"></div>');
    expect(templateOf(element('<header data-template="fancy"></header>'), body)).toBeNull();
  });
});
