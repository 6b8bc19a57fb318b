<?php
/**
 * Installs WordPress into its database (there is no wp-cli here): creates the database (drops
 * it first with SSW_FRESH=1), then wp_install() unless the site is installed already.
 * Run by integrations/wordpress/server.mjs with the site's folder as working directory.
 *
 * @package SchoolSiteWidgets
 */

define( 'WP_INSTALLING', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- WordPress's own constant, which the install expects.
require __DIR__ . '/cli-env.php';

// phpcs:ignore WordPress.DB.RestrictedClasses.mysql__mysqli -- the database must exist before WordPress and $wpdb can load.
$ssw_db = new mysqli( '127.0.0.1', 'root', '', '', (int) getenv( 'SSW_DB_PORT' ) );
if ( getenv( 'SSW_FRESH' ) === '1' ) {
	$ssw_db->query( 'DROP DATABASE IF EXISTS wordpress' ); // phpcs:ignore WordPress.WP.CapitalPDangit.MisspelledInText -- the database's name, as wp-config.php gives it.
}
$ssw_db->query( 'CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci' ); // phpcs:ignore WordPress.WP.CapitalPDangit.MisspelledInText -- as above.
$ssw_db->close();

require getcwd() . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if ( is_blog_installed() ) {
	echo "installed already\n";
	return;
}
$ssw_result = wp_install( 'Three schools, one family', 'admin', 'admin@example.com', true, '', getenv( 'SSW_ADMIN_PASSWORD' ) );
echo 'installed, user ' . (int) $ssw_result['user_id'] . "\n";
