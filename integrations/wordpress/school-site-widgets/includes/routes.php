<?php
/**
 * The share URLs of the pop-ups (widgets/popups/README.md, "How share URLs reach it"):
 * /{media page}/newsfeed/{feedId}/{itemId} and /{media page}/eventsfeed/{feedId}/{itemId} open
 * the media page (includes/media-page.php: the page holding the media hub) with the pop-ups host
 * loaded at once, which opens that item; without JavaScript the host shows the item's title and
 * text (the no-JS cards link here, includes/rules/card-link.php). /search/{term} is WordPress's
 * own search route.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/** Bump when the rules change: the stored rules are then written again once. */
const SSW_ROUTES_VERSION = '2';

/**
 * What the stored rules were written for: this version of them and the media page's path
 * (includes/media-page.php). When it differs, they are written again.
 *
 * @return string
 */
function ssw_routes_key() {
	return SSW_ROUTES_VERSION . ':' . ssw_media_page_path();
}

/** Adds the share URLs' rewrite rule, under the media page's path. */
function ssw_add_rewrite_rules() {
	$media = ssw_media_page_path();
	add_rewrite_rule(
		'^' . preg_quote( $media, '#' ) . '/(newsfeed|eventsfeed)/([0-9]+)/([0-9]+)/?$',
		'index.php?pagename=' . $media . '&ssw_share=$matches[1]&ssw_feed=$matches[2]&ssw_item=$matches[3]',
		'top'
	);
}

/**
 * The rule is written again once the media page's path has changed (a page renamed or moved,
 * another media page chosen) or the rules have: the request after that change.
 */
function ssw_keep_rewrite_rules() {
	ssw_add_rewrite_rules();
	if ( get_option( 'ssw_routes_version' ) !== ssw_routes_key() ) {
		flush_rewrite_rules( false );
		update_option( 'ssw_routes_version', ssw_routes_key() );
	}
}
add_action( 'init', 'ssw_keep_rewrite_rules' );

/**
 * The share URLs' query variables.
 *
 * @param string[] $vars WordPress's public query variables.
 * @return string[]
 */
function ssw_query_vars( $vars ) {
	return array_merge( $vars, array( 'ssw_share', 'ssw_feed', 'ssw_item' ) );
}
add_filter( 'query_vars', 'ssw_query_vars' );

/**
 * The shared item of this request, or null: its route's kind and ids.
 *
 * @return array{kind: string, feed: int, item: int}|null
 */
function ssw_shared_item() {
	$kind = get_query_var( 'ssw_share' );
	if ( ! in_array( $kind, array( 'newsfeed', 'eventsfeed' ), true ) ) {
		return null;
	}
	return array(
		'kind' => $kind,
		'feed' => (int) get_query_var( 'ssw_feed' ),
		'item' => (int) get_query_var( 'ssw_item' ),
	);
}

/**
 * The shared item as the media service describes it (GetMediaItemDescription, through the
 * server cards' cache), or null: not read, not found, or of a feed the config does not list
 * (a share URL is anyone's to write; the site asks the service for its own feeds only).
 *
 * @param array{kind: string, feed: int, item: int} $shared The shared item.
 * @return array|null The answer as sent.
 */
function ssw_shared_description( $shared ) {
	if ( ! in_array( $shared['feed'], ssw_feed_ids( '' ), true ) ) {
		return null;
	}
	$answer = ssw_media_call(
		'GetMediaItemDescription',
		array(
			'ItemId' => $shared['item'],
			'FeedId' => $shared['feed'],
		)
	);
	$item   = is_array( $answer ) ? ssw_media_item( $answer ) : null;
	// Only an answer about the item asked for counts, as the pop-up decides (use-popup-item.ts).
	return $item && $shared['item'] === $item['Id'] && $shared['feed'] === $item['FeedId'] ? $answer : null;
}

/**
 * The pop-ups host of a share URL's page: loaded at once, holding what the page shows without
 * JavaScript (the item's title and text, as the service describes it: the no-JS cards link
 * here), and the back link the address bar goes to when the pop-up closes.
 *
 * @param array{kind: string, feed: int, item: int} $shared The shared item.
 * @return string
 */
function ssw_shared_popups_host( $shared ) {
	$what   = 'eventsfeed' === $shared['kind'] ? __( 'A shared event', 'school-site-widgets' ) : __( 'A shared news item', 'school-site-widgets' );
	$answer = ssw_shared_description( $shared );
	// The description is the service's HTML: shown as its text, as the card shows the title.
	$text = null === $answer ? '' : trim( wp_strip_all_tags( ssw_wire_text( $answer['Description'] ?? null ) ) );
	return sprintf(
		'<div class="wgt-popups" data-widget="popups" data-load="eager" data-media-page="%s"><article class="wgt-popups__shared"><h1>%s</h1>%s<p><a href="%s" data-popups-back>%s</a></p></article></div>',
		esc_attr( ssw_media_page_site_path() ),
		null === $answer ? esc_html( $what ) : ssw_text_html( ssw_item_title( ssw_media_item( $answer ) ) ),
		'' === $text ? '' : '<p>' . esc_html( $text ) . '</p>',
		esc_url( home_url( '/' . ssw_media_page_path() . '/' ) ),
		esc_html__( 'Back to the media hub', 'school-site-widgets' )
	);
}

/**
 * The media page as the pop-ups host's data-media-page gives it to the bundle, which makes the
 * share URLs: its path from the site's root ('/news-and-events', '/school/blog/media' when
 * WordPress lives in /school/).
 *
 * @return string
 */
function ssw_media_page_site_path() {
	return untrailingslashit( (string) wp_parse_url( home_url( '/' . ssw_media_page_path() . '/' ), PHP_URL_PATH ) );
}

/**
 * A share URL stays as the pop-up wrote it (no trailing slash added): the pop-ups host reads
 * the address to know which item to open.
 *
 * @param string|false $redirect The address WordPress would redirect to.
 * @return string|false
 */
function ssw_keep_share_url( $redirect ) {
	return null === ssw_shared_item() ? $redirect : false;
}
add_filter( 'redirect_canonical', 'ssw_keep_share_url' );

/**
 * The site search's address is /search/{term} (spec section 5; the menu widget goes there).
 * The menu's form without JavaScript submits WordPress's ?s=: sent on to /search/{term}/, as
 * the demo's CMS does with its ?q=; a blank search goes back to the page it came from.
 */
function ssw_search_redirect() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a search, read only.
	if ( ! isset( $_GET['s'] ) || ! is_search() || is_feed() || ! get_option( 'permalink_structure' ) ) {
		return;
	}
	$term = trim( (string) get_search_query( false ) );
	if ( '' === $term ) {
		$back = wp_validate_redirect( (string) wp_get_referer(), home_url( '/' ) );
		wp_safe_redirect( $back );
		exit;
	}
	wp_safe_redirect( get_search_link( $term ) );
	exit;
}
add_action( 'template_redirect', 'ssw_search_redirect', 1 );
