import { afterEach, describe, expect, it } from 'vitest';
import { tabbables } from '../../../src/ui/tabbable';

afterEach(() => {
  document.body.innerHTML = '';
});

function container(html: string) {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const labels = (elements: HTMLElement[]) =>
  elements.map((element) => element.dataset.label ?? element.textContent);

describe('tabbables', () => {
  it('lists links, enabled controls, frames and tabindex=0 elements in document order', () => {
    const root = container(`
      <a href="/one">link</a>
      <button type="button">button</button>
      <input data-label="input">
      <select data-label="select"></select>
      <textarea data-label="textarea"></textarea>
      <iframe data-label="frame"></iframe>
      <div tabindex="0">focusable div</div>
    `);
    expect(labels(tabbables(root))).toEqual([
      'link',
      'button',
      'input',
      'select',
      'textarea',
      'frame',
      'focusable div',
    ]);
  });

  it('leaves out what Tab skips: disabled, hidden inputs, tabindex=-1, links without href', () => {
    const root = container(`
      <a>no href</a>
      <a href="/out" tabindex="-1">taken out</a>
      <button type="button" disabled>disabled</button>
      <input type="hidden" data-label="hidden input">
      <div tabindex="-1">programmatic only</div>
      <button type="button">kept</button>
    `);
    expect(labels(tabbables(root))).toEqual(['kept']);
  });

  it('leaves out what is inert, not displayed or invisible (a covered menu panel)', () => {
    const root = container(`
      <div inert><button type="button">inert</button></div>
      <div style="display: none"><button type="button">not displayed</button></div>
      <div style="visibility: hidden"><button type="button">invisible</button></div>
      <button type="button">shown</button>
    `);
    expect(labels(tabbables(root))).toEqual(['shown']);
  });
});
