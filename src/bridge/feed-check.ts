// The widget inspector's check of the page config's feedGroups against the media service's
// GetMediaFeedDetails answer (spec section 7): a FeedId the service does not know shows nothing,
// and a feed under the wrong group puts its items on the wrong group's page, under that group's
// labels and icon. Pure: the call is made by ./feed-details.ts for ./inspector-feeds.ts.
import { GROUP_ORDER, ITEM_TYPES, itemTypeOf } from '../media/item-types';
import type { ServiceFeed } from './feed-details';

export type ConfiguredFeeds = Partial<Record<string, readonly number[]>>;

/** Every FeedId of the config once, in the order written: the query of GetMediaFeedDetails. */
export function configuredFeedIds(groups: ConfiguredFeeds): number[] {
  return [...new Set(Object.values(groups).flatMap((ids) => ids ?? []))];
}

/**
 * What is wrong with `groups` (the config's feedGroups) by the service's `details`, one
 * sentence each, in the config's order; [] when every FeedId is known and in its FeedType's
 * group (the ItemType table, src/media/item-types.json).
 */
export function checkFeeds(groups: ConfiguredFeeds, details: readonly ServiceFeed[]): string[] {
  const typeOf = new Map(details.map((detail) => [detail.FeedId, detail.FeedType]));
  const problems: string[] = [];
  for (const [slug, ids = []] of Object.entries(groups)) {
    const isGroup = GROUP_ORDER.includes(slug);
    if (!isGroup && ids.length > 0) {
      problems.push(`"${slug}" is not a feed group (expected one of: ${GROUP_ORDER.join(', ')}).`);
    }
    for (const id of ids) {
      const where = `FeedId ${id} (under "${slug}")`;
      const type = typeOf.get(id);
      const row = type ? itemTypeOf(type) : undefined;
      if (type === undefined) {
        problems.push(`${where} is unknown to the media service: its items cannot show.`);
      } else if (type === '') {
        problems.push(`${where}: the media service's answer gives no FeedType that can be read.`);
      } else if (!row) {
        // The service's text, shown as text; cut, so a runaway value cannot flood the notice.
        const named = type.length > 40 ? `${type.slice(0, 40)}…` : type;
        problems.push(`${where} is a "${named}" feed, a FeedType the widgets do not know.`);
      } else if (isGroup && row.group !== slug) {
        const takes = ITEM_TYPES.filter((each) => itemTypeOf(each)?.group === slug);
        problems.push(
          `${where} is a ${type} feed, which belongs to "${row.group}": "${slug}" takes ${takes.join(', ')} feeds.`,
        );
      }
    }
  }
  return problems;
}
