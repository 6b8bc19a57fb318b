<?php
/**
 * Dates of the media service as instants (milliseconds since 1970 UTC), as the widgets read
 * them (src/format/instant.ts toInstant, toYmd): strict ISO 8601 (no offset means UTC) and
 * ASP.NET's /Date(ms+hhmm)/. By arithmetic on a proleptic Gregorian calendar, not strtotime or
 * DateTime's parser: they read free text ("next Tuesday") and roll 31 February into March.
 * Vectors: test/vectors/wire-readers.json and event-days.json.
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/** A day in milliseconds. */
const SSW_DAY_MS = 86400000;
/** The last instant JavaScript's Date holds, less two days (an offset may not overflow it). */
const SSW_LAST_SAFE_MS = 8640000000000000 - 2 * SSW_DAY_MS;

/**
 * Whether year-month-day (month 1-12) is a day of the calendar: 2026-02-31 is not.
 *
 * @param int $year  The year.
 * @param int $month 1-12.
 * @param int $day   1-31.
 * @return bool
 */
function ssw_is_real_day( $year, $month, $day ) {
	$days = array( 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 );
	$leap = 2 === $month && 0 === $year % 4 && ( 0 !== $year % 100 || 0 === $year % 400 );
	return $month >= 1 && $month <= 12 && $day >= 1 && $day <= $days[ $month - 1 ] + ( $leap ? 1 : 0 );
}

/**
 * Days since 1970-01-01 of a calendar day (Howard Hinnant's days_from_civil).
 *
 * @param int $year  The year.
 * @param int $month 1-12.
 * @param int $day   1-31.
 * @return int
 */
function ssw_day_number( $year, $month, $day ) {
	$year -= $month <= 2 ? 1 : 0;
	$era   = intdiv( $year >= 0 ? $year : $year - 399, 400 );
	$yoe   = $year - $era * 400;
	$doy   = intdiv( 153 * ( $month + ( $month > 2 ? -3 : 9 ) ) + 2, 5 ) + $day - 1;
	$doe   = $yoe * 365 + intdiv( $yoe, 4 ) - intdiv( $yoe, 100 ) + $doy;
	return $era * 146097 + $doe - 719468;
}

/**
 * The calendar day of a day number (civil_from_days).
 *
 * @param int $days Days since 1970-01-01.
 * @return int[] Year, month, day.
 */
function ssw_civil_day( $days ) {
	$days += 719468;
	$era   = intdiv( $days >= 0 ? $days : $days - 146096, 146097 );
	$doe   = $days - $era * 146097;
	$yoe   = intdiv( $doe - intdiv( $doe, 1460 ) + intdiv( $doe, 36524 ) - intdiv( $doe, 146096 ), 365 );
	$doy   = $doe - ( 365 * $yoe + intdiv( $yoe, 4 ) - intdiv( $yoe, 100 ) );
	$mp    = intdiv( 5 * $doy + 2, 153 );
	$day   = $doy - intdiv( 153 * $mp + 2, 5 ) + 1;
	$month = $mp < 10 ? $mp + 3 : $mp - 9;
	return array( $yoe + $era * 400 + ( $month <= 2 ? 1 : 0 ), $month, $day );
}

/**
 * A zone offset ('Z', '+01:00', '-0530', '+01') in minutes; null when it cannot be one.
 *
 * @param string $offset The offset as written.
 * @return int|null
 */
function ssw_offset_minutes( $offset ) {
	if ( 'Z' === strtoupper( $offset ) ) {
		return 0;
	}
	$digits  = str_replace( ':', '', substr( $offset, 1 ) );
	$hours   = (int) substr( $digits, 0, 2 );
	$minutes = strlen( $digits ) > 2 ? (int) substr( $digits, 2 ) : 0;
	if ( $hours > 23 || $minutes > 59 ) {
		return null;
	}
	return ( '-' === $offset[0] ? -1 : 1 ) * ( $hours * 60 + $minutes );
}

/**
 * A date of the media service as milliseconds since 1970 UTC, or null.
 *
 * @param mixed $input ISO 8601 (with Z, an offset or neither: UTC) or /Date(ms[+-hhmm])/.
 * @return int|null
 */
function ssw_instant( $input ) {
	if ( ! is_string( $input ) ) {
		return null;
	}
	$text = ssw_js_trim( $input );
	// ASP.NET: the milliseconds are UTC; the offset only said the server's time was local.
	if ( preg_match( '#^/Date\((-?\d{1,16})([+-]\d{4})?\)/$#', $text, $asp ) ) {
		return isset( $asp[2] ) && null === ssw_offset_minutes( $asp[2] ) ? null : ssw_safe_instant( (int) $asp[1] );
	}
	if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i', $text, $iso ) ) {
		return null;
	}
	list( $year, $month, $day ) = array( (int) $iso[1], (int) $iso[2], (int) $iso[3] );
	$hour                       = (int) ( $iso[4] ?? 0 );
	$minute                     = (int) ( $iso[5] ?? 0 );
	$second                     = (int) ( $iso[6] ?? 0 );
	$offset                     = ssw_offset_minutes( '' !== ( $iso[8] ?? '' ) ? $iso[8] : 'Z' );
	if ( ! ssw_is_real_day( $year, $month, $day ) || $hour > 23 || $minute > 59 || $second > 59 || null === $offset ) {
		return null;
	}
	$fraction = (int) floor( (float) ( '0.' . ( '' !== ( $iso[7] ?? '' ) ? $iso[7] : '0' ) ) * 1000 );
	$seconds  = ssw_day_number( $year, $month, $day ) * 86400 + $hour * 3600 + $minute * 60 + $second;
	return ssw_safe_instant( $seconds * 1000 + $fraction - $offset * 60000 );
}

/**
 * An instant JavaScript's Date can hold, else null.
 *
 * @param int $ms Milliseconds since 1970 UTC.
 * @return int|null
 */
function ssw_safe_instant( $ms ) {
	return abs( $ms ) <= SSW_LAST_SAFE_MS ? $ms : null;
}

/**
 * An instant as JavaScript's toISOString writes it, without '.000' ('2026-11-21T09:30:00Z').
 *
 * @param int $ms Milliseconds since 1970 UTC.
 * @return string
 */
function ssw_iso( $ms ) {
	$days                       = intdiv( $ms - ( ( $ms % SSW_DAY_MS ) + SSW_DAY_MS ) % SSW_DAY_MS, SSW_DAY_MS );
	$rest                       = $ms - $days * SSW_DAY_MS;
	list( $year, $month, $day ) = ssw_civil_day( $days );
	// toISOString writes years outside 0-9999 with a sign and six digits.
	$year_text = $year >= 0 && $year <= 9999 ? sprintf( '%04d', $year ) : sprintf( '%s%06d', $year < 0 ? '-' : '+', abs( $year ) );
	$fraction  = $rest % 1000;
	return sprintf( '%s-%02d-%02dT%02d:%02d:%02d%sZ', $year_text, $month, $day, intdiv( $rest, 3600000 ), intdiv( $rest, 60000 ) % 60, intdiv( $rest, 1000 ) % 60, 0 === $fraction ? '' : sprintf( '.%03d', $fraction ) );
}

/**
 * The wall clock of an instant in a time zone, as milliseconds read as UTC (wallClock).
 *
 * @param int          $ms   Milliseconds since 1970 UTC.
 * @param DateTimeZone $zone The zone.
 * @return int
 */
function ssw_wall_clock( $ms, $zone ) {
	$seconds = intdiv( $ms - ( ( $ms % 1000 ) + 1000 ) % 1000, 1000 );
	return $ms + 1000 * $zone->getOffset( new DateTimeImmutable( '@' . $seconds ) );
}

/**
 * The day of an instant in a time zone, YYYYMMDD as a number (toYmd); null past year 9999.
 *
 * @param int          $ms   Milliseconds since 1970 UTC.
 * @param DateTimeZone $zone The zone.
 * @return int|null
 */
function ssw_ymd( $ms, $zone ) {
	$wall                       = ssw_wall_clock( $ms, $zone );
	list( $year, $month, $day ) = ssw_civil_day( intdiv( $wall - ( ( $wall % SSW_DAY_MS ) + SSW_DAY_MS ) % SSW_DAY_MS, SSW_DAY_MS ) );
	$era_year                   = $year > 0 ? $year : 1 - $year;
	return $era_year > 9999 ? null : $era_year * 10000 + $month * 100 + $day;
}
