<?php
/**
 * What a request would give WordPress, for the runner's PHP scripts run from the command line.
 *
 * @package SchoolSiteWidgets
 */

$ssw_url                = (string) getenv( 'SSW_URL' );
$ssw_url_parts          = (array) parse_url( $ssw_url ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- before WordPress is loaded: no wp_parse_url() yet.
$_SERVER['HTTP_HOST']   = (string) ( $ssw_url_parts['host'] ?? '' ) . ':' . (string) ( $ssw_url_parts['port'] ?? '' );
$_SERVER['SERVER_NAME'] = (string) ( $ssw_url_parts['host'] ?? '' );
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = (string) ( $ssw_url_parts['port'] ?? '' );
