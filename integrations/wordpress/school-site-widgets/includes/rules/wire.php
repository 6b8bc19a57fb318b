<?php
/**
 * Reading one field of a media-service answer, as the widgets read it (src/media/wire.ts): the
 * real service is ASP.NET (numbers and booleans as strings, "True", dates as
 * /Date(1700000000000+0100)/, null for anything optional, HTML-encoded names). A value that is
 * there but cannot be read gives the field's empty value and sets $unreadable. Vectors:
 * test/vectors/wire-readers.json.
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/**
 * Whether a field is absent: null or ''.
 *
 * @param mixed $value A field.
 * @return bool
 */
function ssw_wire_absent( $value ) {
	return null === $value || '' === $value;
}

/**
 * A number, or a string JavaScript's Number() reads as a finite one; else null.
 *
 * @param mixed $value A field.
 * @return int|float|null
 */
function ssw_wire_number( $value ) {
	if ( is_int( $value ) || is_float( $value ) ) {
		return is_finite( (float) $value ) ? $value : null;
	}
	if ( ! is_string( $value ) ) {
		return null;
	}
	$text = ssw_js_trim( $value );
	if ( '' === $text ) {
		return 0;
	}
	// 0x10, 0o17, 0b101: Number() reads them too.
	$bases = array(
		'x' => 16,
		'o' => 8,
		'b' => 2,
	);
	if ( preg_match( '/^0([xob])([0-9a-f]+)$/i', $text, $based ) ) {
		$base = $bases[ strtolower( $based[1] ) ];
		return strspn( strtolower( $based[2] ), substr( '0123456789abcdef', 0, $base ) ) === strlen( $based[2] ) ? intval( $based[2], $base ) : null;
	}
	if ( ! preg_match( '/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i', $text ) ) {
		return null;
	}
	$number = (float) $text;
	if ( ! is_finite( $number ) ) {
		return null;
	}
	// A whole number an id can be: an int (ids above 2^53 would not survive a round trip).
	return floor( $number ) === $number && abs( $number ) <= 9007199254740991 ? (int) $number : $number;
}

/**
 * A number, or a string holding one (' 12 ' is 12); 0 when absent.
 *
 * @param mixed $value      A field.
 * @param bool  $unreadable Set when the value is there but is no number.
 * @return int|float
 */
function ssw_wire_count( $value, &$unreadable = false ) {
	if ( ssw_wire_absent( $value ) ) {
		return 0;
	}
	$number     = ssw_wire_number( $value );
	$unreadable = $unreadable || null === $number;
	return $number ?? 0;
}

/**
 * True for true, 1 and 'true' in any case (.NET writes "True"); false, 0, 'false' and absent are false.
 *
 * @param mixed $value      A field.
 * @param bool  $unreadable Set for any other value.
 * @return bool
 */
function ssw_wire_flag( $value, &$unreadable = false ) {
	if ( true === $value || false === $value ) {
		return $value;
	}
	$word = is_string( $value ) || is_int( $value ) || is_float( $value ) ? strtolower( ssw_js_trim( ssw_wire_digits( $value ) ) ) : null;
	if ( 'true' === $word || '1' === $word ) {
		return true;
	}
	if ( ! ssw_wire_absent( $value ) && 'false' !== $word && '0' !== $word ) {
		$unreadable = true;
	}
	return false;
}

/**
 * A string as is, a number as JavaScript's String() writes it.
 *
 * @param string|int|float $value A field.
 * @return string
 */
function ssw_wire_digits( $value ) {
	if ( is_float( $value ) && floor( $value ) === $value && abs( $value ) < 1e21 ) {
		return sprintf( '%.0f', $value );
	}
	return (string) $value;
}

/**
 * Text as sent (a number becomes its digits); '' when absent.
 *
 * @param mixed $value      A field.
 * @param bool  $unreadable Set for anything else (a boolean, a list).
 * @return string
 */
function ssw_wire_text( $value, &$unreadable = false ) {
	if ( is_string( $value ) || is_int( $value ) || is_float( $value ) ) {
		return ssw_wire_digits( $value );
	}
	if ( ! ssw_wire_absent( $value ) ) {
		$unreadable = true;
	}
	return '';
}

/**
 * A title or a name: HTML-encoded by the service, decoded exactly once.
 *
 * @param mixed $value      A field.
 * @param bool  $unreadable Set when it is not text.
 * @return string
 */
function ssw_wire_name( $value, &$unreadable = false ) {
	return ssw_decode_references( ssw_wire_text( $value, $unreadable ) );
}

/**
 * A date in any form the service writes (ssw_instant) as ISO 8601 UTC, kept as sent when it
 * already is so; '' when absent.
 *
 * @param mixed $value      A field.
 * @param bool  $unreadable Set when it is there but no date.
 * @return string
 */
function ssw_wire_date( $value, &$unreadable = false ) {
	if ( ssw_wire_absent( $value ) ) {
		return '';
	}
	$instant = ssw_instant( $value );
	if ( null === $instant ) {
		$unreadable = true;
		return '';
	}
	return preg_match( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $value ) ? $value : ssw_iso( $instant );
}
