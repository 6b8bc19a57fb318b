<?php // phpcs:ignore Squiz.Commenting.FileComment.Missing -- the doc comment below is the file's; the sniff takes it for its first require's.
/**
 * The upgrade test's site as 0.1.0 left its database (test/wordpress/upgrade.test.ts), run in
 * the test site's folder like the runner's scripts: the config under its 0.1.0 name,
 * school_site_widgets_config, and no ssw_version. No form writes that: a version gone wrote it.
 * Prints the config's keys as saved, as JSON.
 *
 * @package SchoolSiteWidgets
 */

require __DIR__ . '/../../../integrations/wordpress/php/cli-env.php';
require getcwd() . '/wp-load.php';

$ssw_saved = get_option( 'ssw_config', array() );
delete_option( 'ssw_config' );
delete_option( 'ssw_version' );
add_option( 'school_site_widgets_config', $ssw_saved );
echo wp_json_encode( array_keys( (array) $ssw_saved ) );
