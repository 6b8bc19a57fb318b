<?php
/**
 * The media page: the page holding the media hub, where share URLs point
 * (`/{its path}/newsfeed/{feedId}/{itemId}`, includes/routes.php). A setting of its own on
 * Settings -> School site widgets (option `ssw_media_page`, a page id; 0: automatic, the first
 * published page holding the media hub: ssw_first_media_hub_page). The path found is kept in `ssw_media_page_path`,
 * found again whenever a page or the setting changes, so that a visitor's request asks the
 * database nothing more.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/** The setting: the media page's id, 0 for the first published page with a media hub block. */
const SSW_MEDIA_PAGE_OPTION = 'ssw_media_page';
/** The media page's path as last found (a cache: see ssw_media_page_path). */
const SSW_MEDIA_PATH_OPTION = 'ssw_media_page_path';

/**
 * The media page's setting, and its field among the media service's settings.
 */
function ssw_register_media_page_setting() {
	register_setting(
		'ssw_settings',
		SSW_MEDIA_PAGE_OPTION,
		array(
			'type'              => 'integer',
			'sanitize_callback' => 'ssw_sanitize_media_page',
			'default'           => 0,
			'show_in_rest'      => false,
		)
	);
	// Among the media service's settings (includes/settings.php's section `ssw-media`): the
	// page is where its items are shared.
	add_settings_field(
		'ssw-media-page',
		__( 'Media page', 'school-site-widgets' ),
		'ssw_media_page_field',
		'school-site-widgets',
		'ssw-media',
		array( 'label_for' => 'ssw-media-page' )
	);
}
add_action( 'admin_init', 'ssw_register_media_page_setting' );

/**
 * The setting's value as saved: a published page's id, or 0. Anything else is refused with a
 * message and the old value kept. Sanitizing twice gives the same value (WordPress does so on
 * a first save, through add_option).
 *
 * @param mixed $value The posted value.
 * @return int
 */
function ssw_sanitize_media_page( $value ) {
	$id = absint( $value );
	if ( 0 === $id || ssw_is_published_page( $id ) ) {
		return $id;
	}
	add_settings_error( SSW_MEDIA_PAGE_OPTION, 'ssw-media-page', __( 'The media page must be a published page. It was left as it was.', 'school-site-widgets' ) );
	return absint( get_option( SSW_MEDIA_PAGE_OPTION, 0 ) );
}

/**
 * Whether a post is a published page.
 *
 * @param int $id The post's id.
 * @return bool
 */
function ssw_is_published_page( $id ) {
	return 'page' === get_post_type( $id ) && 'publish' === get_post_status( $id );
}

/** The setting's field: the site's published pages, and the automatic choice first. */
function ssw_media_page_field() {
	$found = ssw_first_media_hub_page();
	$auto  = $found
		/* translators: %s: the title of the page found. */
		? sprintf( __( 'Automatic: the first page with the media hub (now “%s”)', 'school-site-widgets' ), get_the_title( $found ) )
		: __( 'Automatic: the first page with the media hub (none yet)', 'school-site-widgets' );
	wp_dropdown_pages(
		array(
			'name'              => SSW_MEDIA_PAGE_OPTION, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_dropdown_pages escapes it (esc_attr).
			'id'                => 'ssw-media-page',
			'selected'          => absint( get_option( SSW_MEDIA_PAGE_OPTION, 0 ) ),
			'show_option_none'  => esc_html( $auto ),
			'option_none_value' => '0',
			'post_status'       => 'publish',
		)
	);
	printf(
		'<p class="description">%s <code>%s</code></p>',
		esc_html__( 'The page holding the media hub. The share links of news and events open their pop-up over it, at addresses like this one:', 'school-site-widgets' ),
		esc_html( home_url( '/' . ssw_media_page_path() . '/newsfeed/12/345' ) )
	);
}

/**
 * The first published page (the oldest) holding the whole media hub (a media hub block of
 * every group, with its search), else the first holding any media hub block (one group's, as
 * a front page's latest news), or 0.
 *
 * @return int
 */
function ssw_first_media_hub_page() {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a LIKE on the content, which WP_Query cannot ask; run only when a page or the setting changes (ssw_media_page_path).
	$pages = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT ID, post_content FROM {$wpdb->posts} WHERE post_type = 'page' AND post_status = 'publish' AND post_content LIKE %s ORDER BY post_date ASC, ID ASC",
			'%' . $wpdb->esc_like( '<!-- wp:school-site-widgets/media-hub' ) . '%'
		)
	);
	foreach ( $pages as $page ) {
		if ( ssw_holds_whole_hub( parse_blocks( $page->post_content ) ) ) {
			return (int) $page->ID;
		}
	}
	return $pages ? (int) $pages[0]->ID : 0;
}

/**
 * Whether blocks (nested ones too) hold a media hub block of every group.
 *
 * @param array[] $blocks Parsed blocks.
 * @return bool
 */
function ssw_holds_whole_hub( $blocks ) {
	foreach ( $blocks as $block ) {
		if ( 'school-site-widgets/media-hub' === $block['blockName'] && '' === (string) ( $block['attrs']['group'] ?? '' ) ) {
			return true;
		}
		if ( ssw_holds_whole_hub( $block['innerBlocks'] ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The media page's path as it is now, without slashes: the chosen page's, else the first page
 * with a media hub's, else `media` (the bundle's default), through the
 * `ssw_media_page` filter.
 *
 * @return string
 */
function ssw_find_media_page_path() {
	$chosen = absint( get_option( SSW_MEDIA_PAGE_OPTION, 0 ) );
	$page   = $chosen && ssw_is_published_page( $chosen ) ? $chosen : ssw_first_media_hub_page();
	$path   = $page ? get_page_uri( $page ) : 'media';
	/**
	 * The path of the page the share URLs open (the page holding the media hub).
	 *
	 * @since 0.2.0
	 *
	 * @param string $path The page's path, without slashes.
	 */
	$path = apply_filters( 'ssw_media_page', $path );
	/** This filter's name before 0.2.0: see ssw_media_page above. */
	return trim( (string) apply_filters_deprecated( 'school_site_widgets_media_page', array( $path ), '0.2.0', 'ssw_media_page' ), '/' );
}

/**
 * The media page's path, without slashes ('news-and-events'): kept from the last time it was
 * found.
 *
 * @return string
 */
function ssw_media_page_path() {
	$path = get_option( SSW_MEDIA_PATH_OPTION );
	if ( ! is_string( $path ) || '' === $path ) {
		$path = ssw_find_media_page_path();
		update_option( SSW_MEDIA_PATH_OPTION, $path );
	}
	return $path;
}

/** Finds the media page's path again; a new one has its rules written on the next request. */
function ssw_refresh_media_page_path() {
	$path = ssw_find_media_page_path();
	if ( get_option( SSW_MEDIA_PATH_OPTION ) !== $path ) {
		update_option( SSW_MEDIA_PATH_OPTION, $path );
	}
}

/**
 * A post was trashed, restored or deleted: a page may be, or have been, the media page, or hold
 * the first media hub.
 *
 * @param int          $post_id The post.
 * @param WP_Post|null $post    The post, when WordPress gives it (deleted_post: it is gone).
 */
function ssw_page_changed( $post_id, $post = null ) {
	$type = $post instanceof WP_Post ? $post->post_type : get_post_type( $post_id );
	if ( 'page' === $type ) {
		ssw_refresh_media_page_path();
	}
}
add_action( 'save_post_page', 'ssw_refresh_media_page_path' );
add_action( 'trashed_post', 'ssw_page_changed' );
add_action( 'untrashed_post', 'ssw_page_changed' );
add_action( 'deleted_post', 'ssw_page_changed', 10, 2 );
add_action( 'add_option_' . SSW_MEDIA_PAGE_OPTION, 'ssw_refresh_media_page_path' );
add_action( 'update_option_' . SSW_MEDIA_PAGE_OPTION, 'ssw_refresh_media_page_path' );
