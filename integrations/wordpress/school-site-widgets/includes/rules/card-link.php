<?php
/**
 * Where a card links, as the widgets' cards decide it (src/ui/cards/card-link.ts cardLink, with
 * src/i18n/share-path.ts, media-page.ts and site-path.ts; vectors: test/vectors/card-link.json).
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/** A path's language segment (src/i18n/site-path.ts): /fr, /ar or /en, then the rest or nothing. */
const SSW_LANGUAGE_SEGMENT = '#^/(?:en|fr|ar)(?=[/?\#]|\z)#';

/** Where an event without a page of its own links (src/ui/cards/card-link.ts CALENDAR_URL). */
const SSW_CALENDAR_PATH = '/calendar';

/**
 * A data-media-page value as the media page (src/i18n/media-page.ts toMediaPage): a site path
 * of plain segments without its trailing slashes, else '/media'.
 *
 * @param mixed $value The value, or null.
 * @return string
 */
function ssw_to_media_page( $value ) {
	$path = is_string( $value ) ? (string) preg_replace( '#/+\z#', '', $value ) : '';
	return preg_match( '#^(?:/[A-Za-z0-9_.~%-]+)+\z#', $path ) ? $path : '/media';
}

/**
 * A site path on the page's language site (src/i18n/site-path.ts inPageLanguage): under the
 * language prefix of $pathname. Anything but a site path, and a path naming a language, as it is.
 *
 * @param string $path     A site path.
 * @param string $pathname The page's path.
 * @return string
 */
function ssw_in_page_language( $path, $pathname ) {
	if ( ! preg_match( '#^/(?!/)#', $path ) || preg_match( SSW_LANGUAGE_SEGMENT, $path ) ) {
		return $path;
	}
	return ( preg_match( SSW_LANGUAGE_SEGMENT, $pathname, $prefix ) ? $prefix[0] : '' ) . $path;
}

/**
 * Whether an id fits a share route (src/i18n/share-path.ts isShareId): a whole number of at
 * most 12 digits.
 *
 * @param mixed $id An item's Id or FeedId.
 * @return bool
 */
function ssw_is_share_id( $id ) {
	return ( is_int( $id ) || ( is_float( $id ) && floor( $id ) === $id ) ) && $id >= 0 && $id < 1e12;
}

/**
 * The link of an item's card: its share path when its ItemType has a pop-up and its group opens
 * on this site, else its own URL (a story's URL, an event's Link or URL, or the calendar), and
 * the group's target. The rule in words: test/vectors/card-link.json.
 *
 * @param array       $item       An item: ItemType, FeedId, Id, URL, Link.
 * @param array       $table      The ItemType table (src/media/item-types.json), decoded.
 * @param string|null $media_page The media page, as data-media-page gives it to the widgets.
 * @param string      $pathname   The page's path: its language prefix is kept.
 * @return array{href: string|null, target: string}
 */
function ssw_card_link( $item, $table, $media_page, $pathname ) {
	$type   = ssw_table_item_type( $table, $item['ItemType'] ?? null );
	$group  = null === $type ? null : ssw_table_feed_group( $table, $type['group'] );
	$target = $group['target'] ?? '_self';
	$feed   = $item['FeedId'] ?? null;
	$id     = $item['Id'] ?? null;
	if ( null !== ( $type['popup'] ?? null ) && '_blank' !== $target && ssw_is_share_id( $feed ) && ssw_is_share_id( $id ) ) {
		$route = 'event' === $type['popup'] ? 'eventsfeed' : 'newsfeed';
		return array(
			'href'   => ssw_in_page_language( sprintf( '%s/%s/%d/%d', ssw_to_media_page( $media_page ), $route, $feed, $id ), $pathname ),
			'target' => $target,
		);
	}
	$event = 'event' === ( $type['card'] ?? null );
	foreach ( $event ? array( 'Link', 'URL' ) : array( 'URL' ) as $field ) {
		if ( ssw_is_http_or_site_path( $item[ $field ] ?? null ) ) {
			return array(
				'href'   => ssw_js_trim( $item[ $field ] ),
				'target' => $target,
			);
		}
	}
	return array(
		'href'   => $event ? ssw_in_page_language( SSW_CALENDAR_PATH, $pathname ) : null,
		'target' => $target,
	);
}
