<?php // phpcs:ignore Squiz.Commenting.FileComment.Missing -- the doc comment below is the file's; the sniff takes it for its first require's.
/**
 * Activates (SSW_ACTIVE=1) or deactivates (0) the plugin, as Plugins -> Installed Plugins
 * does: the WordPress tests of a site without it (test/wordpress/support/wordpress.ts).
 *
 * @package SchoolSiteWidgets
 */

require __DIR__ . '/cli-env.php';
require getcwd() . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$ssw_plugin = 'school-site-widgets/school-site-widgets.php';
if ( getenv( 'SSW_ACTIVE' ) === '1' ) {
	$ssw_error = activate_plugin( $ssw_plugin );
	if ( is_wp_error( $ssw_error ) ) {
		fwrite( STDERR, $ssw_error->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a command-line script's error, to the runner's stderr.
		exit( 1 );
	}
} else {
	deactivate_plugins( $ssw_plugin );
}
echo is_plugin_active( $ssw_plugin ) ? "active\n" : "inactive\n";
