<?php
/**
 * JavaScript's view of a string, for the rules ported from the bundle: trim() and a length in
 * code points. Plain PHP (no mbstring, no intl: neither is sure to be there).
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/**
 * String.prototype.trim: Unicode white space and line ends, and U+FEFF, at both ends (PHP's
 * trim knows ASCII only: a no-break space would stay).
 *
 * @param string $text UTF-8 text.
 * @return string
 */
function ssw_js_trim( $text ) {
	$trimmed = preg_replace( '/^[\s\x{FEFF}]+|[\s\x{FEFF}]+$/u', '', $text );
	// Not UTF-8 (the service's JSON always is): the ASCII trim.
	return null === $trimmed ? trim( $text ) : $trimmed;
}

/**
 * The length in code points (Array.from(text).length): an emoji counts once.
 *
 * @param string $text UTF-8 text.
 * @return int
 */
function ssw_code_points( $text ) {
	$count = preg_match_all( '/./su', $text );
	return false === $count ? strlen( $text ) : $count;
}
