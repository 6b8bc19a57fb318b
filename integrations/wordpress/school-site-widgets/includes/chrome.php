<?php
/**
 * The site chrome: the header (widgets/header/README.md) and the three-level menu
 * (widgets/menu/README.md) built from the WordPress menu in the plugin's `primary` location,
 * with the path to the page shown marked, and the parents area's links from the `portal`
 * location. It is on when a menu is in the `primary` location: in place of a block theme's
 * `header` template part, or else printed at `wp_body_open` (every theme since WordPress 5.2
 * calls it). A theme that places it itself returns false from the
 * `ssw_print_chrome` filter and calls `ssw_chrome()`.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/**
 * The menu locations the site chrome reads: the widgets' menu and the parents area links.
 */
function ssw_register_menus() {
	register_nav_menus(
		array(
			'primary' => __( 'Primary menu (the widgets\' menu, three levels)', 'school-site-widgets' ),
			'portal'  => __( 'Parents area links (the header\'s portal)', 'school-site-widgets' ),
		)
	);
}
add_action( 'after_setup_theme', 'ssw_register_menus' );

/** Whether the site chrome is on: a menu is in the `primary` location. */
function ssw_chrome_enabled() {
	return has_nav_menu( 'primary' );
}

/**
 * The menu items of a location, as a tree: each item with its `children`.
 *
 * @param string $location A menu location.
 * @return array<int, array{item: WP_Post, children: array}>
 */
function ssw_menu_tree( $location ) {
	$locations = get_nav_menu_locations();
	if ( empty( $locations[ $location ] ) ) {
		return array();
	}
	$items = wp_get_nav_menu_items( $locations[ $location ] );
	if ( ! is_array( $items ) ) {
		return array();
	}
	_wp_menu_item_classes_by_context( $items );
	$nodes = array();
	foreach ( $items as $item ) {
		$nodes[ (int) $item->ID ] = array(
			'item'     => $item,
			'children' => array(),
		);
	}
	$tree = array();
	foreach ( $items as $item ) {
		$parent = (int) $item->menu_item_parent;
		if ( $parent && isset( $nodes[ $parent ] ) ) {
			$nodes[ $parent ]['children'][] = &$nodes[ (int) $item->ID ];
		} else {
			$tree[] = &$nodes[ (int) $item->ID ];
		}
	}
	return $tree;
}

/**
 * One level of the menu's lists (three at most: the widget ignores deeper ones).
 *
 * @param array $nodes Items of this level.
 * @param int   $depth 1 to 3.
 * @return string
 */
function ssw_menu_list( $nodes, $depth = 1 ) {
	if ( array() === $nodes || $depth > 3 ) {
		return '';
	}
	$html = 1 === $depth ? '<ul class="wgt-menu__list" data-menu-list>' : '<ul class="wgt-menu__list">';
	foreach ( $nodes as $node ) {
		$item    = $node['item'];
		$current = in_array( 'current-menu-item', (array) $item->classes, true ) ? ' aria-current="page"' : '';
		$html   .= sprintf(
			'<li class="wgt-menu__item"><a href="%s"%s>%s</a>%s</li>',
			esc_url( $item->url ),
			$current,
			esc_html( $item->title ),
			ssw_menu_list( $node['children'], $depth + 1 )
		);
	}
	return $html . '</ul>';
}

/** The header's page template: landing (front page), media (the media page), or second-level. */
function ssw_header_template() {
	if ( is_front_page() ) {
		return 'landing';
	}
	if ( is_page( ssw_media_page_path() ) ) {
		return 'media';
	}
	return 'second-level';
}

/** Prints the header and the menu, in their markup contracts (for a theme that places them). */
function ssw_chrome() {
	echo ssw_chrome_html(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped where built.
}

/**
 * The header and the menu, in their markup contracts.
 *
 * @return string
 */
function ssw_chrome_html() {
	$portal = '';
	$links  = ssw_menu_tree( 'portal' );
	if ( array() !== $links ) {
		$first  = $links[0]['item'];
		$portal = sprintf(
			'<div class="wgt-header__portal" data-header-portal><a class="wgt-header__portal-link" data-header-portal-link href="%s">%s</a><ul class="wgt-header__portal-menu" data-header-portal-menu aria-label="%s">',
			esc_url( $first->url ),
			esc_html__( 'Parents area', 'school-site-widgets' ),
			esc_attr__( 'Parents area', 'school-site-widgets' )
		);
		foreach ( $links as $node ) {
			$portal .= sprintf( '<li><a href="%s">%s</a></li>', esc_url( $node['item']->url ), esc_html( $node['item']->title ) );
		}
		$portal .= '</ul></div>';
	}
	$html = sprintf(
		'<header class="wgt-header" id="top" data-widget="header" data-template="%s"><div class="wgt-header__bar"><a class="wgt-header__logo" data-header-logo href="%s">%s</a>%s<a class="wgt-header__menu-button" data-header-menu href="#site-menu">%s</a></div></header>' . "\n",
		esc_attr( ssw_header_template() ),
		esc_url( home_url( '/' ) ),
		esc_html( get_bloginfo( 'name' ) ),
		$portal, // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
		esc_html__( 'Menu', 'school-site-widgets' )
	);
	return $html . sprintf(
		'<nav class="wgt-menu" id="site-menu" data-widget="menu" aria-label="%s"><div class="wgt-menu__overlay"><a class="wgt-menu__close" href="#top">%s</a><search class="wgt-menu__search"><form data-menu-search action="%s" method="get"><label for="site-search-text">%s</label><input id="site-search-text" name="s" type="search"><button type="submit">%s</button></form></search>%s</div></nav>' . "\n",
		esc_attr__( 'Main menu', 'school-site-widgets' ),
		esc_html__( 'Close the menu', 'school-site-widgets' ),
		esc_url( home_url( '/' ) ),
		esc_html__( 'Search the site', 'school-site-widgets' ),
		esc_html__( 'Search', 'school-site-widgets' ),
		ssw_menu_list( ssw_menu_tree( 'primary' ) ) // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in ssw_menu_list.
	);
}

/**
 * Whether the chrome is on the page already (in place of a block theme's header).
 *
 * @param bool $place Whether it is being placed now.
 * @return bool
 */
function ssw_chrome_placed( $place = false ) {
	static $placed = false;
	$placed        = $placed || $place;
	return $placed;
}

/**
 * Whether the theme leaves the header, the menu and the footer widget to the plugin (else it
 * places them itself, with ssw_chrome() and ssw_footer()).
 *
 * @return bool
 */
function ssw_theme_leaves_chrome() {
	/**
	 * Whether the plugin places the header, the menu and the footer widget: false for a theme
	 * that places them itself.
	 *
	 * @since 0.2.0
	 *
	 * @param bool $print True by default.
	 */
	$print = apply_filters( 'ssw_print_chrome', true );
	/** This filter's name before 0.2.0: see ssw_print_chrome above. */
	return (bool) apply_filters_deprecated( 'school_site_widgets_print_chrome', array( $print ), '0.2.0', 'ssw_print_chrome' );
}

/** Whether this page gets the chrome from the plugin. */
function ssw_prints_chrome() {
	return ! is_admin() && ssw_chrome_enabled() && ssw_theme_leaves_chrome();
}

/**
 * A block theme's own header (its `header` template part) is replaced by the widgets' header
 * and menu, where it was: inside the site's blocks, after WordPress's skip link. Replaced
 * before it renders, so its navigation block's scripts are not asked for either.
 *
 * @param string|null $pre_render The render so far (null: the block renders itself).
 * @param array       $block      The parsed block.
 * @return string|null
 */
function ssw_chrome_in_header_part( $pre_render, $block ) {
	if ( 'core/template-part' === ( $block['blockName'] ?? '' ) && 'header' === ( $block['attrs']['slug'] ?? '' ) && ssw_prints_chrome() ) {
		ssw_chrome_placed( true );
		return ssw_chrome_html();
	}
	return $pre_render;
}
add_filter( 'pre_render_block', 'ssw_chrome_in_header_part', 10, 2 );

/**
 * Any other theme: first in <body>. A block theme's template is rendered before this runs.
 */
function ssw_chrome_at_body_open() {
	if ( ! ssw_chrome_placed() && ssw_prints_chrome() ) {
		ssw_chrome_placed( true );
		ssw_chrome();
	}
}
add_action( 'wp_body_open', 'ssw_chrome_at_body_open' );
