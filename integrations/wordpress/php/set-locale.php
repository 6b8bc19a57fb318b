<?php
/**
 * Sets the site's language (WPLANG) to SSW_LOCALE, '' for English: the WordPress tests of a
 * French or Arabic site (test/wordpress/support/wordpress.ts).
 *
 * @package SchoolSiteWidgets
 */

require __DIR__ . '/cli-env.php';
require getcwd() . '/wp-load.php';

update_option( 'WPLANG', (string) getenv( 'SSW_LOCALE' ) );
echo 'locale: ' . get_option( 'WPLANG' ) . "\n";
