<?php
/**
 * Whether a URL from the media service's data may go in a src or href, as the widgets decide it
 * (src/format/safe-url.ts isHttpOrSitePath; vectors: test/vectors/safe-url.json).
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/**
 * Http(s) (protocol-relative '//host' too) or a site path '/...'; false for anything else
 * (javascript:, data:, 'x.jpg', '///x', text holding control characters, non-strings).
 *
 * @param mixed $url A URL from data.
 * @return bool
 */
function ssw_is_http_or_site_path( $url ) {
	if ( ! is_string( $url ) ) {
		return false;
	}
	$text = ssw_js_trim( $url );
	// Browsers drop tabs and newlines inside URLs: a URL holding control characters is garbage.
	if ( preg_match( '/[\x00-\x1F\x7F]/', $text ) ) {
		return false;
	}
	return 1 === preg_match( '#^https?://[^/?\#]#i', $text ) || 1 === preg_match( '#^/(?:[^/]|/[^/?\#]|$)#', $text );
}
