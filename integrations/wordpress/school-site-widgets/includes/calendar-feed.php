<?php
/**
 * The calendar's subscription feeds (issue 50; widgets/calendar/README.md, "Subscribe"):
 * GET /wp-json/school-site-widgets/v1/calendar.ics, an iCalendar feed of the coming events for
 * the whole group, `?school=` one school of the config, `?category=` one category of the media
 * service, `?lang=` en, fr or ar (none: the site's language), as the demo's /fr/ and /ar/ feeds.
 * A calendar app subscribes to it as https:// or webcal://.
 *
 * The events are the calendar's own call (ssw_calendar_days asks the same question), read
 * through the site's one cache of the service (includes/media-cache.php); the feed is the
 * bundle's rule in its PHP port (includes/rules/ical-feed.php), with what every iCalendar file
 * says besides its events, its London VTIMEZONE among it, from the bundle's data
 * (src/format/ics-calendar.json, the build's copy). Public and read-only, like the
 * media route: the same for every visitor, with an ETag, Last-Modified and 304.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/** The feed's route, under the plugin's REST namespace. */
const SSW_CALENDAR_FEED_ROUTE = '/calendar.ics';

/**
 * The feed's route: public (the site's public events), its three parameters checked by the REST
 * API before the callback runs (a bad one: 400).
 */
function ssw_register_calendar_feed() {
	register_rest_route(
		SSW_REST_NAMESPACE,
		SSW_CALENDAR_FEED_ROUTE,
		array(
			'methods'             => 'GET',
			'callback'            => 'ssw_calendar_feed',
			// Public: the site's coming events, the same for every visitor.
			'permission_callback' => '__return_true',
			'args'                => array(
				'school'   => array(
					'description'       => 'A school of the config (its slug); none for the whole group.',
					'type'              => 'string',
					'default'           => '',
					'sanitize_callback' => 'sanitize_key',
					'validate_callback' => 'ssw_calendar_feed_school_is_known',
				),
				'category' => array(
					'description' => 'A category of the media service (its id); none for every category.',
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => 999999999,
				),
				'lang'     => array(
					'description' => "The feed's language: one of the widgets' (en, fr, ar); none for the site's.",
					'type'        => 'string',
					'enum'        => SSW_LANGUAGES,
				),
			),
		)
	);
}
add_action( 'rest_api_init', 'ssw_register_calendar_feed' );

/**
 * Whether `school` names a school of the config, or none.
 *
 * @param mixed $value As sent.
 * @return bool
 */
function ssw_calendar_feed_school_is_known( $value ) {
	return is_string( $value ) && ( '' === $value || isset( ssw_schools()[ sanitize_key( $value ) ] ) );
}

/**
 * The feed's address for a school and a category (none: '' and 0), absolute: what the
 * calendar's Subscribe menu and its no-JavaScript link offer. It names the page's language
 * unless English, so a subscription keeps the words it was offered in (the widget keeps
 * `lang` in the links it makes of it).
 *
 * @param string $school   A school's slug, or ''.
 * @param int    $category A category's id, or 0.
 * @return string
 */
function ssw_calendar_feed_url( $school = '', $category = 0 ) {
	$language = ssw_site_language();
	return add_query_arg(
		array_filter(
			array(
				'school'   => $school,
				'category' => $category,
				'lang'     => 'en' !== $language ? $language : '',
			)
		),
		rest_url( SSW_REST_NAMESPACE . SSW_CALENDAR_FEED_ROUTE )
	);
}

/**
 * What every iCalendar file says besides its events: its first lines, its zone and the zone's
 * VTIMEZONE (src/format/ics-calendar.json, copied beside this plugin by the build), as the
 * bundle's .ics and feeds say it. Null when the build has not laid the file.
 *
 * @return array{head: string[], timeZone: string, vtimezone: string[]}|null
 */
function ssw_ics_calendar() {
	static $calendar = null;
	if ( null === $calendar ) {
		$json     = wp_json_file_decode( SSW_DIR . '/ics-calendar.json', array( 'associative' => true ) );
		$calendar = is_array( $json ) && is_string( $json['timeZone'] ?? null ) ? $json : false;
	}
	return false === $calendar ? null : $calendar;
}

/**
 * An item of the calendar's answer with the fields a feed adds to the cards' (ssw_media_item):
 * its description, address, coordinates, update date and category ids, by the wire's readers.
 *
 * @param array $sent The item as the service sent it.
 * @return array
 */
function ssw_calendar_feed_item( $sent ) {
	$coordinate = static fn( $value ) => ( is_int( $value ) || is_float( $value ) || ( is_string( $value ) && is_numeric( $value ) ) ) ? (float) $value : null;
	return array_merge(
		ssw_media_item( $sent, true ),
		array(
			'Description'    => ssw_wire_text( $sent['Description'] ?? null ),
			'LocationAdress' => ssw_wire_name( $sent['LocationAdress'] ?? null ),
			'Latitude'       => $coordinate( $sent['Latitude'] ?? null ),
			'Longitude'      => $coordinate( $sent['Longitude'] ?? null ),
			'LastUpdateDate' => ssw_wire_date( $sent['LastUpdateDate'] ?? null ),
			'Category1Id'    => ssw_wire_count( $sent['Category1Id'] ?? null ),
			'Category2Id'    => ssw_wire_count( $sent['Category2Id'] ?? null ),
		)
	);
}

/**
 * The feed.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function ssw_calendar_feed( $request ) {
	$school   = (string) $request['school'];
	$category = null === $request['category'] ? null : (int) $request['category'];
	$language = null === $request['lang'] ? ssw_site_language() : (string) $request['lang'];
	$ids      = ssw_school_feed_ids( ssw_feed_ids( 'events' ), $school );
	if ( null === ssw_ics_calendar() ) {
		return new WP_Error( 'ssw_not_built', 'The plugin lacks its build (ics-calendar.json).', array( 'status' => 500 ) );
	}
	if ( array() === $ids ) {
		return new WP_Error( 'ssw_no_events', 'This site lists no events.', array( 'status' => 404 ) );
	}
	// The calendar's own question (ssw_calendar_days): one entry of the cache for both.
	$entry = ssw_media_entry(
		'GetMediaItems',
		array(
			'FeedIds'    => $ids,
			'skip'       => 0,
			'take'       => 1000,
			'IsExtended' => true,
		)
	);
	if ( is_wp_error( $entry ) ) {
		return ssw_media_route_failure( $entry );
	}
	// The feed of this answer, this choice and this site, kept as long as the answer is fresh:
	// a year of events is about a second of PHP, and every subscriber's app asks each hour.
	$key  = 'ssw_media_feed_' . md5( serialize( array( $entry['answer'], $school, $category, $language, determine_locale(), home_url(), get_bloginfo( 'name' ), ssw_schools(), ssw_media_page_site_path() ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- a cache key of data the site read, never unserialized.
	$kept = ssw_media_kept( $key );
	if ( null === $kept ) {
		$kept = array(
			'ok'     => true,
			'answer' => ssw_calendar_feed_body( $entry, $school, $category, $language ),
			'fresh'  => (int) $entry['fresh'],
			'saved'  => (int) $entry['saved'],
		);
		ssw_media_keep( $key, $kept, SSW_MEDIA_CACHE );
	}
	return ssw_calendar_feed_response( $kept['answer']['body'], $kept['answer']['modified'], $request );
}

/**
 * The feed of one answer of the calendar's call, for a school and a category, in a language:
 * its name (X-WR-CALNAME: the site's, then Events, the school or All schools, the category as
 * the service names it) and an untitled event's word.
 *
 * @param array    $entry    The answer as the site keeps it (ssw_media_entry).
 * @param string   $school   A school's slug, or ''.
 * @param int|null $category A category's id, or null.
 * @param string   $language en, fr or ar.
 * @return array{body: string, modified: int} The feed, and when it last changed (seconds).
 */
function ssw_calendar_feed_body( $entry, $school, $category, $language ) {
	$events  = array();
	$updated = (int) $entry['saved'];
	$names   = array();
	foreach ( array_filter( (array) $entry['answer'], 'is_array' ) as $sent ) {
		$item = ssw_calendar_feed_item( $sent );
		$href = ssw_card_link( $item, ssw_item_type_table(), ssw_media_page_site_path(), '/' )['href'];
		// The share URL, absolute (a calendar app has no page to resolve it against).
		$url      = null !== $href && 0 === strpos( $href, '/' ) && 0 !== strpos( $href, '//' ) ? home_url( $href ) : $href;
		$events[] = array(
			'item' => $item,
			'url'  => $url,
		);
		$changed  = ssw_instant( $item['LastUpdateDate'] );
		$updated  = null === $changed ? $updated : max( $updated, intdiv( $changed, 1000 ) );
		foreach ( array( 1, 2 ) as $which ) {
			$names[ $item[ "Category{$which}Id" ] ] = $item[ "Category{$which}" ];
		}
	}
	$schools = ssw_schools();
	$words   = ssw_in_language(
		$language,
		static fn() => array(
			'Events'      => __( 'Events', 'school-site-widgets' ),
			'All schools' => __( 'All schools', 'school-site-widgets' ),
			'Event'       => __( 'Event', 'school-site-widgets' ),
		)
	);
	$name    = array_filter(
		array(
			get_bloginfo( 'name' ),
			$words['Events'],
			'' !== $school ? $schools[ $school ]['name'] : $words['All schools'],
			null !== $category ? (string) ( $names[ $category ] ?? '' ) : '',
		)
	);
	$body    = ssw_ical_feed(
		$events,
		array(
			'now'          => ssw_iso( ssw_now_ms() ),
			'stamp'        => ssw_iso( (int) $entry['saved'] * 1000 ),
			'uidDomain'    => (string) wp_parse_url( home_url(), PHP_URL_HOST ),
			'calendarName' => implode( ' · ', $name ),
			'category'     => $category,
		),
		array( 'messages' => array( 'Event' => $words['Event'] ) ),
		ssw_ics_calendar()
	);
	return array(
		'body'     => (string) $body,
		'modified' => $updated,
	);
}

/**
 * The feed as sent: text/calendar, public for SSW_MEDIA_CACHE, and 304 for the app that has
 * this one (If-None-Match; else If-Modified-Since).
 *
 * @param string          $body     The feed.
 * @param int             $modified When it last changed, seconds since 1970.
 * @param WP_REST_Request $request  The request.
 * @return WP_REST_Response
 */
function ssw_calendar_feed_response( $body, $modified, $request ) {
	$etag  = '"' . md5( $body ) . '"';
	$asked = (string) $request->get_header( 'if_none_match' );
	$since = strtotime( (string) $request->get_header( 'if_modified_since' ) );
	$same  = '' !== $asked ? in_array( $etag, array_map( 'trim', explode( ',', $asked ) ), true ) : ( false !== $since && $since >= $modified );
	// The REST API would send it as JSON: ssw_serve_calendar_feed sends its bytes.
	$response = new WP_REST_Response( $same ? null : $body, $same ? 304 : 200 );
	$response->header( 'Content-Type', 'text/calendar; charset=utf-8' );
	$response->header( 'Content-Disposition', 'inline; filename="events.ics"' );
	$response->header( 'ETag', $etag );
	$response->header( 'Last-Modified', gmdate( 'D, d M Y H:i:s', $modified ) . ' GMT' );
	$response->header( 'Cache-Control', sprintf( 'public, max-age=%d', SSW_MEDIA_CACHE ) );
	return $response;
}

/**
 * The feed is sent as it is, not as JSON: its bytes are what the ETag names.
 *
 * @param bool             $served  Whether the answer has been sent.
 * @param WP_HTTP_Response $result  The answer.
 * @param WP_REST_Request  $request The request.
 * @return bool
 */
function ssw_serve_calendar_feed( $served, $result, $request ) {
	$feed = '/' . SSW_REST_NAMESPACE . SSW_CALENDAR_FEED_ROUTE === $request->get_route();
	if ( $served || ! $feed || ( ! is_string( $result->get_data() ) && 304 !== $result->get_status() ) ) {
		return $served;
	}
	if ( 200 === $result->get_status() ) {
		echo $result->get_data(); // phpcs:ignore WordPress.Security.EscapeOutput -- text/calendar, every value escaped as RFC 5545 TEXT by ssw_ical_feed.
	}
	return true;
}
add_filter( 'rest_pre_serve_request', 'ssw_serve_calendar_feed', 10, 3 );
