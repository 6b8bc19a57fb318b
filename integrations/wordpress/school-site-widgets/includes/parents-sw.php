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

// The worker is the copy in dist/, requested by browsers, without WordPress (no ABSPATH guard
// can apply). This source, requested at includes/, answers nothing.
if ( 'dist' !== basename( __DIR__ ) ) {
	exit;
}

/**
 * Whether the worker may keep pages under a scope (widgets/home-screen-prompt/offline/shared.ts,
 * isAllowedScope): a plain path, never the site's root nor above a page (no `.` or `..`
 * segment, encoded or not), nor the admin, login or API.
 *
 * @param string $scope The path asked for.
 * @return bool
 */
function ssw_parents_sw_scope_allowed( $scope ) {
	$decoded = rawurldecode( $scope );
	return 1 === preg_match( '#^/[A-Za-z0-9._~%/-]+$#', $scope )
		&& ! preg_match( '#//|(^|/)\.\.?(/|$)#', $decoded )
		&& ! preg_match( '#(^|/)(wp-admin|wp-json)(/|$)|/wp-login\.php$#i', $decoded );
}

/*
 * What an older version's worker, registered at a scope now refused (`/`, `/parents/../`),
 * gets when the browser re-fetches its script on a navigation: a worker that keeps nothing,
 * deletes the area's caches (where that worker kept admin pages) and unregisters itself. The
 * browser installs an updated script only when the header still allows the registration's
 * scope, so this answer says `/`: it is the only script ever sent with it, and it answers no
 * request. The area's worker itself is sent only with its page's own path.
 */
const SSW_PARENTS_SW_REMOVER = <<<'JS'
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('wgt-parents-')).map((name) => caches.delete(name))))
      .then(() => self.registration.unregister()),
  );
});
JS;

// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput -- a public script, no action; WordPress is not loaded (no wp_unslash), and the value is sent only when ssw_parents_sw_scope_allowed accepts it.
$ssw_scope  = isset( $_GET['scope'] ) && is_string( $_GET['scope'] ) ? $_GET['scope'] : '';
$ssw_worker = __DIR__ . '/parents-sw.js';
if ( ! is_file( $ssw_worker ) ) {
	http_response_code( 404 );
	return;
}
header( 'Content-Type: text/javascript; charset=utf-8' );
header( 'Cache-Control: no-cache' );
header( 'X-Content-Type-Options: nosniff' );
if ( ! ssw_parents_sw_scope_allowed( $ssw_scope ) ) {
	header( 'Service-Worker-Allowed: /' );
	echo SSW_PARENTS_SW_REMOVER; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a constant script.
	return;
}
header( 'Service-Worker-Allowed: ' . $ssw_scope );
readfile( $ssw_worker ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_readfile -- the worker's file sent as it is, by a script that loads nothing of WordPress.
