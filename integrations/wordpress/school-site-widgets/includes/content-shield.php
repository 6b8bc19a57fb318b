<?php
/**
 * The blocks' markup kept as written through the_content. WordPress runs its text filters on a
 * post's content after rendering its blocks (do_blocks, priority 9): wptexturize turns ' - '
 * into an en dash and "quotes" into curly ones, convert_smilies ':)' into an image,
 * capital_P_dangit corrects the spelling of its own name. On a card's title or date that is a text the
 * widget does not show, so it changes when the widget mounts (issue 46: no flip). Inside
 * the_content each block's markup is set aside behind a comment those filters leave alone, and
 * put back last.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/**
 * The markup set aside in this request, and the request's own mark for it (so that no text of
 * a post can name a place of it).
 *
 * @return array{mark: string, kept: string[]}
 */
function &ssw_shielded() {
	static $shielded = null;
	if ( null === $shielded ) {
		$shielded = array(
			'mark' => wp_generate_password( 16, false ),
			'kept' => array(),
		);
	}
	return $shielded;
}

/**
 * A block's markup, or, inside the_content, the comment that stands for it until
 * ssw_unshield() puts it back.
 *
 * @param string $html The block's markup.
 * @return string
 */
function ssw_shield( $html ) {
	if ( ! doing_filter( 'the_content' ) ) {
		return $html;
	}
	$shielded           = &ssw_shielded();
	$shielded['kept'][] = $html;
	return sprintf( '<!--ssw-%s-%d-->', $shielded['mark'], count( $shielded['kept'] ) - 1 );
}

/**
 * The content with each block's markup back in its place.
 *
 * @param string $content The post's content, filtered.
 * @return string
 */
function ssw_unshield( $content ) {
	$shielded = &ssw_shielded();
	if ( array() === $shielded['kept'] || ! is_string( $content ) ) {
		return $content;
	}
	return preg_replace_callback(
		'/<!--ssw-' . $shielded['mark'] . '-(\d+)-->/',
		static fn( $found ) => $shielded['kept'][ (int) $found[1] ] ?? '',
		$content
	);
}
add_filter( 'the_content', 'ssw_unshield', PHP_INT_MAX );
