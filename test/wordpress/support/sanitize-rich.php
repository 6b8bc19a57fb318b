<?php
/**
 * The plugin's save of a rich field (ssw_sanitize_rich, includes/edit-rest.php) on each HTML
 * string of the JSON list on stdin, run in the test site's folder like the runner's scripts
 * (integrations/wordpress/php): prints the saved strings.
 *
 * @package SchoolSiteWidgets
 */

// The request WordPress would get (the site's host and port), then WordPress.
require __DIR__ . '/../../../integrations/wordpress/php/cli-env.php';
require getcwd() . '/wp-load.php';

$ssw_samples = json_decode( (string) file_get_contents( 'php://stdin' ), true );
echo wp_json_encode( array_map( 'ssw_sanitize_rich', $ssw_samples ) );
