<?php // phpcs:ignore Squiz.Commenting.FileComment.Missing -- the doc comment below is the file's; the sniff takes it for its first require's.
/**
 * Puts the plugin's settings back as the seed wrote them: the WordPress tests start each file
 * from the same settings (test/wordpress/support/wordpress.ts).
 *
 * @package SchoolSiteWidgets
 */

require __DIR__ . '/cli-env.php';
require getcwd() . '/wp-load.php';

update_option( SSW_OPTION, get_option( 'ssw_dev_demo_settings', array() ) );
echo "settings reset\n";
