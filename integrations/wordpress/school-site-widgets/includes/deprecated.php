<?php
/**
 * Names a theme may call from before 0.2.0, when the plugin's prefix became `ssw_` alone: each
 * still works and tells a developer (WP_DEBUG) its new name, as WordPress's own
 * wp-includes/deprecated.php does. The filters' old names are applied beside the new ones, with
 * apply_filters_deprecated().
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/**
 * Prints the header and the menu.
 *
 * @deprecated 0.2.0 Use ssw_chrome().
 */
function school_site_widgets_chrome() {
	_deprecated_function( __FUNCTION__, '0.2.0', 'ssw_chrome()' );
	ssw_chrome();
}

/**
 * Prints the footer widget.
 *
 * @deprecated 0.2.0 Use ssw_footer().
 */
function school_site_widgets_footer() {
	_deprecated_function( __FUNCTION__, '0.2.0', 'ssw_footer()' );
	ssw_footer();
}
