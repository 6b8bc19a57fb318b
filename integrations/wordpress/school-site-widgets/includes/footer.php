<?php
/**
 * The footer widget (widgets/footer/README.md): the schools' logos and map pins, and Back to
 * top, in the site's footer. Its schools come from the `ssw_footer_schools`
 * filter (a theme's functions.php or a small plugin).
 *
 * A list of schools, each
 *
 *     array(
 *         'name'   => 'Riverside International School', // the logo's alt text
 *         'url'    => '/about/our-schools/london/',      // the school's page
 *         'logo'   => '/wp-content/uploads/logo-riverside.svg', // http(s) or a site path
 *         'width'  => 160, 'height' => 80,               // the logo's size (default 160 x 80)
 *         'place'  => 'Riverside, London',               // the pin's text
 *         'map'    => '/about/our-schools/london/#map',  // the pin's link (default url#map)
 *         'x'      => 22, 'y' => 45,                     // the pin on the map, percent
 *     )
 *
 * Without schools there is no footer widget. It goes first inside a block theme's `footer`
 * template part (the theme's own footer stays after it), or else at `wp_footer` in a <footer>; a theme that places it itself
 * returns false from `ssw_print_chrome` and calls `ssw_footer()`.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/**
 * The footer's schools, checked: a school without a name, a page or a logo of a safe address
 * is left out.
 *
 * @return array<int, array>
 */
function ssw_footer_schools() {
	/**
	 * The footer's schools: a list of arrays, each a school (this file's doc comment).
	 *
	 * @since 0.2.0
	 *
	 * @param array $schools The schools, none by default.
	 */
	$schools = apply_filters( 'ssw_footer_schools', array() );
	/** This filter's name before 0.2.0: see ssw_footer_schools above. */
	$schools = apply_filters_deprecated( 'school_site_widgets_footer_schools', array( $schools ), '0.2.0', 'ssw_footer_schools' );
	$list    = array();
	$percent = static fn( $value ) => is_numeric( $value ) ? max( 0, min( 100, (float) $value ) ) : 50;
	foreach ( is_array( $schools ) ? $schools : array() as $school ) {
		$school = is_array( $school ) ? $school : array();
		$name   = trim( (string) ( $school['name'] ?? '' ) );
		$url    = ssw_safe_url( $school['url'] ?? '' );
		$logo   = ssw_safe_url( $school['logo'] ?? '' );
		if ( '' === $name || '' === $url || '' === $logo ) {
			continue;
		}
		$list[] = array(
			'name'   => $name,
			'url'    => $url,
			'logo'   => $logo,
			'width'  => absint( $school['width'] ?? 160 ) ? absint( $school['width'] ?? 160 ) : 160,
			'height' => absint( $school['height'] ?? 80 ) ? absint( $school['height'] ?? 80 ) : 80,
			'place'  => trim( (string) ( $school['place'] ?? '' ) ) ? trim( (string) $school['place'] ) : $name,
			'map'    => ssw_safe_url( $school['map'] ?? '' ) ? ssw_safe_url( $school['map'] ) : $url . '#map',
			'x'      => $percent( $school['x'] ?? null ),
			'y'      => $percent( $school['y'] ?? null ),
		);
	}
	return $list;
}

/**
 * The footer widget in its markup contract, or '' without schools.
 *
 * @return string
 */
function ssw_footer_html() {
	$schools = ssw_footer_schools();
	if ( array() === $schools ) {
		return '';
	}
	$logos = '';
	$pins  = '';
	foreach ( $schools as $school ) {
		$logos .= sprintf( '<li class="wgt-footer__school" data-footer-school><a class="wgt-footer__logo" data-footer-logo href="%s"><img src="%s" alt="%s" width="%d" height="%d"></a></li>', esc_url( $school['url'] ), esc_url( $school['logo'] ), esc_attr( $school['name'] ), $school['width'], $school['height'] );
		$pins  .= sprintf( '<li class="wgt-footer__pin" style="--x:%1$s%%;--y:%2$s%%"><a data-footer-pin data-x="%1$s" data-y="%2$s" href="%3$s">%4$s</a></li>', esc_attr( (string) $school['x'] ), esc_attr( (string) $school['y'] ), esc_url( $school['map'] ), esc_html( $school['place'] ) );
	}
	return sprintf(
		'<div class="wgt-footer" data-widget="footer"><ul class="wgt-footer__schools" aria-label="%s">%s</ul><ul class="wgt-footer__map" aria-label="%s">%s</ul><a class="wgt-footer__top" data-footer-top href="#top">%s</a></div>' . "\n",
		esc_attr__( 'Our schools', 'school-site-widgets' ),
		$logos, // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
		esc_attr__( 'Find us', 'school-site-widgets' ),
		$pins, // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
		esc_html__( 'Back to top', 'school-site-widgets' )
	);
}

/** Prints the footer widget (for a theme that places it). */
function ssw_footer() {
	echo ssw_footer_html(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped where built.
}

/**
 * Whether the footer widget is on the page already.
 *
 * @param bool $place Whether it is being placed now.
 * @return bool
 */
function ssw_footer_placed( $place = false ) {
	static $placed = false;
	$placed        = $placed || $place;
	return $placed;
}

/** Whether this page gets the footer widget from the plugin. */
function ssw_prints_footer() {
	return ! is_admin() && ssw_theme_leaves_chrome();
}

/**
 * A block theme: first inside its footer template part (its <footer>, the page's contentinfo
 * landmark, where the widget belongs), the theme's own footer content after it.
 *
 * @param string $content The block's HTML.
 * @param array  $block   The parsed block.
 * @return string
 */
function ssw_footer_in_footer_part( $content, $block ) {
	if ( 'core/template-part' === ( $block['blockName'] ?? '' ) && 'footer' === ( $block['attrs']['slug'] ?? '' ) && ! ssw_footer_placed() && ssw_prints_footer() ) {
		$open = strpos( $content, '>' );
		if ( false === $open ) {
			return $content;
		}
		ssw_footer_placed( true );
		return substr( $content, 0, $open + 1 ) . ssw_footer_html() . substr( $content, $open + 1 );
	}
	return $content;
}
add_filter( 'render_block', 'ssw_footer_in_footer_part', 10, 2 );

/**
 * Any other theme: at the end of the page, before its scripts, in a footer landmark of its own
 * (a theme whose footer is a landmark already places it there instead, as said above).
 */
function ssw_footer_at_page_end() {
	$html = ssw_footer_placed() || ! ssw_prints_footer() ? '' : ssw_footer_html();
	if ( '' !== $html ) {
		ssw_footer_placed( true );
		echo '<footer class="ssw-site-footer">' . $html . "</footer>\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped where built.
	}
}
add_action( 'wp_footer', 'ssw_footer_at_page_end', 5 );
