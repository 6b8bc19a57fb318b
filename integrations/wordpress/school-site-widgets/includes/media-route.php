<?php
/**
 * The widgets' media calls through the site: GET /wp-json/school-site-widgets/v1/media/{call}
 * answers each call of media-calls.json as JSON, from the site's read of the service
 * (includes/media-cache.php). Visitors' pages ask it (the page config's mediaTransport "json")
 * rather than the service itself: no script of the service's origin runs in them, a strict
 * Content Security Policy needs no other origin, the visitor's address stays with the site, and
 * every visitor's question is one read of the service per SSW_MEDIA_CACHE.
 *
 * Only the table's calls and parameters pass: FeedIds only of the configured feeds, numbers
 * within their bounds, texts within their length; a parameter the table does not list is
 * dropped. The answer is public (asked without cookies, the same for everyone): it carries
 * Cache-Control (max-age for its freshness, stale-while-revalidate), an ETag and answers 304,
 * so that a browser, a page cache or a CDN may keep it (README, "Behind a page cache or CDN").
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/** The plugin's REST namespace. */
const SSW_REST_NAMESPACE = 'school-site-widgets/v1';

/**
 * The media route: GET /school-site-widgets/v1/media/{call}, public.
 */
function ssw_register_media_route() {
	register_rest_route(
		SSW_REST_NAMESPACE,
		'/media/(?P<call>[A-Za-z]+)',
		array(
			'methods'             => 'GET',
			'callback'            => 'ssw_media_route',
			// Public: the answers are the site's public media, the same for every visitor.
			'permission_callback' => '__return_true',
		)
	);
}
add_action( 'rest_api_init', 'ssw_register_media_route' );

/**
 * The route's address with {call} where a call's name goes, as a path of the site (the page's
 * own origin, whichever of the site's hosts it was asked on).
 *
 * @return string
 */
function ssw_media_route_url() {
	$url = wp_parse_url( rest_url( SSW_REST_NAMESPACE . '/media/{call}' ) );
	return ( $url['path'] ?? '/' ) . ( isset( $url['query'] ) ? '?' . $url['query'] : '' );
}

/**
 * Visitors' pages ask the route: the page config names it, with the JSON transport.
 *
 * @param array $config The page config.
 * @return array
 */
function ssw_media_route_config( $config ) {
	if ( isset( $config['mediaServiceUrl'] ) ) {
		$config['mediaServiceUrl'] = ssw_media_route_url();
		$config['mediaTransport']  = 'json';
	}
	return $config;
}
add_filter( 'ssw_page_config', 'ssw_media_route_config', 5 );

/**
 * One call, answered.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function ssw_media_route( $request ) {
	// The REST API's _fields would pick keys out of the answer after this callback, and stops
	// PHP on an answer sent as it is (its bytes: the ETag's). Not a parameter of the calls.
	$request->set_param( '_fields', null );
	$call  = (string) $request['call'];
	$calls = ssw_media_calls();
	if ( ! isset( $calls[ $call ] ) ) {
		return new WP_Error( 'ssw_unknown_call', sprintf( '%s is not a call the widgets make.', $call ), array( 'status' => 404 ) );
	}
	$params = ssw_media_route_params( $calls[ $call ]['params'], $request->get_query_params() );
	if ( is_wp_error( $params ) ) {
		return $params;
	}
	$entry = ssw_media_entry( $call, $params );
	if ( is_wp_error( $entry ) ) {
		return ssw_media_route_failure( $entry );
	}
	$body     = (string) wp_json_encode( $entry['answer'], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	$etag     = '"' . md5( $body ) . '"';
	$asked    = (string) $request->get_header( 'if_none_match' );
	$matches  = in_array( $etag, array_map( 'trim', explode( ',', $asked ) ), true );
	$response = new WP_REST_Response( $matches ? null : $body, $matches ? 304 : 200 );
	$response->header( 'ETag', $etag );
	$response->header( 'Cache-Control', sprintf( 'public, max-age=%d, stale-while-revalidate=%d', max( 0, $entry['fresh'] - time() ), SSW_MEDIA_STALE ) );
	return $response;
}

/**
 * Why a call has no answer, as the route says it: 503 while another request reads the service
 * for the first time (Retry-After: the JSON transport asks again), 502 when the service fails
 * and nothing is kept, 503 when no service is saved. None is kept by a cache.
 *
 * @param WP_Error $error ssw-busy, ssw-failed or ssw-unconfigured.
 * @return WP_REST_Response
 */
function ssw_media_route_failure( $error ) {
	$code     = $error->get_error_code();
	$status   = 'ssw-failed' === $code ? 502 : 503;
	$response = new WP_REST_Response(
		array(
			'code'    => str_replace( '-', '_', $code ),
			'message' => $error->get_error_message(),
		),
		$status
	);
	$response->header( 'Cache-Control', 'no-store' );
	if ( 'ssw-busy' === $code ) {
		$response->header( 'Retry-After', '1' );
	}
	return $response;
}

/**
 * The call's parameters from the query, each checked by its rule of media-calls.json, in the
 * table's order; a parameter the table does not list is dropped.
 *
 * @param array<string, array> $rules The call's parameters.
 * @param array                $query The request's query.
 * @return array<string, mixed>|WP_Error The parameters, or a 400 naming the first bad one.
 */
function ssw_media_route_params( $rules, $query ) {
	$params = array();
	foreach ( $rules as $name => $rule ) {
		if ( ! isset( $query[ $name ] ) ) {
			if ( ! empty( $rule['required'] ) ) {
				return ssw_media_route_refusal( $name, 'is required' );
			}
			continue;
		}
		$value = $query[ $name ];
		$read  = is_string( $value ) ? ssw_media_route_value( $rule, $value ) : null;
		if ( null === $read ) {
			return ssw_media_route_refusal( $name, ssw_media_route_expected( $rule ) );
		}
		$params[ $name ] = $read;
	}
	return $params;
}

/**
 * One parameter's value read by its rule, or null when the rule refuses it.
 *
 * @param array  $rule  Its rule: type and bounds.
 * @param string $value As sent.
 * @return mixed
 */
function ssw_media_route_value( $rule, $value ) {
	switch ( $rule['type'] ) {
		case 'ids':
			$ids = explode( ',', $value );
			foreach ( $ids as $id ) {
				if ( ! ssw_media_route_feed( $id ) ) {
					return null;
				}
			}
			// No more than the site has: a list of one feed a thousand times is no question.
			return count( $ids ) <= count( ssw_media_route_feeds() ) ? array_map( 'intval', $ids ) : null;
		case 'id':
			return ssw_media_route_feed( $value ) ? (int) $value : null;
		case 'integer':
			return preg_match( '/^\d{1,16}$/D', $value ) && (int) $value >= $rule['minimum'] && (int) $value <= $rule['maximum'] ? (int) $value : null;
		case 'boolean':
			return 'true' === $value || 'false' === $value ? $value : null;
		case 'choice':
			return in_array( $value, $rule['values'], true ) ? $value : null;
		case 'token':
			return preg_match( '/^[A-Za-z0-9_-]+$/D', $value ) && strlen( $value ) <= $rule['maxLength'] ? $value : null;
		case 'text':
			return ssw_media_route_text( $value, $rule['maxLength'] ) ? $value : null;
		case 'words':
			$words = explode( ',', $value );
			foreach ( $words as $word ) {
				if ( '' === $word || ! ssw_media_route_text( $word, $rule['maxLength'] ) ) {
					return null;
				}
			}
			return count( $words ) <= $rule['maxItems'] ? $words : null;
	}
	return null;
}

/**
 * Whether a text is UTF-8 of at most $length characters, with no control character.
 *
 * @param string $text   The text.
 * @param int    $length Its most characters.
 * @return bool
 */
function ssw_media_route_text( $text, $length ) {
	return 1 === preg_match( '/^[^\p{Cc}]*$/uD', $text ) && mb_strlen( $text, 'UTF-8' ) <= $length;
}

/**
 * Whether a FeedId is one of the site's: a feed of the configured groups or schools.
 *
 * @param string $id As sent.
 * @return bool
 */
function ssw_media_route_feed( $id ) {
	return 1 === preg_match( '/^\d{1,16}$/D', $id ) && in_array( (int) $id, ssw_media_route_feeds(), true );
}

/**
 * The site's feeds: those of the configured groups and schools.
 *
 * @return int[]
 */
function ssw_media_route_feeds() {
	static $feeds = null;
	if ( null === $feeds ) {
		$feeds = ssw_feed_ids( '' );
		foreach ( ssw_schools() as $school ) {
			$feeds = array_merge( $feeds, $school['feeds'] );
		}
		$feeds = array_values( array_unique( $feeds ) );
	}
	return $feeds;
}

/**
 * What a rule takes, in words.
 *
 * @param array $rule The rule.
 * @return string
 */
function ssw_media_route_expected( $rule ) {
	switch ( $rule['type'] ) {
		case 'ids':
			return 'must list feeds of this site';
		case 'id':
			return 'must be a feed of this site';
		case 'integer':
			return sprintf( 'must be a whole number from %d to %d', $rule['minimum'], $rule['maximum'] );
		case 'boolean':
			return 'must be true or false';
		case 'choice':
			return 'must be ' . implode( ' or ', $rule['values'] );
		case 'words':
			return sprintf( 'must be at most %d names of at most %d characters', $rule['maxItems'], $rule['maxLength'] );
		default:
			return sprintf( 'must be a text of at most %d characters', $rule['maxLength'] );
	}
}

/**
 * A 400 naming a bad parameter.
 *
 * @param string $name The parameter.
 * @param string $why  What it must be.
 * @return WP_Error
 */
function ssw_media_route_refusal( $name, $why ) {
	return new WP_Error( 'ssw_bad_parameter', sprintf( '%s %s.', $name, $why ), array( 'status' => 400 ) );
}

/**
 * The route's answer is sent as it is: its exact bytes are what the ETag names, and no
 * `_envelope`, `_fields` or `_jsonp` of the REST API changes them.
 *
 * @param bool             $served  Whether the answer has been sent.
 * @param WP_HTTP_Response $result  The answer.
 * @param WP_REST_Request  $request The request.
 * @return bool
 */
function ssw_serve_media_route( $served, $result, $request ) {
	if ( $served || 0 !== strpos( $request->get_route(), '/' . SSW_REST_NAMESPACE . '/media/' ) ) {
		return $served;
	}
	$body = $result->get_data();
	if ( 304 === $result->get_status() ) {
		return true;
	}
	if ( is_string( $body ) ) {
		echo $body; // phpcs:ignore WordPress.Security.EscapeOutput -- JSON served as application/json, the REST API's own type.
		return true;
	}
	return $served;
}
add_filter( 'rest_pre_serve_request', 'ssw_serve_media_route', 10, 3 );
