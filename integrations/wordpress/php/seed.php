<?php // phpcs:ignore Squiz.Commenting.FileComment.Missing -- the doc comment below is the file's; the sniff takes it for its first require's.
/**
 * Seeds the local site once (integrations/wordpress/server.mjs): the plugin active, pretty
 * permalinks, the pages (front page with the landing intro, /media/, /calendar/, /parents/
 * and a few pages under About us and Admissions), a three-level primary menu, and the
 * plugin's settings pointing at the demo's media and image services (SSW_DEMO_CONFIG).
 * Later starts only follow the demo's services to their new address, in the settings still
 * holding the seeded value.
 *
 * @package SchoolSiteWidgets
 */

require __DIR__ . '/cli-env.php';
require getcwd() . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/post.php';

$ssw_plugin = 'school-site-widgets/school-site-widgets.php';
if ( ! is_plugin_active( $ssw_plugin ) ) {
	$ssw_error = activate_plugin( $ssw_plugin );
	if ( is_wp_error( $ssw_error ) ) {
		fwrite( STDERR, 'activating the plugin failed: ' . $ssw_error->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a command-line script's error, to the runner's stderr.
		exit( 1 );
	}
}

$ssw_demo = json_decode( (string) getenv( 'SSW_DEMO_CONFIG' ), false );
if ( ! $ssw_demo instanceof stdClass ) {
	fwrite( STDERR, "SSW_DEMO_CONFIG is not a JSON object\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a command-line script's error, to the runner's stderr.
	exit( 1 );
}

/**
 * The demo's config as the settings store it (key => JSON text), every value checked.
 *
 * @param stdClass $demo The demo's config.
 * @return array<string, string>
 */
function ssw_seed_settings( $demo ) {
	$settings = array();
	foreach ( get_object_vars( $demo ) as $key => $value ) {
		$json  = wp_json_encode( $value );
		$error = ssw_config_check( $key, $json );
		if ( null !== $error ) {
			fwrite( STDERR, "seed: $error\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a command-line script's error, to the runner's stderr.
			exit( 1 );
		}
		$settings[ $key ] = $json;
	}
	return $settings;
}

$ssw_new = ssw_seed_settings( $ssw_demo );

if ( get_option( 'ssw_dev_seeded' ) ) {
	// The demo's services may listen on other ports than last time.
	$ssw_last  = (array) get_option( 'ssw_dev_demo_settings', array() );
	$ssw_saved = (array) get_option( SSW_OPTION, array() );
	foreach ( $ssw_new as $ssw_key => $ssw_json ) {
		if ( isset( $ssw_last[ $ssw_key ], $ssw_saved[ $ssw_key ] ) && $ssw_saved[ $ssw_key ] === $ssw_last[ $ssw_key ] ) {
			$ssw_saved[ $ssw_key ] = $ssw_json;
		}
	}
	update_option( SSW_OPTION, $ssw_saved );
	update_option( 'ssw_dev_demo_settings', $ssw_new );
	echo "seeded already\n";
	return;
}

update_option( SSW_OPTION, $ssw_new );
update_option( 'ssw_dev_demo_settings', $ssw_new );
update_option( 'blogdescription', 'London, Dubai and Geneva' );
update_option( 'permalink_structure', '/%postname%/' );
switch_theme( 'twentytwentythree' );

$ssw_sample = get_page_by_path( 'sample-page' );
if ( $ssw_sample ) {
	wp_delete_post( $ssw_sample->ID, true );
}

/**
 * Creates a published page.
 *
 * @param string $title     Title.
 * @param string $slug      Slug.
 * @param string $content   Block markup.
 * @param int    $parent_id Parent page.
 * @return int The page's id.
 */
function ssw_seed_page( $title, $slug, $content, $parent_id = 0 ) {
	return (int) wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => $title,
			'post_name'    => $slug,
			'post_content' => $content,
			'post_parent'  => $parent_id,
		),
		true
	);
}

/**
 * A block comment of ours.
 *
 * @param string $name       Block name without the namespace.
 * @param array  $attributes Attributes.
 * @return string
 */
function ssw_seed_block( $name, $attributes = array() ) {
	$json = array() === $attributes ? '' : ' ' . wp_json_encode( $attributes, JSON_UNESCAPED_SLASHES );
	return "<!-- wp:school-site-widgets/$name$json /-->\n";
}

/**
 * A paragraph block.
 *
 * @param string $text Text.
 * @return string
 */
function ssw_seed_paragraph( $text ) {
	return "<!-- wp:paragraph -->\n<p>" . esc_html( $text ) . "</p>\n<!-- /wp:paragraph -->\n";
}

// phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- the config key, as the bundle names it.
$ssw_image        = $ssw_demo->imageServiceUrl ? preg_replace( '#/image-service/image$#', '/images/hero-campus.jpg', $ssw_demo->imageServiceUrl ) : '';
$ssw_home         = ssw_seed_page(
	'Home',
	'home',
	ssw_seed_block(
		'landing-intro',
		array(
			'title'        => 'Three schools, one family',
			'strapline'    => 'An international education in London, Dubai and Geneva.',
			'image'        => $ssw_image,
			'alertText'    => 'Alert: Riverside is closed on Friday',
			'alertUrl'     => '/parents/',
			'noticeText'   => 'Notice: term dates are published',
			'noticeUrl'    => '/calendar/',
			'scrollText'   => 'Scroll to the latest news',
			'scrollTarget' => 'latest',
		)
	) . "<!-- wp:heading {\"anchor\":\"latest\"} -->\n<h2 class=\"wp-block-heading\" id=\"latest\">Latest news</h2>\n<!-- /wp:heading -->\n" . ssw_seed_block(
		'media-hub',
		array(
			'group' => 'news',
			'take'  => 4,
		)
	)
);
$ssw_media        = ssw_seed_page( 'Media', 'media', ssw_seed_paragraph( 'News, events, photos and posts from our three schools.' ) . ssw_seed_block( 'media-hub' ) );
$ssw_calendar     = ssw_seed_page( 'Calendar', 'calendar', ssw_seed_paragraph( 'Every coming event in our schools.' ) . ssw_seed_block( 'calendar' ) );
$ssw_parents      = ssw_seed_page(
	'Parents area',
	'parents',
	ssw_seed_paragraph( 'Term dates, lunch menus and the uniform shop, in one place.' ) . ssw_seed_block( 'home-screen-prompt', array( 'title' => 'Add the Parents area to your home screen' ) ) . ssw_seed_block( 'calendar', array( 'days' => 7 ) )
);
$ssw_about        = ssw_seed_page( 'About us', 'about', ssw_seed_paragraph( 'Three schools, one family since 1972.' ) );
$ssw_schools      = ssw_seed_page( 'Our schools', 'our-schools', ssw_seed_paragraph( 'London, Dubai and Geneva.' ), $ssw_about );
$ssw_school_pages = array();
foreach ( array( 'London', 'Dubai', 'Geneva' ) as $ssw_name ) {
	$ssw_school_pages[] = ssw_seed_page( $ssw_name, strtolower( $ssw_name ), ssw_seed_paragraph( "Our school in $ssw_name." ), $ssw_schools );
}
$ssw_admissions = ssw_seed_page( 'Admissions', 'admissions', ssw_seed_paragraph( 'How to join us.' ) );
$ssw_fees       = ssw_seed_page( 'Fees', 'fees', ssw_seed_paragraph( 'Fees for the school year.' ), $ssw_admissions );

update_option( 'show_on_front', 'page' );
update_option( 'page_on_front', $ssw_home );

// The primary menu, three levels: About us > Our schools > London, Dubai, Geneva.
$ssw_menu = wp_create_nav_menu( 'Primary' );
/**
 * Adds a page to the menu.
 *
 * @param int $menu      Menu.
 * @param int $page      Page.
 * @param int $parent_id Parent menu item.
 * @return int The menu item.
 */
function ssw_seed_menu_item( $menu, $page, $parent_id = 0 ) {
	return (int) wp_update_nav_menu_item(
		$menu,
		0,
		array(
			'menu-item-object-id' => $page,
			'menu-item-object'    => 'page',
			'menu-item-type'      => 'post_type',
			'menu-item-status'    => 'publish',
			'menu-item-parent-id' => $parent_id,
		)
	);
}
ssw_seed_menu_item( $ssw_menu, $ssw_home );
$ssw_about_item   = ssw_seed_menu_item( $ssw_menu, $ssw_about );
$ssw_schools_item = ssw_seed_menu_item( $ssw_menu, $ssw_schools, $ssw_about_item );
foreach ( $ssw_school_pages as $ssw_page ) {
	ssw_seed_menu_item( $ssw_menu, $ssw_page, $ssw_schools_item );
}
$ssw_admissions_item = ssw_seed_menu_item( $ssw_menu, $ssw_admissions );
ssw_seed_menu_item( $ssw_menu, $ssw_fees, $ssw_admissions_item );
$ssw_media_item = ssw_seed_menu_item( $ssw_menu, $ssw_media );
ssw_seed_menu_item( $ssw_menu, $ssw_calendar, $ssw_media_item );
ssw_seed_menu_item( $ssw_menu, $ssw_parents );
// The header's parents area links.
$ssw_portal = wp_create_nav_menu( 'Parents area' );
ssw_seed_menu_item( $ssw_portal, $ssw_parents );
ssw_seed_menu_item( $ssw_portal, $ssw_calendar );
set_theme_mod(
	'nav_menu_locations',
	array(
		'primary' => $ssw_menu,
		'portal'  => $ssw_portal,
	)
);

flush_rewrite_rules( false );
update_option( 'ssw_dev_seeded', gmdate( 'c' ) );
echo "seeded\n";
