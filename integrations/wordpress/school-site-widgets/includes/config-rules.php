<?php
/**
 * The page config's rules, read from config.schema.json: the bundle's own rules
 * (src/kernel/config.ts) exported as JSON Schema, so the server refuses exactly what the
 * bundle's config reader would refuse. Plain PHP without WordPress, so that the tests can
 * run it alone (test/wordpress/config-rules.test.ts).
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the tests' checker (which names the schema first); never
// requested by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_CONFIG_SCHEMA' ) ) {
	exit;
}

if ( ! defined( 'SSW_CONFIG_SCHEMA' ) ) {
	define( 'SSW_CONFIG_SCHEMA', __DIR__ . '/../config.schema.json' );
}

/**
 * The schema's keys and their rules, in the bundle's order.
 *
 * @return array<string, array> Key => rule (decoded JSON, objects as arrays).
 */
function ssw_config_rules() {
	static $rules = null;
	if ( null === $rules ) {
		$schema = json_decode( (string) file_get_contents( SSW_CONFIG_SCHEMA ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin, not a URL.
		$rules  = is_array( $schema ) && isset( $schema['properties'] ) ? $schema['properties'] : array();
	}
	return $rules;
}

/**
 * Checks one key's value, given as JSON text.
 *
 * @param string $key  A config key.
 * @param string $json Its value as JSON.
 * @return string|null Null when valid, else the message naming the key and what it must hold.
 */
function ssw_config_check( $key, $json ) {
	$rules = ssw_config_rules();
	if ( ! isset( $rules[ $key ] ) ) {
		return sprintf( '"%s" is not a config key of the widgets.', $key );
	}
	$rule  = $rules[ $key ];
	$value = json_decode( $json );
	if ( JSON_ERROR_NONE !== json_last_error() || ! ssw_schema_matches( $rule, $value ) ) {
		return sprintf( '%s must be %s.', $key, $rule['x-expected'] );
	}
	return null;
}

/**
 * Whether a decoded JSON value (objects as stdClass) matches a rule of the schema's subset:
 * type, pattern, format, items, additionalProperties, minimum.
 *
 * @param array $rule  The rule.
 * @param mixed $value The value.
 * @return bool
 */
function ssw_schema_matches( $rule, $value ) {
	switch ( $rule['type'] ?? '' ) {
		case 'string':
			if ( ! is_string( $value ) ) {
				return false;
			}
			break;
		case 'object':
			if ( ! $value instanceof stdClass ) {
				return false;
			}
			break;
		case 'array':
			if ( ! is_array( $value ) ) {
				return false;
			}
			break;
		case 'integer':
			// JSON has one number type: 2.0 is the integer 2, as in JavaScript.
			if ( ! ( is_int( $value ) || ( is_float( $value ) && is_finite( $value ) && floor( $value ) === $value ) ) ) {
				return false;
			}
			break;
		default:
			return false;
	}
	if ( isset( $rule['minimum'] ) && $value < $rule['minimum'] ) {
		return false;
	}
	if ( isset( $rule['pattern'] ) && ! ssw_schema_pattern( $rule['pattern'], $value ) ) {
		return false;
	}
	if ( isset( $rule['format'] ) && ! ssw_schema_format( $rule['format'], $value ) ) {
		return false;
	}
	if ( isset( $rule['items'] ) ) {
		foreach ( $value as $item ) {
			if ( ! ssw_schema_matches( $rule['items'], $item ) ) {
				return false;
			}
		}
	}
	if ( isset( $rule['additionalProperties'] ) && is_array( $rule['additionalProperties'] ) ) {
		foreach ( get_object_vars( $value ) as $item ) {
			if ( ! ssw_schema_matches( $rule['additionalProperties'], $item ) ) {
				return false;
			}
		}
	}
	return true;
}

/**
 * An ECMAScript pattern of the schema, unanchored as in JSON Schema. PCRE's dot would match
 * \r, \u2028 and \u2029, which a JavaScript dot does not; its $ would match before a final
 * newline, which JavaScript's does not (D: "GTM-ABC\n" is no container id in either).
 *
 * @param string $pattern The pattern.
 * @param string $value   The text.
 * @return bool
 */
function ssw_schema_pattern( $pattern, $value ) {
	$pcre = str_replace( '.', '[^\n\r\x{2028}\x{2029}]', $pattern );
	return 1 === preg_match( '/' . str_replace( '/', '\/', $pcre ) . '/uD', $value );
}

/**
 * The schema's two formats of its own (see its $comment).
 *
 * @param string $format The format.
 * @param string $value  The text.
 * @return bool
 */
function ssw_schema_format( $format, $value ) {
	if ( 'http-url' === $format ) {
		return ssw_is_http_url( $value );
	}
	if ( 'iana-time-zone' === $format ) {
		return ssw_is_time_zone( $value );
	}
	return false;
}

/**
 * A URL that resolves against the page to http: or https: (what `new URL(value, location)`
 * gives the bundle): a site path, a relative or protocol-relative URL, or an http(s) URL with
 * a host.
 *
 * @param string $value The text.
 * @return bool
 */
function ssw_is_http_url( $value ) {
	// The URL parser drops leading and trailing C0 controls and spaces, and tabs and newlines anywhere.
	$url = preg_replace( '/[\t\n\r]/', '', trim( $value, "\x00..\x20" ) );
	if ( '' === $value ) {
		return false;
	}
	if ( preg_match( '/^([a-zA-Z][a-zA-Z0-9+.\-]*):(.*)$/s', $url, $match ) ) {
		$scheme = strtolower( $match[1] );
		if ( 'http' !== $scheme && 'https' !== $scheme ) {
			return false;
		}
		return ssw_has_valid_authority( $match[2] );
	}
	if ( preg_match( '#^[/\\\\]{2}#', $url ) ) {
		return ssw_has_valid_authority( $url );
	}
	return true;
}

/**
 * The host part of an http(s) URL: present (for an absolute URL whose rest starts with
 * slashes, or with none: `http:host` is `http://host`), and a port of at most 65535.
 *
 * @param string $rest What follows the scheme, or a protocol-relative URL.
 * @return bool
 */
function ssw_has_valid_authority( $rest ) {
	$rest      = ltrim( $rest, '/\\' );
	$authority = preg_split( '#[/\\\\?\#]#', $rest, 2 )[0];
	$at        = strrpos( $authority, '@' );
	$host_port = false === $at ? $authority : substr( $authority, $at + 1 );
	if ( '' === $host_port ) {
		return false;
	}
	if ( preg_match( '/^(.*?)(?::(\d*))?$/s', $host_port, $parts ) ) {
		if ( '' === $parts[1] ) {
			return false;
		}
		if ( isset( $parts[2] ) && '' !== $parts[2] && (int) $parts[2] > 65535 ) {
			return false;
		}
		if ( preg_match( '/[\x00-\x20#%\/:<>?@\[\\\\\]^|]/', $parts[1] ) && ! preg_match( '/^\[[0-9a-fA-F:.]+\]$/', $parts[1] ) ) {
			return false;
		}
	}
	return true;
}

/**
 * A time zone name that Intl.DateTimeFormat accepts: the IANA names and their aliases, in any
 * letter case, or UTC offsets such as +01:00. PHP's list of names is read from the system's
 * zoneinfo directory, which also holds files that are no zone (leapseconds, tzdata.zi: PHP
 * cannot build them) and zones that ICU, and so Intl, leaves out (Factory, localtime,
 * posixrules, the posix/ and right/ copies): a name counts only when PHP builds it and Intl
 * knows it, so the server can use every zone it lets through.
 *
 * @param string $value The text.
 * @return bool
 */
function ssw_is_time_zone( $value ) {
	static $zones = null;
	if ( '' === $value ) {
		return false;
	}
	if ( 1 === preg_match( '/^[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?$/', $value ) ) {
		return true;
	}
	if ( null === $zones ) {
		$zones = array_change_key_case( array_flip( DateTimeZone::listIdentifiers( DateTimeZone::ALL_WITH_BC ) ) );
	}
	$name = strtolower( $value );
	if ( ! isset( $zones[ $name ] ) || in_array( $name, array( 'factory', 'localtime', 'posixrules' ), true ) || preg_match( '#^(posix|right)/#', $name ) ) {
		return false;
	}
	try {
		new DateTimeZone( $value );
		return true;
	} catch ( Exception $error ) {
		return false;
	}
}
