<?php
/**
 * Plugin Name: Offline (local site of `npm run wordpress`)
 * Description: This machine has no internet (WP_HTTP_BLOCK_EXTERNAL): WordPress is told its
 * core, plugins and themes were checked just now, so it neither asks WordPress.org nor logs a
 * warning that it could not. Copied into wp-content/mu-plugins by integrations/wordpress/server.mjs.
 *
 * @package SchoolSiteWidgets
 */

/**
 * An update check made just now that found nothing.
 *
 * @return object
 */
function ssw_offline_checked() {
	global $wp_version;
	return (object) array(
		'last_checked'    => time(),
		'version_checked' => $wp_version,
		'updates'         => array(),
		'translations'    => array(),
		'response'        => array(),
		'checked'         => array(),
	);
}
foreach ( array( 'update_core', 'update_themes' ) as $ssw_transient ) {
	add_filter( 'pre_site_transient_' . $ssw_transient, 'ssw_offline_checked' );
}
// The plugins' check names each installed plugin at its version: else Plugins, which checks
// again for a plugin it has not seen checked (a second copy of the plugin), asks WordPress.org.
add_filter(
	'pre_site_transient_update_plugins',
	static function () {
		$checked = ssw_offline_checked();
		foreach ( function_exists( 'get_plugins' ) ? get_plugins() : array() as $file => $plugin ) {
			$checked->checked[ $file ] = $plugin['Version'];
		}
		return $checked;
	}
);
// The dashboard's browser and PHP version checks ask WordPress.org too.
add_filter( 'pre_site_transient_php_check_' . md5( PHP_VERSION ), '__return_empty_array' );
// The languages WordPress.org offers (the General settings' list asks when a language is
// installed): none; the installed ones are still listed.
add_filter( 'pre_site_transient_available_translations', '__return_empty_array' );
