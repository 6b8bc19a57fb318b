<?php // phpcs:ignore Squiz.Commenting.FileComment.Missing -- the doc comment below is the file's; the sniff takes it for its first require's.
/**
 * Setup of the security tests (test/wordpress/security-*.test.ts) that no form of the site
 * does, run in the test site's folder like the runner's scripts (integrations/wordpress/php):
 *
 * SSW_DO=raw-config: writes one key of the plugin's option as its JSON text (SSW_KEY, SSW_JSON;
 *   an empty SSW_JSON removes the key) past the settings' check, as an older version left it.
 * SSW_DO=sub-site-admin-role: the role `ssw_sub_site_admin`, an administrator without
 *   unfiltered_html. That is what a multisite sub-site administrator has (WordPress gives
 *   unfiltered_html on a network to super admins only), without running a network.
 *
 * @package SchoolSiteWidgets
 */

require __DIR__ . '/../../../integrations/wordpress/php/cli-env.php';
require getcwd() . '/wp-load.php';

$ssw_do = (string) getenv( 'SSW_DO' );
if ( 'raw-config' === $ssw_do ) {
	$ssw_saved = (array) get_option( SSW_OPTION, array() );
	$ssw_key   = (string) getenv( 'SSW_KEY' );
	$ssw_json  = (string) getenv( 'SSW_JSON' );
	if ( '' === $ssw_json ) {
		unset( $ssw_saved[ $ssw_key ] );
	} else {
		$ssw_saved[ $ssw_key ] = $ssw_json;
	}
	update_option( SSW_OPTION, $ssw_saved );
} elseif ( 'sub-site-admin-role' === $ssw_do ) {
	remove_role( 'ssw_sub_site_admin' );
	$ssw_caps = get_role( 'administrator' )->capabilities;
	unset( $ssw_caps['unfiltered_html'] );
	add_role( 'ssw_sub_site_admin', 'Sub-site administrator', $ssw_caps );
} else {
	fwrite( STDERR, "unknown SSW_DO\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a command-line script's error, to the runner's stderr.
	exit( 1 );
}
echo "done\n";
