<?php
/**
 * Plugin Name:       School site widgets
 * Description:       The school group's widget bundle as blocks: media hub, calendar, landing intro and the parents area's home-screen prompt, with the page config under Settings.
 * Version:           0.2.0
 * Requires at least: 6.1
 * Requires PHP:      8.0
 * License:           Proprietary
 * Text Domain:       school-site-widgets
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'SSW_VERSION', '0.2.0' );
define( 'SSW_DIR', __DIR__ );
define( 'SSW_FILE', __FILE__ );
/** The option holding the page config: key => the value as JSON text (includes/settings.php). */
define( 'SSW_OPTION', 'ssw_config' );

require_once SSW_DIR . '/includes/config-rules.php';
require_once SSW_DIR . '/includes/config.php';
require_once SSW_DIR . '/includes/item-types.php';
require_once SSW_DIR . '/includes/settings.php';
require_once SSW_DIR . '/includes/assets.php';
// The spec's rules the widgets apply, in plain PHP (test/vectors holds both to the same answers).
require_once SSW_DIR . '/includes/rules/js-string.php';
require_once SSW_DIR . '/includes/rules/instant.php';
require_once SSW_DIR . '/includes/rules/wall-time.php';
require_once SSW_DIR . '/includes/rules/html-references.php';
require_once SSW_DIR . '/includes/rules/wire.php';
require_once SSW_DIR . '/includes/rules/title.php';
require_once SSW_DIR . '/includes/rules/text-length.php';
require_once SSW_DIR . '/includes/rules/safe-url.php';
require_once SSW_DIR . '/includes/rules/event-days.php';
require_once SSW_DIR . '/includes/rules/first-screen.php';
require_once SSW_DIR . '/includes/rules/calendar-parts.php';
require_once SSW_DIR . '/includes/rules/card-dates.php';
require_once SSW_DIR . '/includes/rules/item-type-table.php';
require_once SSW_DIR . '/includes/rules/card-link.php';
require_once SSW_DIR . '/includes/rules/card-image.php';
require_once SSW_DIR . '/includes/rules/ical-feed.php';
require_once SSW_DIR . '/includes/content-shield.php';
require_once SSW_DIR . '/includes/media-cache.php';
require_once SSW_DIR . '/includes/server-cards.php';
require_once SSW_DIR . '/includes/media-route.php';
require_once SSW_DIR . '/includes/calendar-feed.php';
require_once SSW_DIR . '/includes/blocks.php';
require_once SSW_DIR . '/includes/parents-area.php';
require_once SSW_DIR . '/includes/media-page.php';
require_once SSW_DIR . '/includes/routes.php';
require_once SSW_DIR . '/includes/chrome.php';
require_once SSW_DIR . '/includes/footer.php';
require_once SSW_DIR . '/includes/languages.php';
require_once SSW_DIR . '/includes/meta-description.php';
require_once SSW_DIR . '/includes/edit-on-page.php';
require_once SSW_DIR . '/includes/edit-fields.php';
require_once SSW_DIR . '/includes/edit-rest.php';
require_once SSW_DIR . '/includes/deprecated.php';
require_once SSW_DIR . '/includes/upgrade.php';

/**
 * The plugin's own texts in the user's language (languages/: the .po sources, the .mo the build
 * compiles). WordPress loads a plugin's translations by itself only from wp-content/languages
 * (a pack from wordpress.org), not from the plugin's folder. Before the blocks' registration
 * (init, 10), which translates their block.json.
 */
function ssw_load_textdomain() {
	load_plugin_textdomain( 'school-site-widgets', false, dirname( plugin_basename( SSW_FILE ) ) . '/languages' );
}
add_action( 'init', 'ssw_load_textdomain', 0 );

/**
 * On activation: the config's option present and the share URLs' rule written.
 */
function ssw_activate() {
	// Present before the first save: WordPress would otherwise run the check twice on it.
	add_option( SSW_OPTION, array() );
	ssw_add_rewrite_rules();
	flush_rewrite_rules( false );
	update_option( 'ssw_routes_version', ssw_routes_key() );
}
register_activation_hook( __FILE__, 'ssw_activate' );

/**
 * On deactivation: the plugin's rewrite rule and what it found of the site are let go.
 */
function ssw_deactivate() {
	// The share URLs' rule goes with the plugin: its pages are the site's 404 again.
	delete_option( 'ssw_routes_version' );
	// Pages may change meanwhile, unseen: the media page is found again on reactivation.
	delete_option( 'ssw_media_page_path' );
	// Not flush_rewrite_rules(): this request's init added the rule, and a flush would write
	// it again. Deleted, the rules are written on the next request, by WordPress alone.
	delete_option( 'rewrite_rules' );
}
register_deactivation_hook( __FILE__, 'ssw_deactivate' );
