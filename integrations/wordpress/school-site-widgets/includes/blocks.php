<?php
/**
 * The four dynamic blocks, each a folder of its own (blocks/<name>/: block.json, render.php,
 * edit.ts), and what their renders share. Each render writes its widget's markup contract
 * (widgets/<name>/README.md) on an element carrying the block's wrapper attributes (an
 * editor's Additional CSS class, anchor, alignment, spacing); attributes are written as given
 * (escaped), so a bad one gives the widget's own failure state (data-widget-state="invalid")
 * and the server markup stays.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/**
 * The editor script, and the blocks from their folders.
 */
function ssw_register_blocks() {
	$asset = SSW_DIR . '/build/editor.js';
	wp_register_script(
		'school-site-widgets-editor',
		plugins_url( 'build/editor.js', SSW_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor', 'wp-i18n', 'wp-hooks' ),
		file_exists( $asset ) ? SSW_VERSION . '.' . filemtime( $asset ) : SSW_VERSION,
		true
	);
	// Its texts from the JSON the build compiles beside the .mo (languages/).
	wp_set_script_translations( 'school-site-widgets-editor', 'school-site-widgets', SSW_DIR . '/languages' );
	foreach ( array( 'media-hub', 'calendar', 'landing-intro', 'home-screen-prompt' ) as $name ) {
		// block.json names its render.php; each render shields its markup from the_content's
		// text filters (includes/content-shield.php), which would change the cards' texts.
		register_block_type( SSW_DIR . '/blocks/' . $name );
	}
}
add_action( 'init', 'ssw_register_blocks' );

/**
 * The blocks' own category in the inserter, first: beside WordPress's own blocks of the same
 * kind (its archive Calendar), the school's are told apart by their place as by their names.
 *
 * @param array<int, array{slug: string, title: string}> $categories The editor's categories.
 * @return array<int, array{slug: string, title: string}>
 */
function ssw_block_category( $categories ) {
	return array_merge(
		array(
			array(
				'slug'  => 'school-site-widgets',
				'title' => __( 'School site widgets', 'school-site-widgets' ),
				'icon'  => null,
			),
		),
		$categories
	);
}
add_filter( 'block_categories_all', 'ssw_block_category' );

/**
 * What the editor script needs to offer choices: the config's groups and schools.
 */
function ssw_editor_data() {
	$config  = ssw_config();
	$names   = ssw_group_names();
	$groups  = array();
	$schools = array();
	foreach ( array_keys( get_object_vars( $config['feedGroups'] ?? new stdClass() ) ) as $slug ) {
		$groups[] = array(
			'slug' => (string) $slug,
			'name' => $names[ $slug ] ?? (string) $slug,
		);
	}
	foreach ( is_array( $config['schools'] ?? null ) ? $config['schools'] : array() as $school ) {
		if ( isset( $school->slug, $school->name ) && is_string( $school->slug ) && is_string( $school->name ) ) {
			$schools[] = array(
				'slug' => $school->slug,
				'name' => $school->name,
			);
		}
	}
	$data = array(
		'groups'   => $groups,
		'schools'  => $schools,
		'settings' => admin_url( 'options-general.php?page=school-site-widgets' ),
	);
	wp_add_inline_script( 'school-site-widgets-editor', 'window.schoolSiteWidgets = ' . wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP ) . ';', 'before' );
}
add_action( 'enqueue_block_editor_assets', 'ssw_editor_data' );

/**
 * A number option of a widget, as the widget reads it (widgets/<name>/options.json, which the
 * build lays beside this plugin as widget-options.json): its default, minimum and maximum.
 * The blocks' block.json give the same defaults (test/unit/wordpress/block-options.test.ts),
 * and WordPress fills them in for a block that has none saved.
 *
 * @param string $widget The widget: media-hub, calendar.
 * @param string $name   The option: take, days.
 * @return array{default: int, minimum: int, maximum: int}
 */
function ssw_widget_option( $widget, $name ) {
	static $options = null;
	if ( null === $options ) {
		$options = wp_json_file_decode( SSW_DIR . '/widget-options.json', array( 'associative' => true ) );
	}
	return $options[ $widget ][ $name ];
}

/**
 * ` data-NAME="value"` for each non-empty value.
 *
 * @param array<string, scalar> $attributes Name (without data-) => value.
 * @return string
 */
function ssw_data_attributes( $attributes ) {
	$html = '';
	foreach ( $attributes as $name => $value ) {
		if ( '' !== (string) $value ) {
			$html .= sprintf( ' data-%s="%s"', $name, esc_attr( (string) $value ) );
		}
	}
	return $html;
}

/**
 * A number attribute as the widget reads it: an integer as written, anything else as given.
 *
 * @param mixed $value The block attribute's value.
 * @return string
 */
function ssw_number_attribute( $value ) {
	return is_float( $value ) && floor( $value ) === $value ? (string) (int) $value : (string) $value;
}

/** The most days with events one no-JavaScript calendar page lists: a year's, a bound on its markup. */
const SSW_MOST_CALENDAR_DAYS = 366;

/**
 * The days the address asks the calendar for without JavaScript: its `?days=` (the "Show more
 * dates" link), at least the block's and at most SSW_MOST_CALENDAR_DAYS; 0 when it asks for none
 * (the first screen's, ssw_calendar_days).
 *
 * @param int $step The block's days.
 * @return int
 */
function ssw_requested_days( $step ) {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a page of a public list.
	$asked = isset( $_GET['days'] ) ? absint( $_GET['days'] ) : 0;
	return 0 === $asked ? 0 : max( $step, min( $asked, SSW_MOST_CALENDAR_DAYS ) );
}

/**
 * A URL as a CSS url() value. The URL (esc_url_raw: http(s) or a site path) keeps quotes,
 * brackets and semicolons, which would end the CSS string and let the rest of the URL be
 * declarations of its own (position: fixed over the whole page): those, backslashes and
 * whitespace are percent-encoded, which is the same address to the server.
 *
 * @param string $url The URL.
 * @return string
 */
function ssw_css_url( $url ) {
	$encoded = preg_replace_callback(
		'/[\'"()\\\\;\s]/',
		static fn( $found ) => rawurlencode( $found[0] ),
		$url
	);
	return "url('" . $encoded . "')";
}

/**
 * The wrapper attributes of a block's outer element, with the widget's own class (and style):
 * get_block_wrapper_attributes() gives the editor's Additional CSS class, alignment and
 * spacing; the anchor is the block's own attribute (block.json: WordPress 6.1 keeps no anchor
 * of a dynamic block, whose saved markup is empty), written as the id when it is a valid one.
 *
 * @param array                $attributes The block's attributes.
 * @param string|array<string> $own        The widget's class, or its class and style.
 * @return string
 */
function ssw_block_wrapper( $attributes, $own ) {
	$extra  = is_array( $own ) ? $own : array( 'class' => $own );
	$anchor = is_string( $attributes['anchor'] ?? null ) ? $attributes['anchor'] : '';
	if ( 1 === preg_match( '/^[A-Za-z][-A-Za-z0-9_:.]*$/', $anchor ) ) {
		$extra['id'] = $anchor;
	}
	return get_block_wrapper_attributes( $extra );
}
