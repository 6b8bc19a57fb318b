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

/** How a hashtag or mention link asks the media page for its search (src/format/title.ts). */
const SSW_TITLE_SEARCH = '?SearchExpression=';

/**
 * The cleaned title in parts, as the widget renders it (titleParts): text, and each #hashtag
 * or @mention as a link to the media search for it, its mark included. A tag starts at the
 * beginning or after a character that is not a letter, mark, digit or '_' ('me@school.org' and
 * 'C#' stay text); its body is letters, marks, digits and '_' in any script.
 *
 * @param mixed  $title      The item's title, as read.
 * @param string $media_page The site's media page, where the searches are ('/media').
 * @return array[] Each ['kind' => 'text', 'text' => ...] or ['kind' => 'link', 'text', 'href'].
 */
function ssw_title_parts( $title, $media_page = '/media' ) {
	$clean = ssw_clean_title( $title );
	$parts = array();
	$last  = 0;
	if ( preg_match_all( '/(?<![\p{L}\p{M}\p{N}_])[#@][\p{L}\p{M}\p{N}_]+/u', $clean, $tags, PREG_OFFSET_CAPTURE ) ) {
		foreach ( $tags[0] as list( $tag, $index ) ) {
			if ( $index > $last ) {
				$parts[] = array(
					'kind' => 'text',
					'text' => substr( $clean, $last, $index - $last ),
				);
			}
			$parts[] = array(
				'kind' => 'link',
				'text' => $tag,
				'href' => $media_page . SSW_TITLE_SEARCH . ssw_encode_component( $tag ),
			);
			$last    = $index + strlen( $tag );
		}
	}
	if ( $last < strlen( $clean ) ) {
		$parts[] = array(
			'kind' => 'text',
			'text' => substr( $clean, $last ),
		);
	}
	return $parts;
}

/**
 * JavaScript's encodeURIComponent: rawurlencode, but ! * ' ( ) as they are.
 *
 * @param string $text UTF-8 text.
 * @return string
 */
function ssw_encode_component( $text ) {
	return strtr(
		rawurlencode( $text ),
		array(
			'%21' => '!',
			'%2A' => '*',
			'%27' => "'",
			'%28' => '(',
			'%29' => ')',
		)
	);
}
