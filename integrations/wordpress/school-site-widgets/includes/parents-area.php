<?php
/**
 * The parents area (a page holding the home-screen prompt block) as an installable web app:
 * its manifest, linked from its <head> with the theme colour and the icon, and its service
 * worker served through PHP with the header that lets it control the page's path
 * (widgets/home-screen-prompt/README.md).
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/** The area's theme colour (the demo's): the browser's bar and the installed app's splash. */
const SSW_PARENTS_THEME_COLOR = '#8a1538';

/**
 * The parents page of this request, or 0: a singular page holding the home-screen prompt.
 *
 * @return int
 */
function ssw_parents_page_id() {
	$id = is_singular() ? get_queried_object_id() : 0;
	return $id && has_block( 'school-site-widgets/home-screen-prompt', $id ) ? $id : 0;
}

/**
 * The path of a parents page ("/parents/"): the scope and start of its app (its manifest).
 *
 * @param int $id The page.
 * @return string
 */
function ssw_parents_path( $id ) {
	$path = (string) wp_parse_url( (string) get_permalink( $id ), PHP_URL_PATH );
	return '' === $path ? '/' : $path;
}

/**
 * The scope of a parents page's service worker: the page's own path, or '' for no worker.
 * None for a page without a path of its own below the site's (plain permalinks, or a draft or
 * pending post in preview: `/?p=64`, whose worker would keep every page of the site, the
 * admin's included), one not published or shown in preview (its editor's view), or a path in
 * the admin, login or API (a post named `wp-admin`).
 *
 * @param int $id The page.
 * @return string
 */
function ssw_parents_scope( $id ) {
	$path = (string) wp_parse_url( (string) get_permalink( $id ), PHP_URL_PATH );
	$home = trailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
	$own  = strlen( $path ) > strlen( $home ) && str_starts_with( $path, $home );
	$open = 'publish' === get_post_status( $id ) && ! is_preview();
	return $own && $open && ! preg_match( '#(^|/)(wp-admin|wp-json)(/|$)|/wp-login\.php$#i', rawurldecode( $path ) ) ? $path : '';
}

/**
 * The worker's address for a parents page: the plugin's PHP script beside the bundle, which
 * sends `Service-Worker-Allowed` for that page's path (ssw_parents_scope, not '').
 *
 * @param int $id The page.
 * @return string A path of the site.
 */
function ssw_parents_worker_path( $id ) {
	$url = add_query_arg( 'scope', rawurlencode( ssw_parents_scope( $id ) ), plugins_url( 'dist/parents-sw.php', SSW_FILE ) );
	return (string) wp_parse_url( $url, PHP_URL_PATH ) . '?' . (string) wp_parse_url( $url, PHP_URL_QUERY );
}

/**
 * The manifest's address for a parents page.
 *
 * @param int $id The page's id.
 * @return string
 */
function ssw_parents_manifest_url( $id ) {
	return add_query_arg( 'ssw_parents_manifest', (int) $id, home_url( '/' ) );
}

/**
 * A parents page's <body> has the class `parents-area`.
 *
 * @param string[] $classes The body's classes.
 * @return string[]
 */
function ssw_parents_body_class( $classes ) {
	if ( ssw_parents_page_id() ) {
		$classes[] = 'parents-area';
	}
	return $classes;
}
add_filter( 'body_class', 'ssw_parents_body_class' );

/**
 * A parents page's manifest, theme colour and icon in <head>.
 */
function ssw_parents_head() {
	$id = ssw_parents_page_id();
	if ( ! $id ) {
		return;
	}
	printf( "<link rel=\"manifest\" href=\"%s\">\n", esc_url( ssw_parents_manifest_url( $id ) ) );
	printf( "<meta name=\"theme-color\" content=\"%s\">\n", esc_attr( SSW_PARENTS_THEME_COLOR ) );
	printf( "<link rel=\"apple-touch-icon\" href=\"%s\">\n", esc_url( plugins_url( 'assets/parents-icon-192.png', SSW_FILE ) ) );
}
add_action( 'wp_head', 'ssw_parents_head', 2 );

/**
 * The web app manifest of a parents page: its title and path, the site's language, the
 * plugin's icons.
 *
 * @param WP_Post $page The parents page.
 * @return array
 */
function ssw_parents_manifest( $page ) {
	$scope = ssw_parents_path( $page->ID );
	$title = wp_strip_all_tags( get_the_title( $page ) );
	$icons = array();
	foreach ( array( 'any', 'maskable' ) as $purpose ) {
		foreach ( array( 192, 512 ) as $size ) {
			$icons[] = array(
				'src'     => plugins_url( "assets/parents-icon-$size.png", SSW_FILE ),
				'sizes'   => "{$size}x{$size}",
				'type'    => 'image/png',
				'purpose' => $purpose,
			);
		}
	}
	return array(
		'id'               => $scope,
		'name'             => wp_strip_all_tags( get_bloginfo( 'name' ) ) . ': ' . $title,
		'short_name'       => $title,
		'lang'             => str_replace( '_', '-', get_locale() ),
		'dir'              => is_rtl() || str_starts_with( get_locale(), 'ar' ) ? 'rtl' : 'ltr',
		'start_url'        => $scope,
		'scope'            => $scope,
		'display'          => 'standalone',
		'theme_color'      => SSW_PARENTS_THEME_COLOR,
		'background_color' => '#ffffff',
		'icons'            => $icons,
	);
}

/**
 * Whether a post has a parents manifest: one a visitor can read (a viewable type, published,
 * no password), holding the prompt. The manifest names its post, so any other (a reusable
 * block, a template, a protected page) answers as if it did not exist.
 *
 * @param WP_Post|null $post The post asked for.
 * @return bool
 */
function ssw_is_manifest_page( $post ) {
	return $post instanceof WP_Post
		&& is_post_type_viewable( $post->post_type )
		&& 'publish' === $post->post_status
		&& '' === $post->post_password
		&& has_block( 'school-site-widgets/home-screen-prompt', $post );
}

/**
 * ?ssw_parents_manifest={page id}: the manifest of that parents page, or a 404.
 */
function ssw_serve_parents_manifest() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public document, no action.
	if ( ! isset( $_GET['ssw_parents_manifest'] ) ) {
		return;
	}
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- as above: which page's manifest, read only.
	$page = get_post( absint( $_GET['ssw_parents_manifest'] ) );
	if ( ! ssw_is_manifest_page( $page ) ) {
		status_header( 404 );
		nocache_headers();
		exit;
	}
	header( 'Content-Type: application/manifest+json; charset=utf-8' );
	echo wp_json_encode( ssw_parents_manifest( $page ), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ); // phpcs:ignore WordPress.Security.EscapeOutput -- JSON.
	exit;
}
add_action( 'template_redirect', 'ssw_serve_parents_manifest', 0 );
