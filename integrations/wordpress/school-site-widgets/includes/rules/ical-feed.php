<?php
/**
 * The calendar's subscription feeds (issue 50), as the bundle writes them
 * (src/format/ical-feed.ts icalFeed, and the event pop-up's .ics rule it shares,
 * src/format/calendar-export.ts eventLines): which events a feed holds (a window from
 * SSW_FEED_DAYS_BACK days back to SSW_FEED_DAYS_AHEAD ahead, a category, each once, by start,
 * at most SSW_FEED_MAX_EVENTS) and each as an iCalendar VEVENT (RFC 5545). What every file
 * says besides its events, its first lines, its zone and the zone's VTIMEZONE, is data the
 * bundle reads too (src/format/ics-calendar.json; the plugin's copy, ics-calendar.json): the
 * caller passes it. Vectors: test/vectors/ical-feed.json.
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/** A feed's window: from 30 days back (a calendar app keeps what it had) to a year ahead. */
const SSW_FEED_DAYS_BACK  = 30;
const SSW_FEED_DAYS_AHEAD = 366;
/** The most events a feed holds: the calendar's own call's page. */
const SSW_FEED_MAX_EVENTS = 1000;
/** How often a calendar app should read the feed again. */
const SSW_FEED_REFRESH = 'PT1H';
/** SEQUENCE counts minutes from 2000-01-01 UTC: each later update of an item is a higher one. */
const SSW_SEQUENCE_EPOCH_MS = 946684800000;

/**
 * RFC 5545 3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n.
 *
 * @param string $text Text.
 * @return string
 */
function ssw_ics_text( $text ) {
	$escaped = str_replace( array( '\\', ';', ',' ), array( '\\\\', '\\;', '\\,' ), $text );
	return (string) preg_replace( '/\r\n|\r|\n/', '\\n', $escaped );
}

/**
 * RFC 5545 3.1: a content line longer than 75 octets folded, CRLF and one space, each physical
 * line at most 75 octets (the leading space counts), never splitting a UTF-8 character.
 *
 * @param string $line A content line.
 * @return string
 */
function ssw_ics_fold( $line ) {
	$chars = preg_split( '//u', $line, -1, PREG_SPLIT_NO_EMPTY );
	$lines = array();
	$now   = '';
	$limit = 75;
	foreach ( false === $chars ? str_split( $line ) : $chars as $char ) {
		if ( strlen( $now ) + strlen( $char ) > $limit ) {
			$lines[] = $now;
			$now     = '';
			$limit   = 74; // The continuation's leading space is one of its 75 octets.
		}
		$now .= $char;
	}
	$lines[] = $now;
	return implode( "\r\n ", $lines );
}

/**
 * An instant as iCalendar writes it in a zone: yyyyMMdd'T'HHmmss (UTC: add the Z).
 *
 * @param int          $ms   Milliseconds since 1970 UTC.
 * @param DateTimeZone $zone The zone.
 * @return string
 */
function ssw_ics_wall( $ms, $zone ) {
	return gmdate( 'Ymd\THis', (int) floor( ssw_wall_clock( $ms, $zone ) / 1000 ) );
}

/**
 * The event's span (calendar-export.ts eventSpan): all day when IsAllDay or it starts at 00:00
 * in the zone (London, ics-calendar.json), its calendar days with the exclusive end; else its
 * wall times there, the end dropped when missing or not after the start.
 *
 * @param array  $event     The item (Date, EndDate, IsAllDay).
 * @param string $time_zone The files' zone (ics-calendar.json timeZone).
 * @return array|null {allDay, start, end} or null without a usable start.
 */
function ssw_ics_span( $event, $time_zone ) {
	$zone  = new DateTimeZone( $time_zone );
	$start = ssw_instant( $event['Date'] ?? null );
	if ( null === $start ) {
		return null;
	}
	$wall = ssw_wall_clock( $start, $zone );
	// HH:mm of the start is 00:00: the first minute of its day.
	if ( true === ( $event['IsAllDay'] ?? null ) || ( ( $wall % SSW_DAY_MS ) + SSW_DAY_MS ) % SSW_DAY_MS < 60000 ) {
		$days = ssw_event_span( $event['Date'], $event['EndDate'] ?? null, $zone );
		if ( null === $days ) {
			return null;
		}
		$after = ssw_civil_day( ssw_ymd_day_number( $days[1] ) + 1 );
		return array(
			'allDay' => true,
			'start'  => (string) $days[0],
			'end'    => sprintf( '%04d%02d%02d', $after[0], $after[1], $after[2] ),
		);
	}
	$end = ssw_instant( $event['EndDate'] ?? null );
	return array(
		'allDay' => false,
		'start'  => ssw_ics_wall( $start, $zone ),
		'end'    => null !== $end && $end > $start ? ssw_ics_wall( $end, $zone ) : null,
	);
}

/**
 * One VEVENT's content lines (calendar-export.ts eventLines).
 *
 * @param array  $event   The item.
 * @param array  $span    Its span (ssw_ics_span).
 * @param array  $options stamp (ms), uidDomain, timeZone (the TZID of wall times), updated (ms|null),
 *                        categories, geo, description, url.
 * @param string $untitled The word for an event without a title, in the feed's language.
 * @return string[]
 */
function ssw_ics_event_lines( $event, $span, $options, $untitled ) {
	$domain = '' !== (string) ( $options['uidDomain'] ?? '' ) ? $options['uidDomain'] : 'localhost';
	$uid    = sprintf( 'event-%s-%s@%s', $event['FeedId'] ?? 0, $event['Id'] ?? 0, $domain );
	$lines  = array( 'BEGIN:VEVENT', 'UID:' . ssw_ics_text( $uid ), 'DTSTAMP:' . ssw_ics_wall( $options['stamp'], new DateTimeZone( 'UTC' ) ) . 'Z' );
	if ( $span['allDay'] ) {
		$lines[] = 'DTSTART;VALUE=DATE:' . $span['start'];
		$lines[] = 'DTEND;VALUE=DATE:' . $span['end'];
	} else {
		$lines[] = 'DTSTART;TZID=' . $options['timeZone'] . ':' . $span['start'];
		if ( null !== $span['end'] ) {
			$lines[] = 'DTEND;TZID=' . $options['timeZone'] . ':' . $span['end'];
		}
	}
	$title   = ssw_clean_title( $event['Title'] ?? '' );
	$lines[] = 'SUMMARY:' . ssw_ics_text( '' !== $title ? $title : $untitled );
	if ( null !== ( $options['updated'] ?? null ) ) {
		$lines[] = 'LAST-MODIFIED:' . ssw_ics_wall( $options['updated'], new DateTimeZone( 'UTC' ) ) . 'Z';
		$lines[] = 'SEQUENCE:' . max( 0, (int) floor( ( $options['updated'] - SSW_SEQUENCE_EPOCH_MS ) / 60000 ) );
	}
	$place = array();
	foreach ( array( 'Location', 'LocationAdress' ) as $field ) {
		$text = is_string( $event[ $field ] ?? null ) ? ssw_js_trim( $event[ $field ] ) : '';
		if ( '' !== $text && ! in_array( $text, $place, true ) ) {
			$place[] = $text;
		}
	}
	if ( array() !== $place ) {
		$lines[] = 'LOCATION:' . ssw_ics_text( implode( ', ', $place ) );
	}
	if ( null !== ( $options['geo'] ?? null ) ) {
		$lines[] = sprintf( 'GEO:%.6F;%.6F', $options['geo'][0], $options['geo'][1] );
	}
	$categories = array_values( array_filter( $options['categories'] ?? array(), 'strlen' ) );
	if ( array() !== $categories ) {
		$lines[] = 'CATEGORIES:' . implode( ',', array_map( 'ssw_ics_text', $categories ) );
	}
	$description = ssw_js_trim( (string) ( $options['description'] ?? '' ) );
	if ( '' !== $description ) {
		$lines[] = 'DESCRIPTION:' . ssw_ics_text( $description );
	}
	if ( null !== ( $options['url'] ?? null ) ) {
		$lines[] = 'URL:' . $options['url'];
	}
	$lines[] = 'END:VEVENT';
	return $lines;
}

/**
 * An item's description as plain text (ical-feed.ts descriptionText): what the sanitizer drops
 * with its content dropped, a line a block, other tags removed, references decoded once.
 *
 * @param mixed $html The item's Description.
 * @return string
 */
function ssw_ics_description_text( $html ) {
	if ( ! is_string( $html ) || '' === $html ) {
		return '';
	}
	$text  = (string) preg_replace(
		array(
			'/<!--.*?(?:-->|\z)/s',
			'/<(script|style|template|noscript|iframe|object|embed|svg|math|textarea|select|title|head)\b.*?(?:<\/\1\s*>|\z)/is',
			'/<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|table|blockquote|section|article|pre)\b[^>]*>/i',
			'/<\/?[a-zA-Z][^>]*(?:>|\z)|<![^>]*(?:>|\z)/',
		),
		array( '', ' ', "\n", '' ),
		$html
	);
	$lines = array();
	foreach ( explode( "\n", ssw_wire_name( $text ) ) as $line ) {
		$line = ssw_js_trim( (string) preg_replace( '/[\s\x{FEFF}]+/u', ' ', $line ) );
		if ( '' !== $line ) {
			$lines[] = $line;
		}
	}
	return implode( "\n", $lines );
}

/**
 * A URL a calendar app may open: http(s), absolute, nothing a content line cannot hold.
 *
 * @param mixed $url The share URL.
 * @return string|null
 */
function ssw_ics_url( $url ) {
	return is_string( $url ) && 1 === preg_match( '/^https?:\/\/[^\p{Cc}\p{Z}\x{FEFF}]+$/iuD', $url ) ? $url : null;
}

/**
 * An item's coordinates when it has both, within their ranges.
 *
 * @param array $item The item.
 * @return float[]|null
 */
function ssw_ics_geo( $item ) {
	$lat = $item['Latitude'] ?? null;
	$lon = $item['Longitude'] ?? null;
	foreach ( array( $lat, $lon ) as $value ) {
		if ( ! ( is_int( $value ) || is_float( $value ) ) || ! is_finite( (float) $value ) ) {
			return null;
		}
	}
	return abs( $lat ) <= 90 && abs( $lon ) <= 180 ? array( (float) $lat, (float) $lon ) : null;
}

/**
 * The feed (ical-feed.ts icalFeed): every event in its window and category, once each (by
 * FeedId and Id), by start, at most SSW_FEED_MAX_EVENTS.
 *
 * @param array $events   Each {item, url}: the item as read, its absolute share URL.
 * @param array $options  now, stamp (the service's read), uidDomain, calendarName, category.
 * @param array $words    The feed language's words ({messages: {Event: ...}}).
 * @param array $calendar What every file says besides its events (src/format/ics-calendar.json,
 *                        decoded): head (the first lines), timeZone, vtimezone.
 * @return string|null The VCALENDAR, or null when now or stamp is bad.
 */
function ssw_ical_feed( $events, $options, $words, $calendar ) {
	$now   = ssw_instant( $options['now'] ?? null );
	$stamp = ssw_instant( $options['stamp'] ?? null );
	if ( null === $now || null === $stamp ) {
		return null;
	}
	$from     = $now - SSW_FEED_DAYS_BACK * SSW_DAY_MS;
	$until    = $now + SSW_FEED_DAYS_AHEAD * SSW_DAY_MS;
	$category = $options['category'] ?? null;
	$seen     = array();
	$kept     = array();
	foreach ( $events as $event ) {
		$item  = $event['item'];
		$start = ssw_instant( $item['Date'] ?? null );
		if ( null === $start || $start > $until ) {
			continue;
		}
		$end = max( $start, ssw_instant( $item['EndDate'] ?? null ) ?? $start );
		if ( $end < $from ) {
			continue;
		}
		if ( null !== $category && ( $item['Category1Id'] ?? null ) !== $category && ( $item['Category2Id'] ?? null ) !== $category ) {
			continue;
		}
		$key = ( $item['FeedId'] ?? 0 ) . '-' . ( $item['Id'] ?? 0 );
		if ( isset( $seen[ $key ] ) ) {
			continue;
		}
		$seen[ $key ] = true;
		$kept[]       = array( $event, $start );
	}
	usort(
		$kept,
		// By start, then FeedId and Id (arrays of one length compare element by element).
		static fn( $a, $b ) => array( $a[1], $a[0]['item']['FeedId'] ?? 0, $a[0]['item']['Id'] ?? 0 ) <=> array( $b[1], $b[0]['item']['FeedId'] ?? 0, $b[0]['item']['Id'] ?? 0 )
	);
	$untitled = $words['messages']['Event'] ?? 'Event';
	$vevents  = array();
	$timed    = false;
	foreach ( array_slice( $kept, 0, SSW_FEED_MAX_EVENTS ) as $pair ) {
		$item = $pair[0]['item'];
		$span = ssw_ics_span( $item, $calendar['timeZone'] );
		if ( null === $span ) {
			continue;
		}
		$timed      = $timed || ! $span['allDay'];
		$updated    = ssw_instant( $item['LastUpdateDate'] ?? null );
		$categories = array();
		foreach ( array( 'Category1', 'Category2' ) as $field ) {
			$categories[] = is_string( $item[ $field ] ?? null ) ? ssw_js_trim( $item[ $field ] ) : '';
		}
		$vevents = array_merge(
			$vevents,
			ssw_ics_event_lines(
				$item,
				$span,
				array(
					'stamp'       => $updated ?? $stamp,
					'uidDomain'   => $options['uidDomain'] ?? '',
					'timeZone'    => $calendar['timeZone'],
					'updated'     => $updated,
					'categories'  => $categories,
					'geo'         => ssw_ics_geo( $item ),
					'description' => ssw_ics_description_text( $item['Description'] ?? null ),
					'url'         => ssw_ics_url( $pair[0]['url'] ?? null ),
				),
				$untitled
			)
		);
	}
	$lines = array_merge(
		$calendar['head'],
		array(
			'X-WR-CALNAME:' . ssw_ics_text( (string) ( $options['calendarName'] ?? '' ) ),
			'X-WR-TIMEZONE:' . $calendar['timeZone'],
			'REFRESH-INTERVAL;VALUE=DURATION:' . SSW_FEED_REFRESH,
			'X-PUBLISHED-TTL:' . SSW_FEED_REFRESH,
		),
		$timed ? $calendar['vtimezone'] : array(),
		$vevents,
		array( 'END:VCALENDAR' )
	);
	return implode( "\r\n", array_map( 'ssw_ics_fold', $lines ) ) . "\r\n";
}
