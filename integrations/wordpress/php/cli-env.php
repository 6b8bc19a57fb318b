<?php
/**
 * What a request would give WordPress, for the runner's PHP scripts run from the command line.
 *
 * @package SchoolSiteWidgets
 */

$ssw_url                = (string) getenv( 'SSW_URL' );
$_SERVER['HTTP_HOST']   = (string) parse_url( $ssw_url, PHP_URL_HOST ) . ':' . (string) parse_url( $ssw_url, PHP_URL_PORT );
$_SERVER['SERVER_NAME'] = (string) parse_url( $ssw_url, PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = (string) parse_url( $ssw_url, PHP_URL_PORT );
