<?php // phpcs:ignore Squiz.Commenting.FileComment.Missing -- the doc comment below is the file's; the sniff takes it for its first require's.
/**
 * Makes a user (SSW_LOGIN, SSW_ROLE, SSW_PASSWORD), or finds the one of that login, and prints
 * its id: the WordPress tests of who may edit what (test/wordpress/support/wordpress.ts).
 *
 * @package SchoolSiteWidgets
 */

require __DIR__ . '/cli-env.php';
require getcwd() . '/wp-load.php';

$ssw_login = (string) getenv( 'SSW_LOGIN' );
$ssw_user  = get_user_by( 'login', $ssw_login );
if ( $ssw_user ) {
	echo (int) $ssw_user->ID;
	exit;
}
$ssw_id = wp_insert_user(
	array(
		'user_login' => $ssw_login,
		'user_pass'  => (string) getenv( 'SSW_PASSWORD' ),
		'user_email' => $ssw_login . '@example.com',
		'role'       => (string) getenv( 'SSW_ROLE' ),
	)
);
if ( is_wp_error( $ssw_id ) ) {
	fwrite( STDERR, $ssw_id->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a command-line script's error, to the runner's stderr.
	exit( 1 );
}
echo (int) $ssw_id;
