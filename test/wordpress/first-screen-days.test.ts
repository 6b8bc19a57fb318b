// The plugin's calendar page without `?days=` lists the days the widget draws first (the PHP
// ssw_first_screen_days against widgets/calendar/events.ts): the same first days with
// JavaScript or without. The seeded site's fortnight is a quiet one: the rule is held here on
// busy ones too.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALENDAR_DAY_SHAPES, widgetFirstScreenDays } from '../support/calendar-day-shapes';

const SERVER_CARDS = join(
  import.meta.dirname,
  '../../integrations/wordpress/school-site-widgets/includes/server-cards.php',
);

/** ssw_first_screen_days over each shape's day lists, from PHP's command line. */
function pluginFirstScreenDays(shapes: number[][]): number[] {
  // ABSPATH as WordPress defines it: the plugin's files answer nothing without it.
  const script = `define('ABSPATH', '/'); define('MINUTE_IN_SECONDS', 60); require $argv[1];
    $shapes = json_decode(stream_get_contents(STDIN), true);
    echo json_encode(array_map(fn ($counts) => ssw_first_screen_days(array_map(
      fn ($count) => array_fill(0, $count, array()), $counts)), $shapes));`;
  const out = execFileSync('php', ['-r', script, '--', SERVER_CARDS], {
    input: JSON.stringify(shapes),
  });
  return JSON.parse(out.toString()) as number[];
}

describe('the calendar’s first page in the WordPress plugin', () => {
  it('lists the days the widget draws first, quiet fortnights and busy ones', () => {
    const widget = CALENDAR_DAY_SHAPES.map(widgetFirstScreenDays);
    expect(pluginFirstScreenDays(CALENDAR_DAY_SHAPES)).toEqual(widget);
    // Not all the same answer: the shapes hold short and whole first pages.
    expect(new Set(widget).size).toBeGreaterThan(3);
  });
});
