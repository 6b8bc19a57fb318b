<?php
/**
 * The service's wall-time strings (StartDateString, EndDateString), as the widgets read them
 * (src/format/instant.ts wallTimeText and fromWallTime, src/media/wire.ts wallTimeDate): London
 * time, 'YYYY-MM-DD HH:mm' or .NET's en-GB 'dd/MM/yyyy HH:mm'. An event whose Date is missing or
 * unreadable still says when in them (src/media/schema.ts extendedMediaItem). Vectors:
 * test/vectors/wall-times.json.
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/** The zone the service writes its wall times in: the schools' (spec section 5). */
const SSW_WALL_TIME_ZONE = 'Europe/London';

/**
 * A wall time in its first form ('YYYY-MM-DD HH:mm'), or null when it is neither form or not a
 * real day and time.
 *
 * @param mixed $text A wall-time string as sent.
 * @return string|null
 */
function ssw_wall_time_text( $text ) {
	if ( ! is_string( $text ) || ! preg_match( '#^(?:(\d{4})-(\d{2})-(\d{2})|(\d{2})/(\d{2})/(\d{4}))[T ](\d{2}):(\d{2})$#', ssw_js_trim( $text ), $match ) ) {
		return null;
	}
	$iso   = '' !== $match[1];
	$year  = $iso ? $match[1] : $match[6];
	$month = $iso ? $match[2] : $match[5];
	$day   = $iso ? $match[3] : $match[4];
	$real  = ssw_is_real_day( (int) $year, (int) $month, (int) $day ) && (int) $match[7] < 24 && (int) $match[8] < 60;
	return $real ? "$year-$month-$day {$match[7]}:{$match[8]}" : null;
}

/**
 * The instant a wall time shows in London, in milliseconds since 1970 UTC; null if unreadable.
 * In an hour a clock change skips or repeats, the later offset wins (as the widgets').
 *
 * @param mixed $text A wall-time string as sent.
 * @return int|null
 */
function ssw_from_wall_time( $text ) {
	$read = ssw_wall_time_text( $text );
	$wall = null === $read ? null : ssw_instant( str_replace( ' ', 'T', $read ) . 'Z' );
	if ( null === $wall ) {
		return null;
	}
	$zone    = new DateTimeZone( SSW_WALL_TIME_ZONE );
	$instant = $wall;
	// The offset at the wall time read as UTC, then at the corrected one (a change may move it).
	for ( $round = 0; $round < 2; ++$round ) {
		$shown    = ssw_wall_clock( $instant, $zone );
		$instant += $wall - ( $shown - ( ( $shown % 60000 ) + 60000 ) % 60000 );
	}
	return ssw_safe_instant( $instant );
}

/**
 * A wall-time string's instant as ISO 8601 UTC ('2026-11-21T09:30:00Z'), '' when unreadable.
 *
 * @param mixed $text A wall-time string as sent.
 * @return string
 */
function ssw_wall_time_date( $text ) {
	$instant = ssw_from_wall_time( $text );
	return null === $instant ? '' : ssw_iso( $instant );
}
