<?php
/**
 * The landing intro block (widgets/landing-intro/README.md), rendered on the server (block.json
 * "render"; WordPress gives $attributes, $content and $block). The background goes through the
 * image service when the config has one: the widget asks for the window's size ({width},
 * {height}), the page without JavaScript shows 1280 x 720.
 *
 * @package SchoolSiteWidgets
 *
 * @var array $attributes The block's attributes.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Rendered by WordPress only: requested alone it answers nothing.
}

$ssw_text  = static fn( $name ) => trim( (string) ( $attributes[ $name ] ?? '' ) );
$ssw_image = esc_url_raw( $ssw_text( 'image' ), array( 'http', 'https' ) );
$ssw_own   = array( 'class' => 'wgt-intro' );
$ssw_attrs = '';
if ( '' !== $ssw_image ) {
	$ssw_service      = ssw_config()['imageServiceUrl'] ?? '';
	$ssw_template     = is_string( $ssw_service ) && '' !== $ssw_service
		? $ssw_service . ( str_contains( $ssw_service, '?' ) ? '&' : '?' ) . 'command_1=url&url_1=' . rawurlencode( $ssw_image ) . '&command_2=resize&width_2={width}&height_2={height}'
		: $ssw_image;
	$ssw_fallback     = str_replace( array( '{width}', '{height}' ), array( '1280', '720' ), $ssw_template );
	$ssw_attrs        = sprintf( ' data-intro-background="%s"', esc_attr( $ssw_template ) );
	$ssw_own['style'] = '--wgt-intro-background: ' . ssw_css_url( esc_url_raw( $ssw_fallback ) ) . ';';
}
$ssw_html = sprintf( '<section %s data-widget="landing-intro"%s>', ssw_block_wrapper( $attributes, $ssw_own ), $ssw_attrs );
if ( '' !== $ssw_text( 'title' ) ) {
	$ssw_html .= sprintf( '<h1 class="wgt-intro__title" data-intro-title>%s</h1>', esc_html( $ssw_text( 'title' ) ) );
}
if ( '' !== $ssw_text( 'strapline' ) ) {
	$ssw_html .= sprintf( '<p class="wgt-intro__strapline" data-intro-strapline>%s</p>', esc_html( $ssw_text( 'strapline' ) ) );
}
$ssw_actions = '';
foreach ( array( 'alert', 'notice' ) as $ssw_kind ) {
	if ( '' !== $ssw_text( $ssw_kind . 'Text' ) && '' !== $ssw_text( $ssw_kind . 'Url' ) ) {
		$ssw_actions .= sprintf( '<a class="wgt-intro__%1$s" data-intro-%1$s href="%2$s">%3$s</a> ', $ssw_kind, esc_url( $ssw_text( $ssw_kind . 'Url' ) ), esc_html( $ssw_text( $ssw_kind . 'Text' ) ) );
	}
}
if ( '' !== $ssw_actions ) {
	$ssw_html .= '<p class="wgt-intro__actions">' . trim( $ssw_actions ) . '</p>';
}
if ( '' !== $ssw_text( 'scrollText' ) && '' !== $ssw_text( 'scrollTarget' ) ) {
	$ssw_html .= sprintf( '<a class="wgt-intro__scroll" data-intro-scroll href="#%s">%s</a>', esc_attr( ltrim( $ssw_text( 'scrollTarget' ), '#' ) ), esc_html( $ssw_text( 'scrollText' ) ) );
}
// Markup built of escaped parts; shielded from the_content's text filters.
echo ssw_shield( $ssw_html . '</section>' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- every part escaped where it is written.
