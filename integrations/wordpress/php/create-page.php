<?php // phpcs:ignore Squiz.Commenting.FileComment.Missing -- the doc comment below is the file's; the sniff takes it for its first require's.
/**
 * Publishes a page (SSW_TITLE, SSW_CONTENT: block markup; SSW_AUTHOR: its author's id, the
 * admin when not given; SSW_TYPE=post: a post) and prints its address: the WordPress tests of blocks an editor got
 * wrong, and of who may edit what (test/wordpress/support/wordpress.ts).
 *
 * @package SchoolSiteWidgets
 */

require __DIR__ . '/cli-env.php';
require getcwd() . '/wp-load.php';

$ssw_page = wp_insert_post(
	array(
		'post_type'    => getenv( 'SSW_TYPE' ) === 'post' ? 'post' : 'page',
		'post_status'  => 'publish',
		'post_title'   => (string) getenv( 'SSW_TITLE' ),
		'post_content' => (string) getenv( 'SSW_CONTENT' ),
		'post_author'  => max( 1, (int) getenv( 'SSW_AUTHOR' ) ),
	),
	true
);
if ( is_wp_error( $ssw_page ) ) {
	fwrite( STDERR, $ssw_page->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a command-line script's error, to the runner's stderr.
	exit( 1 );
}
echo get_permalink( $ssw_page ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the address as text, to the runner, not into HTML.
