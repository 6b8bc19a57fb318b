import { describe, expect, it } from 'vitest';
import calendarBlock from '../../../integrations/wordpress/school-site-widgets/blocks/calendar/block.json';
import mediaHubBlock from '../../../integrations/wordpress/school-site-widgets/blocks/media-hub/block.json';
import calendarOptions from '../../../widgets/calendar/options.json';
import mediaHubOptions from '../../../widgets/media-hub/options.json';

// The widgets' number options (default and bounds) have one source, widgets/<name>/options.json,
// which the widget, the block editor script and the plugin's PHP read. WordPress reads the
// block's default from block.json (and fills it in for a block saved without it), so block.json
// must give the very same number: a default changed on one side only fails here.

describe.each([
  ['media-hub', mediaHubBlock.attributes, 'take', mediaHubOptions.take],
  ['calendar', calendarBlock.attributes, 'days', calendarOptions.days],
])('the %s block', (_, attributes, name, option) => {
  it(`has the widget's ${name}: a number, with its default`, () => {
    expect(attributes).toHaveProperty(name, { type: 'number', default: option.default });
    expect(option.minimum).toBeLessThanOrEqual(option.default);
    expect(option.default).toBeLessThanOrEqual(option.maximum);
  });
});
