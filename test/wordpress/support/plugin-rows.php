<?php // phpcs:ignore Squiz.Commenting.FileComment.Missing -- the doc comment below is the file's; the sniff takes it for its first require's.
/**
 * The uninstall test's look into the database (test/wordpress/uninstall.test.ts), run in the
 * test site's folder like the runner's scripts (integrations/wordpress/php). Prints, as JSON,
 * what the plugin may have left: the options (transients and lock rows are options) and user
 * meta whose names are the plugin's, and whether the stored rewrite rules hold the share URLs'.
 *
 * SSW_DO=stale-lock first adds what a read of the media service that died midway leaves: its
 * lock row (includes/server-cards.php, ssw_media_lock). No form writes it.
 *
 * @package SchoolSiteWidgets
 */

require __DIR__ . '/../../../integrations/wordpress/php/cli-env.php';
require getcwd() . '/wp-load.php';

global $wpdb;
if ( 'stale-lock' === getenv( 'SSW_DO' ) ) {
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a row as a dead read leaves it, written as the plugin writes it (includes/media-cache.php).
	$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %d, 'no')", 'ssw_media_' . md5( 'dead read' ) . '_lock', time() + 3600 ) );
}
// The plugin's names: its own prefixes, and its transients' rows.
$ssw_prefixes = array( 'ssw_', 'school_site_widgets', 'school-site-widgets', '_transient_ssw_', '_transient_timeout_ssw_', '_site_transient_ssw_', '_site_transient_timeout_ssw_' );
$ssw_patterns = array_map( static fn( $prefix ) => $wpdb->esc_like( $prefix ) . '%', $ssw_prefixes );
$ssw_rows     = static function ( $table, $column ) use ( $wpdb, $ssw_patterns ) {
	$where = implode( ' OR ', array_fill( 0, count( $ssw_patterns ), "$column LIKE %s" ) );
	// The runner's own marks (php/seed.php: ssw_dev_*) are the test site's, not the plugin's.
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the table and column are this script's own names, the values placeholders; the rows as stored, no cache.
	return $wpdb->get_col( $wpdb->prepare( "SELECT $column FROM $table WHERE ( $where ) AND $column NOT LIKE %s ORDER BY $column", array_merge( $ssw_patterns, array( $wpdb->esc_like( 'ssw_dev_' ) . '%' ) ) ) );
};
echo wp_json_encode(
	array(
		'options'  => $ssw_rows( $wpdb->options, 'option_name' ),
		'userMeta' => $ssw_rows( $wpdb->usermeta, 'meta_key' ),
		'postMeta' => $ssw_rows( $wpdb->postmeta, 'meta_key' ),
		'rewrite'  => str_contains( (string) wp_json_encode( get_option( 'rewrite_rules' ) ), 'ssw_share' ),
	)
);
