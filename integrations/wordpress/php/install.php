<?php
/**
 * Installs WordPress into its database (there is no wp-cli here): creates the database (drops
 * it first with SSW_FRESH=1), then wp_install() unless the site is installed already.
 * Run by integrations/wordpress/server.mjs with the site's folder as working directory.
 *
 * @package SchoolSiteWidgets
 */

define( 'WP_INSTALLING', true );
require __DIR__ . '/cli-env.php';

$ssw_db = new mysqli( '127.0.0.1', 'root', '', '', (int) getenv( 'SSW_DB_PORT' ) );
if ( getenv( 'SSW_FRESH' ) === '1' ) {
	$ssw_db->query( 'DROP DATABASE IF EXISTS wordpress' );
}
$ssw_db->query( 'CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci' );
$ssw_db->close();

require getcwd() . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if ( is_blog_installed() ) {
	echo "installed already\n";
	return;
}
$ssw_result = wp_install( 'Three schools, one family', 'admin', 'admin@example.com', true, '', getenv( 'SSW_ADMIN_PASSWORD' ) );
echo 'installed, user ' . $ssw_result['user_id'] . "\n";
