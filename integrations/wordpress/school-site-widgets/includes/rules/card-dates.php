<?php
/**
 * What a card shows of its dates, as the widgets' cards show it (src/format/card-dates.ts
 * storyCardDate, eventCardDate): a story card's elapsed time or DD.MM.YY, an event card's day,
 * month and time, and <time datetime> as JavaScript's toISOString() writes the instant. So the
 * server's no-JavaScript card reads as the widget's that replaces it.
 *
 * Plain PHP: the words of the page's language come in as a language pack, array( 'months' =>
 * the twelve short month names, 'messages' => the texts by their English key ), from WordPress
 * in the plugin (server-cards.php) and from the vectors' "languages" table in their runner.
 * Vectors: test/vectors/card-dates.json.
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/** An hour in milliseconds. */
const SSW_HOUR_MS = 3600000;

/**
 * A story card's date: 'Xhrs and Ym ago' when 0 to 24 hours before now (real hours: a clock
 * change does not count), else DD.MM.YY in the zone; nothing for a bad date, the date when
 * there is no now.
 *
 * @param mixed        $date  The item's Date (ISO 8601 or ASP.NET, includes/rules/instant.php).
 * @param int|null     $now   Now, in milliseconds since 1970 UTC.
 * @param DateTimeZone $zone  The config's time zone.
 * @param array        $words The language pack.
 * @return array{text: string, datetime: string|null} datetime null: no <time> at all.
 */
function ssw_story_card_date( $date, $now, $zone, $words ) {
	$ms = ssw_instant( $date );
	if ( null === $ms ) {
		return array(
			'text'     => '',
			'datetime' => null,
		);
	}
	$elapsed = null === $now ? -1 : $now - $ms;
	if ( $elapsed >= 0 && $elapsed < SSW_DAY_MS ) {
		$text = ssw_card_dates_text(
			$words,
			'{hours}hrs and {minutes}m ago',
			array(
				'hours'   => intdiv( $elapsed, SSW_HOUR_MS ),
				'minutes' => intdiv( $elapsed % SSW_HOUR_MS, 60000 ),
			)
		);
	} else {
		$wall = ssw_card_dates_wall( $ms, $zone );
		// As date-fns's yy: the year of its era (year 0 is 1 BC), its last two digits.
		$text = sprintf( '%02d.%02d.%02d', $wall['day'], $wall['month'], ( $wall['year'] > 0 ? $wall['year'] : 1 - $wall['year'] ) % 100 );
	}
	return array(
		'text'     => $text,
		'datetime' => ssw_iso_string( $ms ),
	);
}

/**
 * An event card's date block (the start's day DD and month MMM) and time: All day when marked
 * so, when start equals end or both are at midnight, or without a usable end when the start is
 * at midnight; the start alone without a usable end; else '{start} - {end}' (HH:mm). Nothing
 * for a bad start, but All day when marked so.
 *
 * @param array|null   $event The item (Date, EndDate, IsAllDay as the wire readers give them).
 * @param DateTimeZone $zone  The config's time zone.
 * @param array        $words The language pack.
 * @return array{day: string, month: string, time: string, datetime: string|null}
 */
function ssw_event_card_date( $event, $zone, $words ) {
	$event   = is_array( $event ) ? $event : array();
	$all_day = ssw_card_dates_text( $words, 'All day' );
	$marked  = true === ( $event['IsAllDay'] ?? null );
	$start   = ssw_instant( $event['Date'] ?? null );
	if ( null === $start ) {
		return array(
			'day'      => '',
			'month'    => '',
			'time'     => $marked ? $all_day : '',
			'datetime' => null,
		);
	}
	$wall = ssw_card_dates_wall( $start, $zone );
	$from = sprintf( '%02d:%02d', $wall['hour'], $wall['minute'] );
	$end  = ssw_instant( $event['EndDate'] ?? null );
	$to   = null;
	if ( null !== $end ) {
		$end_wall = ssw_card_dates_wall( $end, $zone );
		$to       = sprintf( '%02d:%02d', $end_wall['hour'], $end_wall['minute'] );
	}
	if ( $marked || $start === $end || ( '00:00' === $from && ( null === $to || '00:00' === $to ) ) ) {
		$time = $all_day;
	} elseif ( null === $to ) {
		$time = $from;
	} else {
		$time = ssw_card_dates_text(
			$words,
			'{start} - {end}',
			array(
				'start' => $from,
				'end'   => $to,
			)
		);
	}
	return array(
		'day'      => sprintf( '%02d', $wall['day'] ),
		'month'    => (string) ( $words['months'][ $wall['month'] - 1 ] ?? '' ),
		'time'     => $time,
		'datetime' => ssw_iso_string( $start ),
	);
}

/**
 * A text of the language pack by its English key, {name} filled in (src/i18n's t()); the key
 * itself when the pack has none.
 *
 * @param array  $words  The language pack.
 * @param string $key    The English text.
 * @param array  $params Name => value.
 * @return string
 */
function ssw_card_dates_text( $words, $key, $params = array() ) {
	$text  = $words['messages'][ $key ] ?? $key;
	$pairs = array();
	foreach ( $params as $name => $value ) {
		$pairs[ '{' . $name . '}' ] = (string) $value;
	}
	return strtr( (string) $text, $pairs );
}

/**
 * The wall clock of an instant in a zone, field by field (src/format/instant.ts wallClock).
 *
 * @param int          $ms   Milliseconds since 1970 UTC.
 * @param DateTimeZone $zone The zone.
 * @return array{year: int, month: int, day: int, hour: int, minute: int}
 */
function ssw_card_dates_wall( $ms, $zone ) {
	$wall                       = ssw_wall_clock( $ms, $zone );
	$days                       = intdiv( $wall - ( ( $wall % SSW_DAY_MS ) + SSW_DAY_MS ) % SSW_DAY_MS, SSW_DAY_MS );
	$rest                       = $wall - $days * SSW_DAY_MS;
	list( $year, $month, $day ) = ssw_civil_day( $days );
	return array(
		'year'   => $year,
		'month'  => $month,
		'day'    => $day,
		'hour'   => intdiv( $rest, SSW_HOUR_MS ),
		'minute' => intdiv( $rest, 60000 ) % 60,
	);
}

/**
 * An instant exactly as JavaScript's toISOString() writes it, milliseconds always
 * ('2026-11-21T09:30:00.000Z'): the widget's <time datetime>.
 *
 * @param int $ms Milliseconds since 1970 UTC.
 * @return string
 */
function ssw_iso_string( $ms ) {
	$iso = ssw_iso( $ms );
	return 0 === $ms % 1000 ? substr( $iso, 0, -1 ) . '.000Z' : $iso;
}
