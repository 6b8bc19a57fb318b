<?php
/**
 * The parents area's service worker through PHP, so that its response carries
 * `Service-Worker-Allowed` on any web server (a static file's headers are the server's).
 * build-plugin.mjs copies this file to dist/parents-sw.php, beside dist/parents-sw.js: the
 * worker finds the bundle's chunks beside its own address. It loads nothing of WordPress.
 * The home-screen prompt block names it (`data-offline-worker`) with its page's path as
 * `scope`, which is the only scope allowed.
 *
 * @package SchoolSiteWidgets
 */

// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public script, no action.
$ssw_scope = isset( $_GET['scope'] ) ? (string) $_GET['scope'] : '/parents';
if ( ! preg_match( '#^/[A-Za-z0-9._~%/-]*$#', $ssw_scope ) || str_contains( $ssw_scope, '//' ) ) {
	$ssw_scope = '/parents';
}
$ssw_worker = __DIR__ . '/parents-sw.js';
if ( ! is_file( $ssw_worker ) ) {
	http_response_code( 404 );
	return;
}
header( 'Content-Type: text/javascript; charset=utf-8' );
header( 'Service-Worker-Allowed: ' . $ssw_scope );
header( 'Cache-Control: no-cache' );
header( 'X-Content-Type-Options: nosniff' );
readfile( $ssw_worker );
