<?php
/**
 * Time for the media route's tests (test/wordpress/media-route.test.ts), which cannot wait five
 * minutes for an answer to go stale: run in the test site's folder like the runner's scripts.
 *
 * SSW_DO=age: every answer the site keeps (includes/media-cache.php) becomes stale, as it is
 *   SSW_MEDIA_CACHE after its read: the next request reads the service again.
 *
 * @package SchoolSiteWidgets
 */

require __DIR__ . '/../../../integrations/wordpress/php/cli-env.php';
require getcwd() . '/wp-load.php';

if ( 'age' !== getenv( 'SSW_DO' ) ) {
	fwrite( STDERR, "unknown SSW_DO\n" );
	exit( 1 );
}
global $wpdb;
// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test's own look at the kept answers.
$ssw_names = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_ssw\\_media\\_%'" );
foreach ( $ssw_names as $ssw_name ) {
	$ssw_key  = substr( $ssw_name, strlen( '_transient_' ) );
	$ssw_kept = ssw_media_kept( $ssw_key );
	if ( null !== $ssw_kept ) {
		$ssw_kept['fresh'] = time() - 1;
		ssw_media_keep( $ssw_key, $ssw_kept, HOUR_IN_SECONDS );
	}
}
echo count( $ssw_names ), "\n";
