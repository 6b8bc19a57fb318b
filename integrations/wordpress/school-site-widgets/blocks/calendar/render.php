<?php
/**
 * The calendar block (widgets/calendar/README.md), rendered on the server for every visitor
 * (block.json "render"; WordPress gives $attributes, $content and $block): the school choice,
 * the first days with events and the no-JavaScript "Show more dates" link.
 *
 * @package SchoolSiteWidgets
 *
 * @var array $attributes The block's attributes.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Rendered by WordPress only: requested alone it answers nothing.
}

ssw_needs_popups( true );
$ssw_html  = sprintf(
	'<div %s data-widget="calendar"%s>',
	ssw_block_wrapper( $attributes, 'wgt-calendar' ),
	ssw_data_attributes(
		array(
			'days'   => ssw_number_attribute( $attributes['days'] ),
			'school' => $attributes['school'] ?? '',
		)
	)
);
$ssw_step  = (int) $attributes['days'];
$ssw_fixed = (string) ( $attributes['school'] ?? '' );
// A fixed school (the parents area's) has no choice; else the address's `?school=`.
$ssw_html .= '' === $ssw_fixed ? ssw_school_choice( ssw_requested_school(), wp_unique_id( 'wgt-calendar-school-' ) ) : '';
// The no-JavaScript link to the feed of the school shown (includes/calendar-feed.php); the
// widget's Subscribe menu takes its place (widgets/calendar/README.md, "Subscribe").
$ssw_html .= sprintf( '<p class="wgt-calendar__subscribe"><a class="wgt-button" data-calendar-feed href="%s">%s</a></p>', esc_url( ssw_calendar_feed_url( '' === $ssw_fixed ? ssw_requested_school() : $ssw_fixed ) ), esc_html__( 'Subscribe to this calendar', 'school-site-widgets' ) );
$ssw_list  = ssw_calendar_days( $ssw_step, ssw_requested_days( $ssw_step ), '' === $ssw_fixed ? ssw_requested_school() : $ssw_fixed );
$ssw_html .= '' !== (string) $ssw_list ? $ssw_list : sprintf( '<p class="wgt-calendar__empty">%s</p>', esc_html__( 'Coming events are shown here, day by day.', 'school-site-widgets' ) );
// Markup built of escaped parts; shielded from the_content's text filters.
echo ssw_shield( $ssw_html . '</div>' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- every part escaped where it is written.
