<?php
/**
 * Plugin Name: Strict CSP (tests)
 * Description: Test only (test/wordpress/media-route.test.ts, copied into mu-plugins for it): a
 * strict Content Security Policy on the pages of a browser carrying the cookie ssw_test_csp, as
 * a school's security plugin or server sends it. Scripts of the site's origin and those carrying
 * the page's nonce, no other origin; fetches to the site only. Every script element WordPress
 * prints gets the nonce (what such plugins do): the policy tests the widgets, not WordPress.
 *
 * @package SchoolSiteWidgets
 */

// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- only its presence is read.
if ( empty( $_COOKIE['ssw_test_csp'] ) || is_admin() ) {
	return;
}

$ssw_test_nonce = base64_encode( random_bytes( 16 ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- a nonce's encoding.

add_action(
	'send_headers',
	static function () use ( $ssw_test_nonce ) {
		header( "Content-Security-Policy: script-src 'self' 'nonce-{$ssw_test_nonce}'; connect-src 'self'; object-src 'none'; base-uri 'self'" );
	}
);

add_action(
	'template_redirect',
	static function () use ( $ssw_test_nonce ) {
		ob_start(
			static function ( $html ) use ( $ssw_test_nonce ) {
				return preg_replace( '/<script(?![^>]*\bnonce=)/i', '<script nonce="' . $ssw_test_nonce . '"', $html );
			}
		);
	}
);
