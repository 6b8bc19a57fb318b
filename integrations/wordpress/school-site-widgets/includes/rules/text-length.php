<?php
/**
 * The text length class (spec sections 5 and 9), as the widgets give it
 * (src/format/text-length.ts; vectors: test/vectors/text-length.json).
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/**
 * 'longText' over 279 code points, 'mediumText' from 141 to 279, else ''; '' for a non-string.
 *
 * @param mixed $title A title.
 * @return string
 */
function ssw_text_length_class( $title ) {
	if ( ! is_string( $title ) || strlen( $title ) <= 140 ) {
		// 140 bytes are at most 140 code points.
		return '';
	}
	$length = ssw_code_points( $title );
	return $length > 279 ? 'longText' : ( $length > 140 ? 'mediumText' : '' );
}
