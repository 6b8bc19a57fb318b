<?php
/**
 * The four dynamic blocks. Each render writes its widget's markup contract
 * (widgets/<name>/README.md); attributes are written as given (escaped), so a bad one gives the
 * widget's own failure state (data-widget-state="invalid") and the server markup stays.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/**
 * The editor script, and the blocks with their server renders.
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
	$renders = array(
		'media-hub'          => 'ssw_render_media_hub',
		'calendar'           => 'ssw_render_calendar',
		'landing-intro'      => 'ssw_render_landing_intro',
		'home-screen-prompt' => 'ssw_render_home_screen_prompt',
	);
	foreach ( $renders as $name => $render ) {
		register_block_type(
			SSW_DIR . '/blocks/' . $name,
			array(
				// As written: the_content's text filters would change the cards' texts.
				'render_callback' => static fn( $attributes ) => ssw_shield( $render( $attributes ) ),
			)
		);
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

/**
 * The media hub (widgets/media-hub/README.md). Without a group it is the whole hub, with the
 * search form; its search expression comes from the address (?SearchExpression=).
 *
 * @param array $attributes The block's attributes.
 * @return string
 */
function ssw_render_media_hub( $attributes ) {
	ssw_needs_popups( true );
	$group      = (string) ( $attributes['group'] ?? '' );
	$expression = '';
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a search link, read only.
	if ( '' === $group && isset( $_GET['SearchExpression'] ) && is_string( $_GET['SearchExpression'] ) ) {
		$expression = sanitize_text_field( wp_unslash( $_GET['SearchExpression'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- as above.
	}
	$names = ssw_group_names();
	$label = '' === $group ? __( 'Latest news, events and posts', 'school-site-widgets' ) : ( $names[ $group ] ?? $group );
	$html  = sprintf(
		'<div class="wgt-media-hub" data-widget="media-hub"%s>',
		ssw_data_attributes(
			array(
				'group'             => $group,
				'take'              => ssw_number_attribute( $attributes['take'] ),
				'school'            => $attributes['school'] ?? '',
				'search-expression' => $expression,
			)
		)
	);
	if ( '' === $group ) {
		$html .= sprintf(
			'<form class="wgt-media-search" action="%s" method="get" role="search" aria-label="%s" data-media-hub-search><label class="wgt-media-search__label" for="media-search-text">%s</label><div class="wgt-media-search__field"><input class="wgt-media-search__input" id="media-search-text" name="SearchExpression" type="search" value="%s"></div><button class="wgt-button" type="submit">%s</button></form>',
			esc_url( get_permalink() ? get_permalink() : home_url( '/' ) ),
			esc_attr__( 'Media hub', 'school-site-widgets' ),
			esc_html__( 'Search news, events, photos and posts', 'school-site-widgets' ),
			esc_attr( $expression ),
			esc_html__( 'Search', 'school-site-widgets' )
		);
	}
	// The first page's cards for visitors without JavaScript (includes/server-cards.php); a
	// search lists its items once the widget runs.
	$cards = '' === $expression ? ssw_media_hub_cards( $group, (int) $attributes['take'] ) : null;
	$html .= sprintf( '<ul class="wgt-card-list" aria-label="%s">%s</ul>', esc_attr( $label ), (string) $cards );
	if ( '' === (string) $cards ) {
		$html .= sprintf( '<p class="wgt-media-hub__empty">%s</p>', esc_html__( 'News, events and posts are shown here.', 'school-site-widgets' ) );
	}
	return $html . '</div>';
}

/**
 * The calendar (widgets/calendar/README.md).
 *
 * @param array $attributes The block's attributes.
 * @return string
 */
function ssw_render_calendar( $attributes ) {
	ssw_needs_popups( true );
	$days  = ssw_number_attribute( $attributes['days'] );
	$html  = sprintf(
		'<div class="wgt-calendar" data-widget="calendar"%s>',
		ssw_data_attributes(
			array(
				'days'   => $days,
				'school' => $attributes['school'] ?? '',
			)
		)
	);
	$step  = (int) $attributes['days'];
	$fixed = (string) ( $attributes['school'] ?? '' );
	// A fixed school (the parents area's) has no choice; else the address's `?school=`.
	$html .= '' === $fixed ? ssw_school_choice( ssw_requested_school(), wp_unique_id( 'wgt-calendar-school-' ) ) : '';
	$list  = ssw_calendar_days( $step, ssw_requested_days( $step ), '' === $fixed ? ssw_requested_school() : $fixed );
	$html .= '' !== (string) $list ? $list : sprintf( '<p class="wgt-calendar__empty">%s</p>', esc_html__( 'Coming events are shown here, day by day.', 'school-site-widgets' ) );
	return $html . '</div>';
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
 * The landing intro (widgets/landing-intro/README.md). The background goes through the image
 * service when the config has one: the widget asks for the window's size ({width}, {height}),
 * the page without JavaScript shows 1280 x 720.
 *
 * @param array $attributes The block's attributes.
 * @return string
 */
function ssw_render_landing_intro( $attributes ) {
	$text  = static fn( $name ) => trim( (string) ( $attributes[ $name ] ?? '' ) );
	$image = esc_url_raw( $text( 'image' ), array( 'http', 'https' ) );
	$attrs = '';
	if ( '' !== $image ) {
		$service  = ssw_config()['imageServiceUrl'] ?? '';
		$template = is_string( $service ) && '' !== $service
			? $service . ( str_contains( $service, '?' ) ? '&' : '?' ) . 'command_1=url&url_1=' . rawurlencode( $image ) . '&command_2=resize&width_2={width}&height_2={height}'
			: $image;
		$fallback = str_replace( array( '{width}', '{height}' ), array( '1280', '720' ), $template );
		$attrs    = sprintf( ' data-intro-background="%s" style="--wgt-intro-background: %s"', esc_attr( $template ), esc_attr( ssw_css_url( esc_url_raw( $fallback ) ) ) );
	}
	$html = sprintf( '<section class="wgt-intro" data-widget="landing-intro"%s>', $attrs );
	if ( '' !== $text( 'title' ) ) {
		$html .= sprintf( '<h1 class="wgt-intro__title" data-intro-title>%s</h1>', esc_html( $text( 'title' ) ) );
	}
	if ( '' !== $text( 'strapline' ) ) {
		$html .= sprintf( '<p class="wgt-intro__strapline" data-intro-strapline>%s</p>', esc_html( $text( 'strapline' ) ) );
	}
	$actions = '';
	foreach ( array( 'alert', 'notice' ) as $kind ) {
		if ( '' !== $text( $kind . 'Text' ) && '' !== $text( $kind . 'Url' ) ) {
			$actions .= sprintf( '<a class="wgt-intro__%1$s" data-intro-%1$s href="%2$s">%3$s</a> ', $kind, esc_url( $text( $kind . 'Url' ) ), esc_html( $text( $kind . 'Text' ) ) );
		}
	}
	if ( '' !== $actions ) {
		$html .= '<p class="wgt-intro__actions">' . trim( $actions ) . '</p>';
	}
	if ( '' !== $text( 'scrollText' ) && '' !== $text( 'scrollTarget' ) ) {
		$html .= sprintf( '<a class="wgt-intro__scroll" data-intro-scroll href="#%s">%s</a>', esc_attr( ltrim( $text( 'scrollTarget' ), '#' ) ), esc_html( $text( 'scrollText' ) ) );
	}
	return $html . '</section>';
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
 * The home-screen prompt (widgets/home-screen-prompt/README.md). Its page is the parents
 * area (includes/parents-area.php): its worker keeps that page's path, and only that.
 *
 * @param array $attributes The block's attributes.
 * @return string
 */
function ssw_render_home_screen_prompt( $attributes ) {
	$page  = (int) get_the_ID();
	$scope = $page ? ssw_parents_scope( $page ) : '';
	// No scope, no worker: without the attributes the widget registers one only on a page
	// whose own path is its default, /parents, and never in preview (OfflineNotice.tsx).
	$offline = '' !== $scope ? array(
		'offline-scope'  => $scope,
		'offline-worker' => ssw_parents_worker_path( $page ),
	) : array();
	return sprintf( '<div class="wgt-home-prompt" data-widget="home-screen-prompt"%s></div>', ssw_data_attributes( array( 'prompt-title' => $attributes['title'] ?? '' ) + $offline ) );
}
