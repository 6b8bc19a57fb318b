<?php
/**
 * The home-screen prompt block (widgets/home-screen-prompt/README.md), rendered on the server
 * (block.json "render"; WordPress gives $attributes, $content and $block). Its page is the
 * parents area (includes/parents-area.php): its worker keeps that page's path, and only that.
 *
 * @package SchoolSiteWidgets
 *
 * @var array $attributes The block's attributes.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Rendered by WordPress only: requested alone it answers nothing.
}

$ssw_page  = (int) get_the_ID();
$ssw_scope = $ssw_page ? ssw_parents_scope( $ssw_page ) : '';
// No scope, no worker: without the attributes the widget registers one only on a page whose
// own path is its default, /parents, and never in preview (OfflineNotice.tsx).
$ssw_offline = '' !== $ssw_scope ? array(
	'offline-scope'  => $ssw_scope,
	'offline-worker' => ssw_parents_worker_path( $ssw_page ),
) : array();
echo ssw_shield( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- every part escaped where it is written.
	sprintf(
		'<div %s data-widget="home-screen-prompt"%s></div>',
		ssw_block_wrapper( $attributes, 'wgt-home-prompt' ),
		ssw_data_attributes( array( 'prompt-title' => $attributes['title'] ?? '' ) + $ssw_offline )
	)
);
