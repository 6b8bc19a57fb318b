<?php
/**
 * Deleting the plugin (Plugins -> Delete): everything it wrote in the database goes, on every
 * site of a network. WordPress runs this file alone, the plugin not loaded: its constants are
 * not defined here, the names are written out.
 *
 * What stays: the `sswId` attributes Edit on page gave paragraphs and headings in the posts'
 * content (part of the content, ignored without the plugin). With a persistent object cache
 * the media service's cached answers live in that cache and expire there (5 minutes at most).
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit; // Run by WordPress's uninstall only.
}

$ssw_uninstall_site = static function () {
	global $wpdb;
	// The page config (and its 0.1.0 name, if never upgraded), the media page setting and its
	// cache, the rewrite rules' version, the version the data was last upgraded to.
	foreach ( array( 'ssw_config', 'school_site_widgets_config', 'ssw_media_page', 'ssw_media_page_path', 'ssw_routes_version', 'ssw_version' ) as $option ) {
		delete_option( $option );
	}
	// The media service's kept answers and failures (transients `ssw_media_{md5}`, or the
	// object cache's group `ssw_media` where a persistent one is installed: its entries expire
	// within a day where it cannot drop a group) and the lock rows of their reads
	// (`ssw_media_{md5}_lock`, includes/media-cache.php).
	if ( function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_group' ) ) {
		wp_cache_flush_group( 'ssw_media' );
	}
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- rows named by a pattern: no WordPress API deletes those.
	$wpdb->query(
		$wpdb->prepare(
			"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
			$wpdb->esc_like( '_transient_ssw_media_' ) . '%',
			$wpdb->esc_like( '_transient_timeout_ssw_media_' ) . '%',
			$wpdb->esc_like( 'ssw_media_' ) . '%' . $wpdb->esc_like( '_lock' )
		)
	);
	// The share URLs' rule: WordPress writes the rules again, without it, on the site's next
	// request. Not flush_rewrite_rules(): after switch_to_blog it would write this request's
	// site's rules into the other site.
	delete_option( 'rewrite_rules' );
};

if ( is_multisite() ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $ssw_site ) {
		switch_to_blog( $ssw_site );
		$ssw_uninstall_site();
		restore_current_blog();
	}
} else {
	$ssw_uninstall_site();
}
