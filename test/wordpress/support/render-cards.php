<?php
/**
 * The plugin's no-JavaScript cards of the media items given as JSON on stdin (a list), run in the
 * test site's folder like the runner's scripts (integrations/wordpress/php). Prints JSON:
 *
 * SSW_DO=cards: each item's card (ssw_media_card), '' where the plugin shows none.
 * SSW_DO=hub: the media hub's first page (ssw_media_hub_cards) when the media service answers
 *   these items (hubs: two of them, as two lists on one page); the service's answers the site keeps are dropped before and after, so that no
 *   other page of the test site shows these items.
 *
 * @package SchoolSiteWidgets
 */

// The request WordPress would get (the site's host and port), then WordPress.
require __DIR__ . '/../../../integrations/wordpress/php/cli-env.php';
require getcwd() . '/wp-load.php';

$ssw_items = json_decode( (string) file_get_contents( 'php://stdin' ), true );
if ( in_array( getenv( 'SSW_DO' ), array( 'hub', 'hubs' ), true ) ) {
	$ssw_forget = static function () {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- every kept answer at once, no API does.
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%ssw\\_media\\_%'" );
	};
	$ssw_forget();
	add_filter(
		'pre_http_request',
		static fn() => array(
			'headers'  => array(),
			'body'     => 'ssw(' . wp_json_encode( $ssw_items ) . ');',
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
			'filename' => null,
		)
	);
	// SSW_DO=hubs: two lists on one page, as a hub above a calendar.
	$ssw_lists = 'hubs' === getenv( 'SSW_DO' ) ? 2 : 1;
	echo wp_json_encode( array_map( static fn() => ssw_media_hub_cards( '', 12 ), range( 1, $ssw_lists ) ) );
	$ssw_forget();
} else {
	echo wp_json_encode( array_map( static fn( $item ) => ssw_media_card( $item, false ), $ssw_items ) );
}
