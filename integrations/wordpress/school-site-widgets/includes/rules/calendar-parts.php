<?php
/**
 * What the calendar shows around an event card under one of its days, as the widget does
 * (widgets/calendar/Calendar.tsx's day heading, widgets/calendar/event-parts.tsx): the day's
 * heading ('Today, 06 Dec'), for an event that began before the day a date block of the day that
 * says it continues, and the details: the days it runs ('5–9 Dec', src/format/calendar-span.ts),
 * where, its categories, and its Updated and Booking flags. Vectors:
 * test/vectors/calendar-parts.json.
 *
 * The words come from the caller: month names and the texts in the page's language.
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/**
 * A day's day of the month ('06') and short month name, as the calendar's date blocks show it.
 *
 * @param int      $ymd    YYYYMMDD.
 * @param string[] $months The short month names, January first.
 * @return array{day: string, month: string}|null Null for a day that is not one.
 */
function ssw_calendar_day_label( $ymd, $months ) {
	$year  = intdiv( (int) $ymd, 10000 );
	$month = intdiv( (int) $ymd, 100 ) % 100;
	$day   = (int) $ymd % 100;
	if ( ! is_int( $ymd ) || $ymd < 10000101 || $ymd > 99991231 || ! ssw_is_real_day( $year, $month, $day ) ) {
		return null;
	}
	return array(
		'day'   => sprintf( '%02d', $day ),
		'month' => (string) ( $months[ $month - 1 ] ?? '' ),
	);
}

/**
 * A calendar day's heading: 'Today, ' before today's, then the day and month.
 *
 * @param int   $ymd   YYYYMMDD.
 * @param int   $today Today, YYYYMMDD in the site's zone.
 * @param array $words The page language's: 'months' and 'messages' (by the widgets' English).
 * @return string
 */
function ssw_calendar_day_heading( $ymd, $today, $words ) {
	$label = ssw_calendar_day_label( $ymd, $words['months'] );
	$text  = null === $label ? sprintf( '%04d-%02d-%02d', intdiv( $ymd, 10000 ), intdiv( $ymd, 100 ) % 100, $ymd % 100 ) : $label['day'] . ' ' . $label['month'];
	return ( $ymd === $today ? ssw_calendar_text( 'Today, ', $words ) : '' ) . $text;
}

/**
 * The days a multi-day event runs, for a card under one of its later days: '22–26 Nov',
 * '28 Nov – 2 Dec', '30 Dec 2026 – 2 Jan 2027'; null for one day or a bad day.
 *
 * @param int      $first  Its first day, YYYYMMDD.
 * @param int      $last   Its last day, YYYYMMDD.
 * @param string[] $months The short month names, January first.
 * @return string|null
 */
function ssw_calendar_span_label( $first, $last, $months ) {
	$from = ssw_calendar_day_label( $first, $months );
	$to   = ssw_calendar_day_label( $last, $months );
	if ( null === $from || null === $to || $last <= $first ) {
		return null;
	}
	$day = static fn( $label ) => ltrim( $label['day'], '0' );
	if ( intdiv( $first, 10000 ) !== intdiv( $last, 10000 ) ) {
		return sprintf( '%s %s %04d – %s %s %04d', $day( $from ), $from['month'], intdiv( $first, 10000 ), $day( $to ), $to['month'], intdiv( $last, 10000 ) );
	}
	if ( intdiv( $first, 100 ) !== intdiv( $last, 100 ) ) {
		return sprintf( '%s %s – %s %s', $day( $from ), $from['month'], $day( $to ), $to['month'] );
	}
	return sprintf( '%s–%s %s', $day( $from ), $day( $to ), $to['month'] );
}

/**
 * What an event card under the calendar's $day adds (the widget's calendarEventParts):
 * 'continues', the day's date block, when the event began before it; the days it runs; where;
 * its categories; its flags. Null when the event has no usable start.
 *
 * @param array        $item  The event, read (ssw_media_item).
 * @param int          $day   The day it is listed under, YYYYMMDD.
 * @param DateTimeZone $zone  The site's time zone.
 * @param array        $words The page language's: 'months' and 'messages'.
 * @return array{continues: array{day: string, month: string}|null, span: string|null, location: string, categories: string, updated: bool, booking: bool}|null
 */
function ssw_calendar_event_parts( $item, $day, $zone, $words ) {
	$span = ssw_event_span( $item['Date'] ?? null, $item['EndDate'] ?? null, $zone );
	if ( null === $span ) {
		return null;
	}
	$continues = $span[0] < $day ? ssw_calendar_day_label( $day, $words['months'] ) : null;
	$text      = static fn( $field ) => is_string( $item[ $field ] ?? null ) ? ssw_js_trim( $item[ $field ] ) : '';
	return array(
		'continues'  => $continues,
		'span'       => null === $continues ? null : ssw_calendar_span_label( $span[0], $span[1], $words['months'] ),
		'location'   => $text( 'Location' ),
		'categories' => implode( ', ', array_filter( array( $text( 'Category1' ), $text( 'Category2' ) ), 'strlen' ) ),
		'updated'    => true === ( $item['IsAlert'] ?? null ),
		'booking'    => '' !== $text( 'WoofooCode' ),
	);
}

/**
 * One of the calendar's texts in the page's language, or as written when it has none.
 *
 * @param string $text  The widgets' English.
 * @param array  $words The page language's: 'messages'.
 * @return string
 */
function ssw_calendar_text( $text, $words ) {
	$translated = $words['messages'][ $text ] ?? '';
	return is_string( $translated ) && '' !== $translated ? $translated : $text;
}
