<?php
/**
 * Plugin Name: Nonce CSP through WordPress's filters (tests)
 * Description: Test only (test/wordpress/csp-nonce.test.ts, copied into mu-plugins for it): on
 * the pages of a browser carrying the cookie ssw_test_nonce_csp, a nonce-only Content Security
 * Policy, as Google's strict CSP writes it, and the nonce given to scripts the way CSP plugins
 * give it: through WordPress's wp_script_attributes and wp_inline_script_attributes filters.
 * A script printed by hand, past those filters, has no nonce and does not run.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- only its presence is read.
if ( empty( $_COOKIE['ssw_test_nonce_csp'] ) || is_admin() ) {
	return;
}

/**
 * This request's nonce.
 *
 * @return string
 */
function ssw_test_csp_nonce() {
	static $nonce = null;
	if ( null === $nonce ) {
		$nonce = base64_encode( random_bytes( 16 ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a nonce's encoding.
	}
	return $nonce;
}

/**
 * The policy: scripts carrying the nonce, and what they load ('strict-dynamic'); workers and
 * fetches of the site only.
 */
function ssw_test_csp_header() {
	header( "Content-Security-Policy: script-src 'nonce-" . ssw_test_csp_nonce() . "' 'strict-dynamic' 'report-sample'; worker-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'" );
}
add_action( 'send_headers', 'ssw_test_csp_header' );

/**
 * The nonce on a script WordPress prints.
 *
 * @param array $attributes The script element's attributes.
 * @return array
 */
function ssw_test_csp_nonce_attribute( $attributes ) {
	$attributes['nonce'] = ssw_test_csp_nonce();
	return $attributes;
}
add_filter( 'wp_script_attributes', 'ssw_test_csp_nonce_attribute' );
add_filter( 'wp_inline_script_attributes', 'ssw_test_csp_nonce_attribute' );
