<?php
/**
 * The site's one read of the media service, for the no-JS cards (includes/server-cards.php) and
 * the widgets' route (includes/media-route.php) alike: its configured host only, no redirect,
 * the JSONP answer taken as JSON and checked to be the shape its call gives (media-calls.json),
 * then kept. One cache for both: transients, or WordPress's object cache when a persistent
 * backend is installed (wp_using_ext_object_cache: Redis, Memcached). An answer is fresh for
 * SSW_MEDIA_CACHE; after that it is still served, stale, while one request reads it again
 * (a lock: the others never queue on the service) and while the service fails, for up to
 * SSW_MEDIA_STALE. A failed read is itself kept for SSW_MEDIA_RETRY, so a service that fails
 * or hangs is asked once per key per SSW_MEDIA_RETRY, by one PHP worker, never for longer than
 * SSW_MEDIA_TIMEOUT.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/** How long an answer of the media service is fresh: served as it is, without a read. */
const SSW_MEDIA_CACHE = 5 * MINUTE_IN_SECONDS;
/** How long a failed read stands before a request reads again (a stale answer or nothing meanwhile). */
const SSW_MEDIA_RETRY = 45;
/** How long past its freshness an answer is still served while a fresh one cannot be had. */
const SSW_MEDIA_STALE = DAY_IN_SECONDS;
/** How long a read of the media service may take, in seconds: a visitor's page waits for it. */
const SSW_MEDIA_TIMEOUT = 2;
/** The object cache's group of the kept answers. */
const SSW_MEDIA_GROUP = 'ssw_media';

/**
 * The calls the widgets make, with their parameters and the shape of their answers
 * (media-calls.json, the bundle's src/media/calls.json).
 *
 * @return array<string, array{answer: string, params: array<string, array>}>
 */
function ssw_media_calls() {
	static $calls = null;
	if ( null === $calls ) {
		$table = json_decode( (string) file_get_contents( SSW_DIR . '/media-calls.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
		$calls = is_array( $table['calls'] ?? null ) ? $table['calls'] : array();
	}
	return $calls;
}

/**
 * One call of the media service (spec section 7), or null when none can be had just now: it
 * fails and nothing is kept, or another request is reading it (the block's empty state).
 *
 * @param string $call   GetMediaItems, ...
 * @param array  $params Its parameters (lists comma-joined, booleans as true/false).
 * @return array|null The answer, decoded.
 */
function ssw_media_call( $call, $params ) {
	$entry = ssw_media_entry( $call, $params );
	return is_wp_error( $entry ) || ! is_array( $entry['answer'] ) ? null : $entry['answer'];
}

/**
 * One call's answer as the site keeps it, read from the service when it is not fresh.
 *
 * @param string $call   GetMediaItems, ...
 * @param array  $params Its parameters.
 * @return array{answer: mixed, fresh: int, saved: int}|WP_Error ssw-unconfigured (no service
 *         saved), ssw-busy (another request is reading it and nothing is kept) or ssw-failed.
 */
function ssw_media_entry( $call, $params ) {
	$url = ssw_media_url( $call, $params );
	if ( null === $url ) {
		return new WP_Error( 'ssw-unconfigured', 'No media service URL is saved.' );
	}
	$key  = 'ssw_media_' . md5( $url );
	$kept = ssw_media_kept( $key );
	if ( null !== $kept && $kept['fresh'] > time() ) {
		return $kept['ok'] ? $kept : new WP_Error( 'ssw-failed', 'The media service failed just now.' );
	}
	// One read at a time: the others serve what is kept, or nothing, at once.
	if ( ! ssw_media_lock( $key ) ) {
		return null !== $kept && $kept['ok'] ? $kept : new WP_Error( 'ssw-busy', 'The media service is being read.' );
	}
	$read = ssw_media_get( $url, ssw_media_calls()[ $call ]['answer'] ?? '' );
	$now  = time();
	if ( ! is_wp_error( $read ) ) {
		$kept = array(
			'ok'     => true,
			'answer' => $read[0],
			'fresh'  => $now + SSW_MEDIA_CACHE,
			'saved'  => $now,
		);
	} elseif ( null !== $kept && $kept['ok'] ) {
		// The stale answer stands; the next read is tried after SSW_MEDIA_RETRY.
		$kept['fresh'] = $now + SSW_MEDIA_RETRY;
	} else {
		$kept = array(
			'ok'     => false,
			'answer' => null,
			'fresh'  => $now + SSW_MEDIA_RETRY,
			'saved'  => $now,
		);
	}
	$until = $kept['ok'] ? $kept['saved'] + SSW_MEDIA_CACHE + SSW_MEDIA_STALE : $kept['fresh'];
	ssw_media_keep( $key, $kept, max( 1, $until - $now ) );
	ssw_media_unlock( $key );
	return $kept['ok'] ? $kept : new WP_Error( 'ssw-failed', is_wp_error( $read ) ? $read->get_error_message() : '' );
}

/**
 * What is kept under $key, or null (nothing, or a value an older version kept).
 *
 * @param string $key The call's key.
 * @return array{ok: bool, answer: mixed, fresh: int, saved: int}|null
 */
function ssw_media_kept( $key ) {
	$kept = wp_using_ext_object_cache() ? wp_cache_get( $key, SSW_MEDIA_GROUP ) : get_transient( $key );
	return is_array( $kept ) && isset( $kept['ok'], $kept['fresh'], $kept['saved'] ) && array_key_exists( 'answer', $kept ) ? $kept : null;
}

/**
 * Keeps $entry under $key for $seconds.
 *
 * @param string $key     The call's key.
 * @param array  $entry   What to keep.
 * @param int    $seconds How long.
 */
function ssw_media_keep( $key, $entry, $seconds ) {
	if ( wp_using_ext_object_cache() ) {
		wp_cache_set( $key, $entry, SSW_MEDIA_GROUP, $seconds );
	} else {
		set_transient( $key, $entry, $seconds );
	}
}

/**
 * The address of one call of the configured media service, or null when none is saved. The
 * parameters go in media-calls.json's order, the bundle's, so that the same question asked by
 * a page and by a widget is one key.
 *
 * @param string $call   GetMediaItems, ...
 * @param array  $params Its parameters (lists comma-joined, booleans as true/false).
 * @return string|null
 */
function ssw_media_url( $call, $params ) {
	$base = ssw_config()['mediaServiceUrl'] ?? null;
	if ( ! is_string( $base ) || '' === $base ) {
		return null;
	}
	if ( ! preg_match( '#^https?://#i', $base ) ) {
		$base = home_url( '/' . ltrim( $base, '/' ) );
	}
	$order = ssw_media_calls()[ $call ]['params'] ?? array();
	$query = array();
	foreach ( array_merge( array_intersect_key( $order, $params ), $params ) as $name => $value ) {
		$query[ $name ] = is_array( $value ) ? implode( ',', $value ) : ( is_bool( $value ) ? ( $value ? 'true' : 'false' ) : (string) $value );
	}
	$query['callback'] = 'ssw';
	return rtrim( $base, '/' ) . '/' . $call . '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
}

/**
 * The media service's answer at $url as an array (what the cards and the settings' check read),
 * or why there is none (ssw_media_get).
 *
 * @param string $url The call's address.
 * @return array|WP_Error
 */
function ssw_media_fetch( $url ) {
	$read = ssw_media_get( $url, '' );
	if ( is_wp_error( $read ) ) {
		return $read;
	}
	return is_array( $read[0] ) ? $read[0] : new WP_Error( 'ssw-answer', 'not a JSONP answer of JSON' );
}

/**
 * The media service's answer at $url, boxed (null is an answer: no such item), or why there is
 * none (the settings' check of the service tells the administrator): ssw-unreachable,
 * ssw-status (data: the HTTP status) or ssw-answer (not JSONP of JSON, or not the shape
 * $shape of media-calls.json). The service is the administrator's choice (Settings,
 * mediaServiceUrl) and may be on this machine or the school's network, which
 * wp_safe_remote_get refuses: exactly its host and port are let through, for this read only.
 * No redirect is followed (a 3xx is a failure), so the site never reads another address for it.
 *
 * @param string $url   The call's address.
 * @param string $shape The answer's shape: items, texts, objects, object, or '' for any.
 * @return array{0: mixed}|WP_Error
 */
function ssw_media_get( $url, $shape ) {
	ssw_media_reading( $url );
	add_filter( 'http_request_host_is_external', 'ssw_media_host_is_external', 10, 3 );
	add_filter( 'http_allowed_safe_ports', 'ssw_media_safe_ports', 10, 3 );
	$response = wp_safe_remote_get(
		$url,
		array(
			'timeout'     => SSW_MEDIA_TIMEOUT,
			'redirection' => 0,
		)
	);
	remove_filter( 'http_request_host_is_external', 'ssw_media_host_is_external', 10 );
	remove_filter( 'http_allowed_safe_ports', 'ssw_media_safe_ports', 10 );
	ssw_media_reading( null );
	if ( is_wp_error( $response ) ) {
		return new WP_Error( 'ssw-unreachable', $response->get_error_message() );
	}
	$status = wp_remote_retrieve_response_code( $response );
	if ( 200 !== $status ) {
		return new WP_Error( 'ssw-status', (string) $status, $status );
	}
	// The JSONP answer: ssw(<JSON>); read as the JSON inside. An ASP.NET service writes
	// /**/ssw("<JSON>"): a comment first, and the JSON as a JSON string (src/media/jsonp.ts
	// reads both, as a browser runs both).
	if ( ! preg_match( '#^\s*(?:/\*\*/\s*)?ssw\((.*)\)\s*;?\s*$#s', wp_remote_retrieve_body( $response ), $match ) ) {
		return new WP_Error( 'ssw-answer', 'not a JSONP answer' );
	}
	$answer = json_decode( $match[1], true );
	if ( is_string( $answer ) ) {
		$answer = json_decode( $answer, true );
	}
	if ( JSON_ERROR_NONE !== json_last_error() ) {
		return new WP_Error( 'ssw-answer', 'not a JSONP answer of JSON' );
	}
	return ssw_media_answer_is( $shape, $answer ) ? array( $answer ) : new WP_Error( 'ssw-answer', 'not the answer of its call' );
}

/**
 * The media service's address being read now (ssw_media_get), set with $url and let go with
 * null; the host and port it allows are that address's only, for that read only.
 *
 * @param string|null|false $url The address read from now, null when the read is over, false
 *                               (the default) to ask.
 * @return array|null The address's parts while it is read.
 */
function ssw_media_reading( $url = false ) {
	static $reading = null;
	if ( false !== $url ) {
		$reading = null === $url ? null : wp_parse_url( $url );
	}
	return is_array( $reading ) ? $reading : null;
}

/**
 * Whether $asked is the media service being read: its host and port.
 *
 * @param string $asked The address WordPress is asked for.
 * @return bool
 */
function ssw_media_is_read( $asked ) {
	$service = ssw_media_reading();
	$parts   = wp_parse_url( $asked );
	return null !== $service && is_array( $parts ) && strtolower( $parts['host'] ?? '' ) === strtolower( $service['host'] ?? '' )
		&& ( $parts['port'] ?? null ) === ( $service['port'] ?? null );
}

/**
 * The media service being read is let through wp_safe_remote_get() (it may be on this machine
 * or the school's network): http_request_host_is_external, during ssw_media_get only.
 *
 * @param bool   $external Whether WordPress takes the host as external.
 * @param string $host     The host.
 * @param string $asked    The address.
 * @return bool
 */
function ssw_media_host_is_external( $external, $host, $asked ) {
	return $external || ssw_media_is_read( $asked );
}

/**
 * The media service's own port, let through: http_allowed_safe_ports, during ssw_media_get.
 *
 * @param int[]  $ports The ports allowed.
 * @param string $host  The host.
 * @param string $asked The address.
 * @return int[]
 */
function ssw_media_safe_ports( $ports, $host, $asked ) {
	$service = ssw_media_reading();
	return ssw_media_is_read( $asked ) && isset( $service['port'] ) ? array_merge( (array) $ports, array( $service['port'] ) ) : $ports;
}

/**
 * Whether an answer has the shape its call gives (media-calls.json, "answer"): items, texts
 * and objects are lists (their entries are read one by one, as the bundle reads them: one it
 * cannot read is left out there), object an object or null. '' takes any JSON.
 *
 * @param string $shape  The call's answer shape.
 * @param mixed  $answer The answer, decoded.
 * @return bool
 */
function ssw_media_answer_is( $shape, $answer ) {
	$is_list = is_array( $answer ) && array_values( $answer ) === $answer;
	switch ( $shape ) {
		case 'items':
		case 'texts':
		case 'objects':
			return $is_list;
		case 'object':
			return null === $answer || ( is_array( $answer ) && ( array() === $answer || ! $is_list ) );
		default:
			return true;
	}
}

/**
 * Takes the lock of one media read: a row of the options table, which every PHP process
 * shares (an object cache may be per process). INSERT IGNORE is atomic where add_option is
 * not (its INSERT ... ON DUPLICATE KEY UPDATE lets two requests both "add" the row).
 *
 * @param string $key The read's cache key.
 * @return bool Whether this request took it.
 */
function ssw_media_lock( $key ) {
	global $wpdb;
	$name = $key . '_lock';
	// A lock whose request died before its unlock: past its expiry, it is dropped.
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a lock must not be cached.
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value < %d", $name, time() ) );
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic insert, no WordPress API is.
	return 1 === $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %d, 'no')", $name, time() + SSW_MEDIA_TIMEOUT + 5 ) );
}

/**
 * Drops the lock of ssw_media_lock.
 *
 * @param string $key The read's cache key.
 */
function ssw_media_unlock( $key ) {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the lock's row, never cached.
	$wpdb->delete( $wpdb->options, array( 'option_name' => $key . '_lock' ) );
}
