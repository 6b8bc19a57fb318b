<?php
/**
 * Title clean-up (spec section 5), as the widgets do it (src/format/title.ts cleanTitle; the
 * vectors test/vectors/clean-title.json hold the two to the same answers).
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/**
 * Removes runs of two or more '?', turns '# '/'@ ' into '#'/'@' and trims; idempotent. The
 * title stays text: nothing in angle brackets is removed (it is escaped on output). '' for a
 * title that is not a string.
 *
 * @param mixed $title The item's title, as read (ssw_wire_name).
 * @return string
 */
function ssw_clean_title( $title ) {
	if ( ! is_string( $title ) ) {
		return '';
	}
	// Greedy runs, as in the bundle: removing one never joins two lone '?' into a new run.
	$clean = preg_replace( array( '/\?{2,}/', '/([#@]) +/' ), array( '', '$1' ), $title );
	return ssw_js_trim( null === $clean ? $title : $clean );
}
