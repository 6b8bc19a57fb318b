<?php
/**
 * What the plugin left in the database (test/wordpress/first-hour.test.ts, after it was deleted
 * through Plugins): as JSON, the options named after it (its config; options and transients
 * named `ssw_...`, their locks), the stored rewrite rules that mention its query vars, the user
 * and post meta named after it. Reads only. Run with the site's folder as working directory.
 *
 * @package SchoolSiteWidgets
 */

// The request WordPress would get (the site's host and port), then WordPress.
require __DIR__ . '/../../../integrations/wordpress/php/cli-env.php';
require getcwd() . '/wp-load.php';

global $wpdb;
// Its names: `ssw_` first (options, locks), or in a transient's name, or its own.
$ssw_like = array( 'ssw\\_%', '\\_transient\\_%ssw\\_%', '\\_site\\_transient\\_%ssw\\_%', '%school\\_site\\_widgets%', '%school-site-widgets%' );

/**
 * The values of one column of a table whose `$column` matches any of the LIKE patterns.
 *
 * @param string   $table    Table.
 * @param string   $column   Column matched and returned.
 * @param string[] $patterns LIKE patterns.
 * @return string[]
 */
function ssw_leftover_names( $table, $column, $patterns ) {
	global $wpdb;
	$where = implode( ' OR ', array_fill( 0, count( $patterns ), "`$column` LIKE %s" ) );
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the test's read of the tables as they are: table and column are this script's own names, the patterns are prepared (placeholders in $where).
	return $wpdb->get_col( $wpdb->prepare( "SELECT `$column` FROM `$table` WHERE $where", $patterns ) );
}

// The rules as stored, not regenerated: what WordPress matches requests against.
$ssw_rules = get_option( 'rewrite_rules' );
$ssw_stale = array();
foreach ( is_array( $ssw_rules ) ? $ssw_rules : array() as $ssw_pattern => $ssw_query ) {
	if ( str_contains( $ssw_query, 'ssw_' ) ) {
		$ssw_stale[] = "$ssw_pattern => $ssw_query";
	}
}

echo wp_json_encode(
	array(
		'options'      => ssw_leftover_names( $wpdb->options, 'option_name', $ssw_like ),
		'rewriteRules' => $ssw_stale,
		'userMeta'     => ssw_leftover_names( $wpdb->usermeta, 'meta_key', $ssw_like ),
		'postMeta'     => ssw_leftover_names( $wpdb->postmeta, 'meta_key', $ssw_like ),
	)
);
