<?php
/**
 * Time for the media route's tests (test/wordpress/media-route.test.ts), which cannot wait five
 * minutes for an answer to go stale: run in the test site's folder like the runner's scripts.
 *
 * SSW_DO=age: every answer the site keeps in transients (includes/media-cache.php) becomes
 *   stale, as it is SSW_MEDIA_CACHE after its read: the next request reads the service again.
 * SSW_DO=where: JSON of where answers are kept: objectCache (wp_using_ext_object_cache()) and
 *   transients (the options table's rows of kept answers).
 *
 * @package SchoolSiteWidgets
 */

// WordPress, loaded as the runner's command-line scripts load it.
require __DIR__ . '/../../../integrations/wordpress/php/cli-env.php';
require getcwd() . '/wp-load.php';

global $wpdb;
// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test's own look at the kept answers.
$ssw_names = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_ssw\\_media\\_%'" );
if ( 'where' === getenv( 'SSW_DO' ) ) {
	echo wp_json_encode(
		array(
			'objectCache' => wp_using_ext_object_cache(),
			'transients'  => count( $ssw_names ),
		)
	), "\n";
	exit;
}
if ( 'age' !== getenv( 'SSW_DO' ) ) {
	echo "unknown SSW_DO\n";
	exit( 1 );
}
foreach ( $ssw_names as $ssw_name ) {
	$ssw_key  = substr( $ssw_name, strlen( '_transient_' ) );
	$ssw_kept = ssw_media_kept( $ssw_key );
	if ( null !== $ssw_kept ) {
		$ssw_kept['fresh'] = time() - 1;
		ssw_media_keep( $ssw_key, $ssw_kept, HOUR_IN_SECONDS );
	}
}
echo count( $ssw_names ), "\n";
