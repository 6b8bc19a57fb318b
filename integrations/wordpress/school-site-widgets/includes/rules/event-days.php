<?php
/**
 * Which days the calendar lists an event on (spec section 5), as the widget lists them
 * (src/format/calendar.ts calendarSpan and calendarDays, through widgets/calendar/events.ts
 * eventDays): each day it runs, from today on, in the site's time zone; an event that ended
 * before today is never listed. Vectors: test/vectors/event-days.json.
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/** Longest run of days one event fills in the list (keeps a year-long event bounded). */
const SSW_MAX_EVENT_SPAN_DAYS = 62;

/**
 * The first and last day of an event, YYYYMMDD in $zone: an end at midnight closes the day
 * before (00:00 to 00:00 is one day); an end missing, bad or before the start makes it one day.
 *
 * @param mixed        $start The event's Date, as the service sent it or as read.
 * @param mixed        $end   Its EndDate.
 * @param DateTimeZone $zone  The site's time zone.
 * @return int[]|null [first, last], or null when the start is missing or bad.
 */
function ssw_event_span( $start, $end, $zone ) {
	$from  = ssw_instant( $start );
	$first = null === $from ? null : ssw_ymd( $from, $zone );
	if ( null === $first ) {
		return null;
	}
	$last = $first;
	$to   = ssw_instant( $end );
	if ( null !== $to && $to > $from ) {
		$at_midnight = 0 === ssw_wall_clock( $to, $zone ) % SSW_DAY_MS;
		$last_day    = ssw_ymd( $at_midnight ? $to - 1 : $to, $zone );
		if ( null !== $last_day && $last_day > $first ) {
			$last = $last_day;
		}
	}
	return array( $first, $last );
}

/**
 * Days since 1970 of a YYYYMMDD number.
 *
 * @param int $ymd 20261121.
 * @return int
 */
function ssw_ymd_day_number( $ymd ) {
	return ssw_day_number( intdiv( $ymd, 10000 ), intdiv( $ymd, 100 ) % 100, $ymd % 100 );
}

/**
 * The calendar list from today on: each event (an item of the service, with Date and EndDate)
 * on each day it runs (at most SSW_MAX_EVENT_SPAN_DAYS of them), days ascending, events in
 * their order within a day. Events without a usable start are left out.
 *
 * @param array        $events The events.
 * @param int          $now    The time now, in milliseconds since 1970 UTC.
 * @param DateTimeZone $zone   The site's time zone.
 * @return array<int, array{day: int, events: array}> The days, each YYYYMMDD with its events.
 */
function ssw_event_days( $events, $now, $zone ) {
	$today = ssw_ymd( $now, $zone );
	if ( null === $today ) {
		return array();
	}
	$today  = ssw_ymd_day_number( $today );
	$by_day = array();
	foreach ( $events as $event ) {
		$span = is_array( $event ) ? ssw_event_span( $event['Date'] ?? null, $event['EndDate'] ?? null, $zone ) : null;
		if ( null === $span ) {
			continue;
		}
		$start = ssw_ymd_day_number( $span[0] );
		$first = max( $start, $today );
		$last  = min( ssw_ymd_day_number( $span[1] ), $first + SSW_MAX_EVENT_SPAN_DAYS - 1 );
		for ( $day = $first; $day <= $last; ++$day ) {
			$by_day[ $day ][] = $event;
		}
	}
	ksort( $by_day );
	$days = array();
	foreach ( $by_day as $day => $listed ) {
		list( $year, $month, $date ) = ssw_civil_day( $day );
		$days[]                      = array(
			'day'    => $year * 10000 + $month * 100 + $date,
			'events' => $listed,
		);
	}
	return $days;
}
