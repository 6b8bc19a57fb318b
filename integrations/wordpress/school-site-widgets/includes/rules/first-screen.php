<?php
/**
 * How many days the calendar's first screen shows, as the widget draws them
 * (widgets/calendar/events.ts firstScreenDays; vectors: test/vectors/first-screen-days.json):
 * the same first days with JavaScript or without.
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/** Cards enough to fill a first screen at any width (widgets/calendar/events.ts). */
const SSW_FIRST_SCREEN_CARDS = 12;

/**
 * Days until SSW_FIRST_SCREEN_CARDS cards, and at least three (or all there are): the three
 * the widget's skeleton had, so the page below does not move.
 *
 * @param array $days The events by day, in order.
 * @return int
 */
function ssw_first_screen_days( $days ) {
	$cards = 0;
	$count = 0;
	foreach ( $days as $events ) {
		if ( $count >= 3 && $cards >= SSW_FIRST_SCREEN_CARDS ) {
			break;
		}
		$cards += count( $events );
		++$count;
	}
	return $count;
}
