<?php
/**
 * What an update of the plugin's files changes in the data it stored before. WordPress runs no
 * activation hook when a plugin's files are replaced (an update, or a new zip uploaded over the
 * old), so each request compares the version the data was last upgraded to (`ssw_version`, an
 * autoloaded option: no query) with the plugin's.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/** The config's option as 0.1.0 named it, before the one prefix (ssw_) of 0.2.0. */
const SSW_OPTION_BEFORE_0_2_0 = 'school_site_widgets_config';

/**
 * Brings the stored data up to this version, once: 0.1.0's config option moves to its new
 * name, with what it held (the one a first activation may have made empty is replaced).
 */
function ssw_upgrade() {
	if ( SSW_VERSION === get_option( 'ssw_version' ) ) {
		return;
	}
	$before = get_option( SSW_OPTION_BEFORE_0_2_0 );
	if ( false !== $before ) {
		$now = get_option( SSW_OPTION );
		if ( false === $now || array() === $now ) {
			// Not update_option(): the settings' check (registered on admin_init, after this)
			// is for what a person types; this is what was saved through it.
			delete_option( SSW_OPTION );
			add_option( SSW_OPTION, $before );
		}
		delete_option( SSW_OPTION_BEFORE_0_2_0 );
	}
	update_option( 'ssw_version', SSW_VERSION );
}
add_action( 'plugins_loaded', 'ssw_upgrade' );
