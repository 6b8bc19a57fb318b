<?php // phpcs:ignore Squiz.Commenting.FileComment.Missing -- the doc comment below is the file's; the sniff takes it for its first require's.
/**
 * Sets the site's language (WPLANG) to SSW_LOCALE, '' for English: the WordPress tests of a
 * French or Arabic site (test/wordpress/support/wordpress.ts).
 *
 * @package SchoolSiteWidgets
 */

require __DIR__ . '/cli-env.php';
require getcwd() . '/wp-load.php';

update_option( 'WPLANG', (string) getenv( 'SSW_LOCALE' ) );
echo 'locale: ' . get_option( 'WPLANG' ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- text to the runner, not HTML.
