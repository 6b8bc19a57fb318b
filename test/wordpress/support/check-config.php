<?php
/**
 * Runs the plugin's config check (includes/config-rules.php, on the source schema) on the
 * samples given as JSON on stdin: [[key, json], ...]; prints [message or null, ...].
 *
 * @package SchoolSiteWidgets
 */

define( 'SSW_CONFIG_SCHEMA', __DIR__ . '/../../../src/kernel/config.schema.json' );
require __DIR__ . '/../../../integrations/wordpress/school-site-widgets/includes/config-rules.php';

$ssw_samples = json_decode( (string) file_get_contents( 'php://stdin' ), true );
$ssw_results = array();
foreach ( $ssw_samples as [ $ssw_key, $ssw_json ] ) {
	$ssw_results[] = ssw_config_check( $ssw_key, $ssw_json );
}
echo json_encode( $ssw_results ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- the config rules alone, without WordPress: no wp_json_encode().
