// Issue #45, item 2: Settings -> School site widgets as a school's web team meets it: WordPress's
// sections and help, the feed groups as rows of the widgets' groups, the check of the media
// service, and no origin to type in base64.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../e2e/support/browser';
import { rawConfig } from './support/security';
import {
  adminPage,
  clickAndLoad,
  createUser,
  logInAs,
  pageConfig,
  resetSettings,
  wpUrl,
} from './support/wordpress';

let browser: Browser;
let admin: Page;
/** The seeded settings, as the visitors' pages carry them. */
let seeded: Record<string, unknown>;
beforeAll(async () => {
  browser = await launch();
  ({ page: admin } = await adminPage(browser));
  seeded = await visitorConfig();
});
afterAll(() => browser.close());
afterEach(() => resetSettings());

const SETTINGS = '/wp-admin/options-general.php?page=school-site-widgets';
const KNOWN =
  'News, Events, Twitter, Photos, Blog, Videos, Facebook, SoundCloud, Magazines, Instagram, Pinterest';

async function visitorConfig() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(wpUrl('/media/'));
  const config = await pageConfig(page);
  await context.close();
  return config;
}

const seededGroups = () => Object.entries(seeded.feedGroups as Record<string, number[]>);

async function save() {
  // (The address loses settings-updated=true as the page loads: WordPress's canonical URL.)
  await clickAndLoad(admin, admin.locator('#submit'));
  return (await admin.locator('.settings-error p').allTextContents()).map((text) => text.trim());
}

async function checkService() {
  await admin.goto(wpUrl(SETTINGS));
  await Promise.all([
    admin.waitForURL(/page=school-site-widgets/),
    admin.getByRole('button', { name: 'Check the media service' }).click(),
  ]);
  const answer = (await admin.locator('.ssw-check-answer').textContent())?.trim();
  const rows = await admin
    .locator('.ssw-check-feeds tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())),
    );
  return { answer, rows };
}

describe('the settings screen', () => {
  it("speaks in WordPress's sections, with help in plain words and the key only as a hint", async () => {
    await admin.goto(wpUrl(SETTINGS));
    expect(await admin.locator('.wrap h2').allTextContents()).toEqual([
      'The media service',
      'Schools, language and dates',
      'Advanced',
      'Check the media service',
    ]);
    // Each section is a form-table of its fields; the advanced keys under their heading.
    const advanced = admin.locator('h2:text-is("Advanced") + table.form-table');
    for (const label of [
      'Tag manager id',
      'Tag manager script URL',
      'Map tile URL',
      'Embed hosts',
    ]) {
      expect(await advanced.getByLabel(label, { exact: true }).count(), label).toBe(1);
    }
    const media = admin.locator('h2:text-is("The media service") + table.form-table');
    expect(await media.getByLabel('Media service URL', { exact: true }).count()).toBe(1);
    const help = await admin
      .getByLabel('Media service URL', { exact: true })
      .getAttribute('aria-describedby');
    const text = await admin.locator(`#${help}`).innerText();
    expect(text).toContain("The address of the school group's media service");
    expect(text).toContain('Config key: mediaServiceUrl');
    expect(await admin.locator(`#${help} code`).textContent()).toBe('mediaServiceUrl');
    // The embedding origins come from WordPress's addresses: shown, never typed in base64.
    expect(await admin.locator('.wrap').innerText()).not.toMatch(/base64/i);
    const origin = new URL(wpUrl('/')).origin;
    expect(await advanced.innerText()).toContain(
      `Edit on page lets the admin screens at ${origin} edit the pages of ${origin}.`,
    );
  });

  it("an embedding origin an older version saved is no longer put into visitors' pages", async () => {
    await rawConfig('adminOrigin', JSON.stringify(btoa('https://other.example')));
    expect((await visitorConfig()).adminOrigin).toBeUndefined();
  });
});

describe('the feed groups, as rows', () => {
  it('shows each group by name with its feed ids; a group is removed, one added', async () => {
    await admin.goto(wpUrl(SETTINGS));
    const groups = seededGroups();
    for (const [index, [slug, ids]] of groups.entries()) {
      const select = admin.getByLabel(`Group of row ${index + 1}`, { exact: true });
      expect(await select.inputValue()).toBe(slug);
      expect(await select.locator('option:checked').textContent()).not.toBe(slug);
      expect(
        await admin.getByLabel(`Feed ids of row ${index + 1}`, { exact: true }).inputValue(),
      ).toBe(ids.join(', '));
    }
    // Emptying a row's feed ids removes its group.
    const [[removed], ...kept] = groups as [[string, number[]], ...[string, number[]][]];
    await admin.getByLabel('Feed ids of row 1', { exact: true }).fill('');
    // The rows after the groups are empty, for new ones: a person picks a group by its name.
    const spare = groups.length + 1;
    const choices = await admin
      .getByLabel(`Group of row ${spare}`, { exact: true })
      .locator('option')
      .allTextContents();
    expect(choices.slice(1).join(', ')).toBe(KNOWN);
    await admin
      .getByLabel(`Group of row ${spare}`, { exact: true })
      .selectOption({ label: 'Magazines' });
    await admin.getByLabel(`Feed ids of row ${spare}`, { exact: true }).fill('7,8 , 7');
    expect(await save()).toEqual(['Settings saved.']);
    const magazines = (seeded.feedGroups as Record<string, number[]>).publications ?? [];
    const expected = { ...Object.fromEntries(kept), publications: [...magazines, 7, 8] };
    const config = await visitorConfig();
    expect(config.feedGroups).toEqual(expected);
    expect(Object.keys(config.feedGroups as object)).not.toContain(removed);
  });

  it('a group the widgets do not know is refused, naming the known ones; then it is changed', async () => {
    // An older version saved any name: the media service's own "calendar" for events.
    await rawConfig('feedGroups', '{"news": [1], "calendar": [4]}');
    await admin.goto(wpUrl(SETTINGS));
    expect(await admin.getByLabel('Group of row 2', { exact: true }).inputValue()).toBe('calendar');
    expect(await save()).toEqual([
      `Feed groups was not saved: feedGroups: "calendar" is not a group the widgets know; use one of: ${KNOWN}. The previous value is kept.`,
    ]);
    await admin.getByLabel('Group of row 2', { exact: true }).selectOption({ label: 'Events' });
    expect(await save()).toEqual(['Settings saved.']);
    expect((await visitorConfig()).feedGroups).toEqual({ news: [1], events: [4] });
  });

  it('feed ids that are not numbers, or with no group, are refused with what to do', async () => {
    await admin.goto(wpUrl(SETTINGS));
    await admin.getByLabel('Feed ids of row 1', { exact: true }).fill('4 and 5');
    expect(await save()).toEqual([
      'Feed groups was not saved: feedGroups: feed ids are numbers separated by commas, so "4 and 5" cannot be read ("4 and 5"). The previous value is kept.',
    ]);
    const spare = seededGroups().length + 1;
    await admin.getByLabel(`Feed ids of row ${spare}`, { exact: true }).fill('12');
    expect(await save()).toEqual([
      'Feed groups was not saved: feedGroups: the feed ids 12 have no group; choose one. The previous value is kept.',
    ]);
    expect((await visitorConfig()).feedGroups).toEqual(seeded.feedGroups);
  });
});

describe('Check the media service', () => {
  it("with the demo's service: each saved feed id, its group and its kind", async () => {
    await admin.goto(wpUrl(SETTINGS));
    const names = Object.fromEntries(
      await admin
        .getByLabel('Group of row 1', { exact: true })
        .locator('option')
        .evaluateAll((options) =>
          (options as HTMLOptionElement[]).map((option) => [option.value, option.text]),
        ),
    );
    const { answer, rows } = await checkService();
    expect(answer).toBe('The media service answers, and knows every saved feed.');
    const expected = seededGroups().flatMap(([slug, ids]) =>
      ids.map((id) => [String(id), names[slug] ?? slug]),
    );
    expect(rows.map(([id, group]) => [id, group])).toEqual(expected);
    for (const [, , kind] of rows) expect(kind).toMatch(/^[A-Z][A-Za-z]+$/);
  });

  it('names the feed ids the service does not know', async () => {
    await admin.goto(wpUrl(SETTINGS));
    const spare = seededGroups().length + 1;
    await admin
      .getByLabel(`Group of row ${spare}`, { exact: true })
      .selectOption({ label: 'Videos' });
    await admin.getByLabel(`Feed ids of row ${spare}`, { exact: true }).fill('987654');
    expect(await save()).toEqual(['Settings saved.']);
    const { answer, rows } = await checkService();
    expect(answer).toBe(
      'The media service answers, but does not know the feed ids 987654: check them with its provider.',
    );
    expect(rows).toContainEqual(['987654', 'Videos', 'Not known to the media service']);
  });

  it('says when the service cannot be reached, or what answers is no media service', async () => {
    const cases: [string, string][] = [
      [
        'http://127.0.0.1:9/svc/',
        'The media service at http://127.0.0.1:9/svc/ cannot be reached:',
      ],
      [
        wpUrl('/no-such-service/'),
        `The media service at ${wpUrl('/no-such-service/')} answered with the HTTP status 404, not the feeds' details: is the address right?`,
      ],
      [
        wpUrl('/media/?from='),
        `Something answers at ${wpUrl('/media/?from=')}, but not as a media service does (the feeds' details as JSONP): is the address right?`,
      ],
    ];
    for (const [url, said] of cases) {
      await admin.goto(wpUrl(SETTINGS));
      await admin.getByLabel('Media service URL', { exact: true }).fill(url);
      expect(await save()).toEqual(['Settings saved.']);
      const { answer, rows } = await checkService();
      expect(answer, url).toContain(said);
      expect(rows).toEqual([]);
    }
  });

  it('answers only an administrator, with the form of her own screen', async () => {
    const check = (page: Page, form: Record<string, string>) =>
      page.request.post(wpUrl('/wp-admin/admin-post.php'), { form, maxRedirects: 0 });
    // The administrator's own request, without the form's nonce (another site's form).
    expect((await check(admin, { action: 'ssw_check_media' })).status()).toBe(403);
    await createUser('checkeditor', 'editor');
    const context = await browser.newContext();
    const editor = await context.newPage();
    await logInAs(editor, 'checkeditor');
    const refused = await check(editor, { action: 'ssw_check_media' });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(
      'Sorry, you are not allowed to check the media service.',
    );
    await context.close();
  });
});
