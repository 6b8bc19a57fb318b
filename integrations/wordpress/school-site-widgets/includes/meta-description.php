<?php
/**
 * A meta description on every visitor's page (Lighthouse's SEO at 100 on the media
 * page; WordPress and its themes write none): the page's excerpt, else the start of its text,
 * else the site's tagline. What search results and shared links show under the title.
 *
 * An SEO plugin writes its own: none is written when one is active (Yoast SEO, Rank Math,
 * All in One SEO, SEOPress, The SEO Framework), or when
 * `add_filter( 'ssw_meta_description', '__return_empty_string' )`.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/** Whether an SEO plugin that writes its own description is active. */
function ssw_seo_plugin_active() {
	return defined( 'WPSEO_VERSION' ) || defined( 'RANK_MATH_VERSION' ) || defined( 'AIOSEO_VERSION' )
		|| defined( 'SEOPRESS_VERSION' ) || defined( 'THE_SEO_FRAMEWORK_VERSION' );
}

/** The description of the page shown: at most 160 characters of plain text. */
function ssw_meta_description() {
	$text = '';
	if ( is_singular() ) {
		$post = get_queried_object();
		if ( $post instanceof WP_Post && ! post_password_required( $post ) ) {
			$text = has_excerpt( $post ) ? $post->post_excerpt : excerpt_remove_blocks( $post->post_content );
		}
	}
	$text = trim( (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( strip_shortcodes( $text ) ) ) );
	if ( '' === $text ) {
		$text = (string) get_bloginfo( 'description' );
	}
	if ( mb_strlen( $text ) > 160 ) {
		$text = rtrim( mb_substr( $text, 0, 159 ) ) . '…';
	}
	/**
	 * The page's meta description; '' writes none.
	 *
	 * @since 0.2.0
	 *
	 * @param string $text The description.
	 */
	$text = apply_filters( 'ssw_meta_description', $text );
	/** This filter's name before 0.2.0: see ssw_meta_description above. */
	return (string) apply_filters_deprecated( 'school_site_widgets_meta_description', array( $text ), '0.2.0', 'ssw_meta_description' );
}

/**
 * The page's meta description in <head>, unless an SEO plugin writes its own.
 */
function ssw_print_meta_description() {
	if ( ssw_seo_plugin_active() || is_admin() ) {
		return;
	}
	$description = ssw_meta_description();
	if ( '' !== $description ) {
		printf( "<meta name=\"description\" content=\"%s\">\n", esc_attr( $description ) );
	}
}
add_action( 'wp_head', 'ssw_print_meta_description', 2 );
