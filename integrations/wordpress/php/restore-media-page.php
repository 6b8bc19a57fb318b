<?php
/**
 * Puts the seeded site's media page back after a test that moved it (test/wordpress/
 * share-urls-hub-page.test.ts): `/media/` out of the trash and published again, the pages that
 * test made gone, the media page setting automatic. The files after it expect the seeded site.
 *
 * @package SchoolSiteWidgets
 */

// WordPress, loaded as the runner's other command-line scripts load it.
require __DIR__ . '/cli-env.php';
require getcwd() . '/wp-load.php';

// WordPress 6.1 restores a trashed post as a draft unless told to keep its old status.
add_filter( 'wp_untrash_post_status', 'wp_untrash_post_set_previous_status', 10, 3 );
foreach ( get_posts(
	array(
		'post_type'   => 'page',
		'post_status' => 'trash',
		'numberposts' => -1,
	)
) as $ssw_page ) {
	if ( str_starts_with( $ssw_page->post_name, 'media' ) ) {
		wp_untrash_post( $ssw_page->ID );
		wp_update_post(
			array(
				'ID'        => $ssw_page->ID,
				'post_name' => 'media',
			)
		);
	}
}
foreach ( array( 'news', 'news-and-events', 'archive' ) as $ssw_slug ) {
	$ssw_made = get_page_by_path( $ssw_slug );
	if ( $ssw_made ) {
		wp_delete_post( $ssw_made->ID, true );
	}
}
delete_option( 'ssw_media_page' );
// Deleting the setting runs none of the plugin's hooks: the media page's path it kept (the last
// chosen page's) is found again, as when an admin clears the setting in its form.
ssw_refresh_media_page_path();
flush_rewrite_rules( false );
echo "media page restored\n";
