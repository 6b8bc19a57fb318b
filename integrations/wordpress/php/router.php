<?php
/**
 * Router of `php -S` for the local WordPress (integrations/wordpress/server.mjs): files are
 * served as they are, every other address goes to WordPress's front controller, as Apache's
 * rewrite rules do for pretty permalinks.
 *
 * @package SchoolSiteWidgets
 */

// php -S's own request, before WordPress is loaded (no wp_unslash(), sanitize_*() or
// wp_parse_url() yet): the path only picks a file of the site's folder, else WordPress.
// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- see above.
$ssw_root = $_SERVER['DOCUMENT_ROOT'];
// phpcs:ignore WordPress.Security.ValidatedSanitizedInput, WordPress.WP.AlternativeFunctions.parse_url_parse_url -- see above.
$ssw_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$ssw_file = $ssw_root . $ssw_path;

// The parents area's service worker may control /parents because its response says so
// (README, "The parents area offline").
if ( str_ends_with( $ssw_path, '/school-site-widgets/dist/parents-sw.js' ) && is_file( $ssw_file ) ) {
	header( 'Content-Type: text/javascript; charset=utf-8' );
	header( 'Service-Worker-Allowed: /parents' );
	header( 'Cache-Control: no-cache' );
	readfile( $ssw_file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_readfile -- sent as php -S sends a file; WordPress is not loaded.
	return true;
}
if ( '/' !== $ssw_path && ( is_file( $ssw_file ) || is_file( rtrim( $ssw_file, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $ssw_root . '/index.php';
require $ssw_root . '/index.php';
