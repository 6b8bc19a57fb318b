// A visitor who leaves a page while a widget's call is on its way: Firefox and WebKit cancel the
// page's requests as the navigation starts and fail them while the page still runs. That is the
// page leaving, not the media service failing: nothing is logged, so the site's error tracker
// (the `widgets:log` event) hears nothing (src/media/leaving.ts). The runner fails a journey on
// any error-level line, the leaving page's included.
import { cleanTitle } from '../../../src/format/title';
import type { Journey } from '../journey';
import { expectDialog, expectPath } from '../steps';
import { newsItem } from './share-url';

export const leaveMidCall: Journey = {
  name: 'leaving a pop-up while its article is on its way: Back, and no error told',
  async run({ page, url }) {
    const item = await newsItem(url('/'));
    await page.goto(url('/'));
    // The media service never answers the article's call: it is in flight when the visitor leaves.
    const path = `/media/newsfeed/${item.FeedId}/${item.Id}`;
    await page.goto(url(`${path}?demoFailure=GetMediaItemDescription:hang`));
    await expectDialog(page, cleanTitle(item.Title).replace(/\s+/g, ' '));
    await page.back();
    await expectPath(page, '/');
  },
};
