<?php
/**
 * The plugin's no-JavaScript card of each media item given as JSON on stdin (a list of items),
 * run in the test site's folder like the runner's scripts (integrations/wordpress/php): prints
 * the cards' HTML, one string an item ('' where the plugin shows none).
 *
 * @package SchoolSiteWidgets
 */

require __DIR__ . '/../../../integrations/wordpress/php/cli-env.php';
require getcwd() . '/wp-load.php';

$ssw_items = json_decode( (string) file_get_contents( 'php://stdin' ), true );
echo wp_json_encode( array_map( static fn( $item ) => ssw_media_card( $item, false ), $ssw_items ) );
