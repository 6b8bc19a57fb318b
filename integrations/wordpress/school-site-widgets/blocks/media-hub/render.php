<?php
/**
 * The media hub block (widgets/media-hub/README.md), rendered on the server for every visitor
 * (block.json "render"; WordPress gives $attributes, $content and $block). Without a group it is
 * the whole hub, with the search form; its search expression comes from the address
 * (?SearchExpression=). Attributes are written as given (escaped): a bad one gives the widget's
 * own failure state and the server markup stays.
 *
 * @package SchoolSiteWidgets
 *
 * @var array $attributes The block's attributes.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Rendered by WordPress only: requested alone it answers nothing.
}

ssw_needs_popups( true );
$ssw_group      = (string) ( $attributes['group'] ?? '' );
$ssw_expression = '';
// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a search link, read only.
if ( '' === $ssw_group && isset( $_GET['SearchExpression'] ) && is_string( $_GET['SearchExpression'] ) ) {
	$ssw_expression = sanitize_text_field( wp_unslash( $_GET['SearchExpression'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- as above.
}
$ssw_names = ssw_group_names();
$ssw_label = '' === $ssw_group ? __( 'Latest news, events and posts', 'school-site-widgets' ) : ( $ssw_names[ $ssw_group ] ?? $ssw_group );
$ssw_html  = sprintf(
	'<div %s data-widget="media-hub"%s>',
	ssw_block_wrapper( $attributes, 'wgt-media-hub' ),
	ssw_data_attributes(
		array(
			'group'             => $ssw_group,
			'take'              => ssw_number_attribute( $attributes['take'] ),
			'school'            => $attributes['school'] ?? '',
			'search-expression' => $ssw_expression,
		)
	)
);
if ( '' === $ssw_group ) {
	$ssw_html .= sprintf(
		'<form class="wgt-media-search" action="%s" method="get" role="search" aria-label="%s" data-media-hub-search><label class="wgt-media-search__label" for="media-search-text">%s</label><div class="wgt-media-search__field"><input class="wgt-media-search__input" id="media-search-text" name="SearchExpression" type="search" value="%s"></div><button class="wgt-button" type="submit">%s</button></form>',
		esc_url( get_permalink() ? get_permalink() : home_url( '/' ) ),
		esc_attr__( 'Media hub', 'school-site-widgets' ),
		esc_html__( 'Search news, events, photos and posts', 'school-site-widgets' ),
		esc_attr( $ssw_expression ),
		esc_html__( 'Search', 'school-site-widgets' )
	);
}
// The first page's cards for visitors without JavaScript (includes/server-cards.php); a
// search lists its items once the widget runs.
$ssw_cards = '' === $ssw_expression ? ssw_media_hub_cards( $ssw_group, (int) $attributes['take'] ) : null;
$ssw_html .= sprintf( '<ul class="wgt-card-list" aria-label="%s">%s</ul>', esc_attr( $ssw_label ), (string) $ssw_cards );
if ( '' === (string) $ssw_cards ) {
	$ssw_html .= sprintf( '<p class="wgt-media-hub__empty">%s</p>', esc_html__( 'News, events and posts are shown here.', 'school-site-widgets' ) );
}
// Markup built of escaped parts above; shielded from the_content's text filters.
echo ssw_shield( $ssw_html . '</div>' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- every part escaped where it is written.
