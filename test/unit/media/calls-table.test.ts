import { describe, expect, it } from 'vitest';
import { feedDetailsUrl } from '../../../src/bridge/feed-details';
import table from '../../../src/media/calls.json';
import { createMediaClient } from '../../../src/media/client';
import { createMediaRepository } from '../../../src/media/repository';
import { loadEvents } from '../../../widgets/calendar/use-events';
import { loadHubPage } from '../../../widgets/media-hub/feeds';

// src/media/calls.json is what a route answering the widgets' calls takes (the WordPress
// plugin's, includes/media-route.php): a parameter it does not list is dropped there, a missing
// required one refused. So every question the widgets ask must be in it, with its parameters in
// the table's order (the order the plugin writes the service's address in, one cache key for a
// page's question and a widget's). test/wordpress/media-route.test.ts sends these very
// questions to the route.

type Rule = { type: string; required?: boolean };
const calls = table.calls as Record<string, { answer: string; params: Record<string, Rule> }>;

const log = { info() {}, warn() {}, error() {} };
const FEEDS = [3, 14];

/** Every URL the widgets' code builds for one of their questions. */
async function widgetQuestions(): Promise<URL[]> {
  const asked: string[] = [];
  const transport = async (url: string) => {
    asked.push(url);
    return [];
  };
  const client = createMediaClient({ baseUrl: 'https://site.test/route/{call}', transport, log });
  const repository = createMediaRepository(client);
  const hub = { take: 12, group: '', searchExpression: '' } as never;
  await loadHubPage(repository, FEEDS, hub, 0);
  await loadHubPage(
    repository,
    FEEDS,
    { take: 6, group: 'news', searchExpression: '' } as never,
    2,
  );
  await loadHubPage(
    repository,
    FEEDS,
    { take: 12, group: '', searchExpression: '#sport' } as never,
    1,
  );
  await loadEvents(repository, FEEDS);
  await client.getSearchSuggestions({ FeedIds: FEEDS, SearchText: 'sci', Count: 10 });
  await client.getSearchSuggestionsByExpression({ FeedIds: FEEDS, SearchExpression: 'sci' });
  await client.getMediaItemDescription({ ItemId: 7, FeedId: 3 }).catch(() => {});
  await client.getMediaItemsClone({ FeedIds: FEEDS, HasCategorys: true });
  await client.getPhotosSet({ SetId: '72157' }).catch(() => {});
  return [
    ...asked.map((url) => new URL(url)),
    new URL(feedDetailsUrl('https://site.test/route/{call}', FEEDS)),
  ];
}

describe('the media calls table', () => {
  it('holds every question the widgets ask: its call, its parameters, in its order', async () => {
    const questions = await widgetQuestions();
    const named = new Set(questions.map((url) => url.pathname.split('/').pop()));
    // Each of the table's calls is asked by some widget, and nothing else is.
    expect([...named].sort()).toEqual(Object.keys(calls).sort());
    for (const url of questions) {
      const call = url.pathname.split('/').pop() ?? '';
      const rules = calls[call]?.params ?? {};
      const sent = [...url.searchParams.keys()];
      expect(
        sent.filter((name) => !(name in rules)),
        `${url}`,
      ).toEqual([]);
      const order = Object.keys(rules).filter((name) => sent.includes(name));
      expect(sent, `${url}: the table's order`).toEqual(order);
      const required = Object.keys(rules).filter((name) => rules[name]?.required);
      expect(
        required.filter((name) => !sent.includes(name)),
        `${url}`,
      ).toEqual([]);
    }
  });

  it('gives each call an answer shape the route checks, and each parameter a known type', () => {
    const types = ['ids', 'id', 'integer', 'boolean', 'text', 'words', 'choice', 'token'];
    for (const [call, { answer, params }] of Object.entries(calls)) {
      expect(['items', 'texts', 'objects', 'object'], call).toContain(answer);
      for (const rule of Object.values(params)) expect(types, call).toContain(rule.type);
    }
  });
});
