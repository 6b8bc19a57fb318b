<?php
/**
 * The saved page config, as the bundle reads it.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/**
 * The config keys that are not settings: the CMS embedding origins, which WordPress's own
 * addresses give (admin_url, home_url) to the Edit on page frame alone (edit-on-page.php), and
 * the media transport, always the site's route (media-route.php). A value an older version's
 * settings saved is not read, and goes at the next save.
 */
const SSW_DERIVED_KEYS = array( 'adminOrigin', 'websiteOrigin', 'mediaTransport' );

/**
 * The config keys the settings save, in the schema's order.
 *
 * @return string[]
 */
function ssw_setting_keys() {
	return array_values( array_diff( array_keys( ssw_config_rules() ), SSW_DERIVED_KEYS ) );
}

/**
 * The saved config: key => value decoded from its JSON text (objects stay objects, so an empty
 * {} is written back as {}). Keys the schema no longer has, or that are no settings, are left out.
 *
 * @return array<string, mixed>
 */
function ssw_config() {
	$saved  = get_option( SSW_OPTION, array() );
	$config = array();
	if ( ! is_array( $saved ) ) {
		return $config;
	}
	foreach ( ssw_setting_keys() as $key ) {
		if ( isset( $saved[ $key ] ) && is_string( $saved[ $key ] ) ) {
			$config[ $key ] = json_decode( $saved[ $key ] );
		}
	}
	// A time zone an older version let through is left out: the server's dates and the bundle's
	// then both use the default (ssw_time_zone), and the admin screens say so (settings.php).
	if ( null !== ssw_bad_time_zone() ) {
		unset( $config['timeZone'] );
	}
	return $config;
}

/**
 * The saved time zone when it is no zone (saved by an older version, whose check let the
 * system's zoneinfo files through), else null.
 *
 * @return string|null
 */
function ssw_bad_time_zone() {
	$saved = get_option( SSW_OPTION, array() );
	if ( ! is_array( $saved ) || ! isset( $saved['timeZone'] ) ) {
		return null;
	}
	$zone = json_decode( (string) $saved['timeZone'] );
	if ( is_string( $zone ) && ssw_is_time_zone( $zone ) ) {
		return null;
	}
	return is_string( $zone ) ? $zone : (string) $saved['timeZone'];
}

/**
 * The time zone of every date the server writes: the config's, or the schema's default when
 * none or a bad one is saved. The one place PHP reads timeZone.
 *
 * @return DateTimeZone
 */
function ssw_time_zone() {
	$zone = ssw_config()['timeZone'] ?? ssw_config_rules()['timeZone']['default'];
	return new DateTimeZone( $zone );
}
