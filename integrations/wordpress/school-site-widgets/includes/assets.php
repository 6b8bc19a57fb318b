<?php
/**
 * The bundle on visitors' pages: the page config, boot.js as a module and widgets.css, and
 * nothing else of the plugin (no jQuery, no editor code). The pop-ups host is added once, at
 * the end of a page whose blocks need it.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/**
 * A file of the built bundle (npm run build lays it in the plugin's dist/), on the site's own
 * origin. boot.js and its chunks are modules, which a browser takes from another origin only
 * with CORS headers, and the stylesheet's fonts likewise. WordPress puts wp-content on its own
 * address, site_url(): on a site whose admin is on another host (WP_SITEURL's host is not
 * WP_HOME's), that is the admin's host, and every widget failed to load there. The same
 * WordPress answers on the site's host, so the file is asked of it. A content address of its
 * own (WP_CONTENT_URL on a CDN) is kept as it is.
 *
 * @param string $file The file's name in dist/.
 */
function ssw_dist_url( $file ) {
	$url  = plugins_url( 'dist/' . $file, SSW_FILE );
	$site = ssw_origin( home_url() );
	if ( '' !== $site && ssw_origin( $url ) === ssw_origin( site_url() ) && ssw_origin( $url ) !== $site ) {
		return $site . (string) wp_parse_url( $url, PHP_URL_PATH );
	}
	return $url;
}

/** The bundle's version for its unhashed files (boot.js, widgets.css): the build's time. */
function ssw_dist_version() {
	$boot = SSW_DIR . '/dist/boot.js';
	return file_exists( $boot ) ? SSW_VERSION . '.' . filemtime( $boot ) : SSW_VERSION;
}

/**
 * The widgets' stylesheet on visitors' pages.
 */
function ssw_enqueue_style() {
	wp_enqueue_style( 'school-site-widgets', ssw_dist_url( 'widgets.css' ), array(), ssw_dist_version() );
}
add_action( 'wp_enqueue_scripts', 'ssw_enqueue_style' );

/**
 * The config element and the boot module, early in <head>. The config is JSON in a script
 * element: every <, >, &, ' and " is written as \u003C ... so that no saved text can end the
 * element (a title holding </script>) or its attributes. Both are printed by WordPress's own
 * script tag functions, so the wp_inline_script_attributes and wp_script_attributes filters
 * apply: a CSP plugin adds its nonce there (test/wordpress/csp-nonce.test.ts).
 */
function ssw_print_head() {
	/**
	 * The page config as this page carries it (includes/edit-on-page.php adds the origins of
	 * the admin frame's request).
	 *
	 * @since 0.2.0
	 *
	 * @param array<string, mixed> $config The saved config.
	 */
	$config = apply_filters( 'ssw_page_config', ssw_config() );
	/** This filter's name before 0.2.0: see ssw_page_config above. */
	$config = (object) apply_filters_deprecated( 'school_site_widgets_page_config', array( $config ), '0.2.0', 'ssw_page_config' );
	$json   = wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES );
	wp_print_inline_script_tag(
		(string) $json,
		array(
			'type'                => 'application/json',
			'data-widgets-config' => true,
		)
	);
	wp_print_script_tag(
		array(
			'type' => 'module',
			'src'  => add_query_arg( 'ver', ssw_dist_version(), ssw_dist_url( 'boot.js' ) ),
		)
	);
}
add_action( 'wp_head', 'ssw_print_head', 1 );

/**
 * Asks for the pop-ups host on this page (a media hub or calendar block was rendered).
 *
 * @param bool $ask Whether to ask (true), or just read the answer (false).
 * @return bool Whether the page has asked.
 */
function ssw_needs_popups( $ask = false ) {
	static $needed = false;
	$needed        = $needed || $ask;
	return $needed;
}

/**
 * Whether the pop-ups host is on the page already (a share URL's, before the content).
 *
 * @param bool $printing Whether it is being printed now.
 * @return bool
 */
function ssw_popups_host_printed( $printing = false ) {
	static $printed = false;
	$printed        = $printed || $printing;
	return $printed;
}

/**
 * A share URL's page: the host, loaded at once, before the media page's content (the hub).
 *
 * @param string $content The post's content.
 * @return string The content, the pop-ups host before it on a share URL's page.
 */
function ssw_shared_popups_first( $content ) {
	$shared = ssw_shared_item();
	if ( null === $shared || ssw_popups_host_printed() || ! is_main_query() ) {
		return $content;
	}
	ssw_popups_host_printed( true );
	return ssw_shared_popups_host( $shared ) . $content;
}
add_filter( 'the_content', 'ssw_shared_popups_first', 20 ); // After do_blocks (9): the media hub's render has asked for the host by then.

/**
 * The pop-ups host at the end of the page, when a block asked for it and a share URL's page
 * has not printed it already.
 */
function ssw_print_popups_host() {
	if ( ssw_needs_popups() && ! ssw_popups_host_printed() ) {
		ssw_popups_host_printed( true );
		printf( '<div class="wgt-popups" data-widget="popups" data-media-page="%s"></div>' . "\n", esc_attr( ssw_media_page_site_path() ) );
	}
}
add_action( 'wp_footer', 'ssw_print_popups_host' );
