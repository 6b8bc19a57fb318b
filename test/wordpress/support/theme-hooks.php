<?php
/**
 * Plugin Name: A theme's hooks (tests)
 * Description: Test only (test/wordpress/theme-hooks.test.ts, copied into mu-plugins for it):
 * what a theme's functions.php does with the plugin's hooks, on the requests carrying the cookie
 * ssw_test_hooks: `new`, the meta description through ssw_meta_description; `old`, through its
 * name before 0.2.0; `both`, the two; `unhook`, the plugin's meta description and header taken
 * off by their functions' names.
 *
 * @package SchoolSiteWidgets
 */

$ssw_test_hooks = isset( $_COOKIE['ssw_test_hooks'] ) ? sanitize_key( wp_unslash( $_COOKIE['ssw_test_hooks'] ) ) : '';

if ( 'new' === $ssw_test_hooks || 'both' === $ssw_test_hooks ) {
	add_filter( 'ssw_meta_description', static fn() => 'From ssw_meta_description' );
}
if ( 'old' === $ssw_test_hooks ) {
	add_filter( 'school_site_widgets_meta_description', static fn() => 'From school_site_widgets_meta_description' );
}
if ( 'both' === $ssw_test_hooks ) {
	add_filter( 'school_site_widgets_meta_description', static fn( $text ) => $text . ', then the old name' );
}
if ( 'unhook' === $ssw_test_hooks ) {
	// After the plugins have loaded: mu-plugins load first, before the plugin adds its hooks.
	add_action(
		'plugins_loaded',
		static function () {
			remove_action( 'wp_head', 'ssw_print_meta_description', 2 );
			remove_filter( 'pre_render_block', 'ssw_chrome_in_header_part', 10 );
			remove_action( 'wp_body_open', 'ssw_chrome_at_body_open' );
		}
	);
}
