<?php // phpcs:ignore Squiz.Commenting.FileComment.Missing -- the doc comment below is the file's; the sniff takes it for its first require's.
/**
 * Setup and checks of the settings tests (test/wordpress/settings-*.test.ts) that no form of
 * the site does, run in the test site's folder like the runner's scripts:
 *
 * SSW_DO=delete-config: removes the plugin's option, as on a site where it was never saved.
 * SSW_DO=sanitize-twice: SSW_QUERY is a form's fields as a query string (what options.php
 *   gets); prints as JSON the option's check of them (once) and of its own answer (twice), as
 *   an administrator, the way a first save runs it (update_option, then add_option).
 *
 * @package SchoolSiteWidgets
 */

require __DIR__ . '/../../../integrations/wordpress/php/cli-env.php';
require getcwd() . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/template.php';

$ssw_do = (string) getenv( 'SSW_DO' );
if ( 'delete-config' === $ssw_do ) {
	delete_option( SSW_OPTION );
	echo "done\n";
} elseif ( 'sanitize-twice' === $ssw_do ) {
	wp_set_current_user( get_users( array( 'role' => 'administrator' ) )[0]->ID );
	parse_str( (string) getenv( 'SSW_QUERY' ), $ssw_post );
	$ssw_once  = ssw_sanitize_config( $ssw_post[ SSW_OPTION ] ?? array() );
	$ssw_twice = ssw_sanitize_config( $ssw_once );
	echo wp_json_encode(
		array(
			'once'   => $ssw_once,
			'twice'  => $ssw_twice,
			'errors' => array_column( get_settings_errors( SSW_OPTION ), 'message' ),
		)
	);
} else {
	fwrite( STDERR, "unknown SSW_DO\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a command-line script's error, to the runner's stderr.
	exit( 1 );
}
