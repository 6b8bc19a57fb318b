import { getAllByRole, getByRole } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMountRuntime, type MountRuntime } from '../../../src/kernel/runtime';
import { createPageStore } from '../../../src/kernel/store/store';
import { footer } from '../../../widgets/footer';

const MARKUP = `
<div class="wgt-footer" data-widget="footer" data-load="eager">
  <ul class="wgt-footer__schools" aria-label="Our schools">
    <li class="wgt-footer__school" data-footer-school><a class="wgt-footer__logo" data-footer-logo href="/riverside"><img src="/r.svg" alt="Riverside" width="160" height="80"></a></li>
    <li class="wgt-footer__school" data-footer-school><a class="wgt-footer__logo" data-footer-logo href="/hillcrest"><img src="/h.svg" alt="Hillcrest" width="160" height="80"></a></li>
    <li class="wgt-footer__school" data-footer-school><a class="wgt-footer__logo" data-footer-logo href="/lakeside"><img src="/l.svg" alt="Lakeside" width="160" height="80"></a></li>
  </ul>
  <ul class="wgt-footer__map" aria-label="Find us">
    <li class="wgt-footer__pin"><a data-footer-pin data-x="10" data-y="20" href="/riverside#map">London</a></li>
    <li class="wgt-footer__pin"><a data-footer-pin data-x="30" data-y="40" href="/hillcrest#map">Dubai</a></li>
    <li class="wgt-footer__pin"><a data-footer-pin data-x="50" data-y="60" href="/lakeside#map">Geneva</a></li>
  </ul>
  <a class="wgt-footer__top" data-footer-top href="#top">Back to top</a>
</div>`;

let runtime: MountRuntime;
let root: HTMLElement;

beforeEach(async () => {
  document.body.innerHTML = `<header id="top">Site</header>${MARKUP}`;
  runtime = createMountRuntime({ widgets: [footer], config: {}, store: createPageStore() });
  runtime.start();
  await vi.waitFor(() =>
    expect(document.querySelector('[data-widget-state="mounted"]')).not.toBeNull(),
  );
  root = document.querySelector('[data-widget-root]') as HTMLElement;
});

afterEach(() => runtime.stop());

const schoolItems = () => [...root.querySelectorAll('.wgt-footer__school')];
const pinItems = () => [...root.querySelectorAll('.wgt-footer__pin')];

describe('given the footer with three schools', () => {
  it('renders the logos, pins and list names of the server markup', () => {
    expect(getAllByRole(root, 'img').map((img) => img.getAttribute('alt'))).toEqual([
      'Riverside',
      'Hillcrest',
      'Lakeside',
    ]);
    getByRole(root, 'list', { name: 'Our schools' });
    expect(pinItems().map((pin) => pin.textContent)).toEqual(['London', 'Dubai', 'Geneva']);
  });

  it('hovering a logo shrinks the other two logos and pins', async () => {
    const hillcrest = root.querySelectorAll('.wgt-footer__logo')[1] as HTMLElement;
    hillcrest.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await vi.waitFor(() =>
      expect(schoolItems().map((item) => item.className)).toEqual([
        'wgt-footer__school wgt-is-shrunk',
        'wgt-footer__school wgt-is-active',
        'wgt-footer__school wgt-is-shrunk',
      ]),
    );
    expect(pinItems().map((pin) => pin.classList.contains('wgt-is-shrunk'))).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('focusing a map pin by keyboard shrinks the other schools, and blur restores them', async () => {
    const genevaPin = getByRole(root, 'link', { name: 'Geneva' });
    genevaPin?.focus();
    await vi.waitFor(() =>
      expect(schoolItems().map((item) => item.classList.contains('wgt-is-shrunk'))).toEqual([
        true,
        true,
        false,
      ]),
    );
    genevaPin?.blur();
    await vi.waitFor(() =>
      expect(schoolItems().every((item) => item.className === 'wgt-footer__school')).toBe(true),
    );
  });

  it('the top link scrolls to the top and moves focus there', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    (root.querySelector('.wgt-footer__top') as HTMLElement).click();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement?.id).toBe('top');
    vi.unstubAllGlobals();
  });
});
