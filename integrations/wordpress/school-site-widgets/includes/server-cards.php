<?php
/**
 * The media hub's and calendar's cards in the server markup, for visitors without JavaScript
 * (and the first paint of everyone else): the media service read from PHP (its configured
 * host only, no redirect, one read at a time), its JSONP answer taken as JSON, kept five
 * minutes in a transient. A failed call gives the block's empty state, never a PHP error on
 * the page, and is itself kept briefly. The markup is the cards' of the widgets' READMEs
 * (the demo's demo/pages/media-markup.mjs writes the same).
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/** How long an answer of the media service is kept. */
const SSW_MEDIA_CACHE = 5 * MINUTE_IN_SECONDS;
/** How long a failed read of the media service is kept (the block's empty state meanwhile). */
const SSW_MEDIA_RETRY = 45;
/** The cached value of a failed read. */
const SSW_MEDIA_FAILED = 'failed';
/** How long a read of the media service may take, in seconds: a visitor's page waits for it. */
const SSW_MEDIA_TIMEOUT = 2;
/** The card grid's column width, for the browser's pick from srcset (src/ui/cards/cards.css). */
const SSW_CARD_SIZES = '(min-width: 1100px) 25vw, (min-width: 560px) 50vw, calc(100vw - 3rem)';

/**
 * One call of the media service (spec section 7), or null when it fails or another request
 * is reading it just now (the block's empty state either way).
 *
 * @param string $call   GetMediaItems, ...
 * @param array  $params Its parameters (lists comma-joined, booleans as true/false).
 * @return array|null The answer, decoded.
 */
function ssw_media_call( $call, $params ) {
	$url = ssw_media_url( $call, $params );
	if ( null === $url ) {
		return null;
	}
	$key = 'ssw_media_' . md5( $url );
	// An answer (an array), or a failure (SSW_MEDIA_FAILED) kept briefly: a service that
	// hangs costs one read per SSW_MEDIA_RETRY, not SSW_MEDIA_TIMEOUT on every view.
	$cached = get_transient( $key );
	if ( false !== $cached ) {
		return is_array( $cached ) ? $cached : null;
	}
	// One read at a time: the others do not queue on the service, each holding a PHP worker.
	if ( ! ssw_media_lock( $key ) ) {
		return null;
	}
	$answer = ssw_media_read( $url );
	set_transient( $key, $answer ?? SSW_MEDIA_FAILED, null === $answer ? SSW_MEDIA_RETRY : SSW_MEDIA_CACHE );
	ssw_media_unlock( $key );
	return $answer;
}

/**
 * The address of one call of the configured media service, or null when none is saved.
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
	$query = array();
	foreach ( $params as $name => $value ) {
		$query[ $name ] = is_array( $value ) ? implode( ',', $value ) : ( is_bool( $value ) ? ( $value ? 'true' : 'false' ) : (string) $value );
	}
	$query['callback'] = 'ssw';
	return rtrim( $base, '/' ) . '/' . $call . '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
}

/**
 * The media service's answer at $url, or null (ssw_media_fetch).
 *
 * @param string $url The call's address.
 * @return array|null
 */
function ssw_media_read( $url ) {
	$answer = ssw_media_fetch( $url );
	return is_wp_error( $answer ) ? null : $answer;
}

/**
 * The media service's answer at $url, or why there is none (the settings' check of the service
 * tells the administrator): ssw-unreachable, ssw-status (data: the HTTP status) or ssw-answer.
 * The service is the administrator's choice (Settings, mediaServiceUrl) and may be on this
 * machine or the school's network, which wp_safe_remote_get refuses: exactly its host and port
 * are let through, for this read only. No redirect is followed (a 3xx is a failure), so the
 * site never reads another address for it.
 *
 * @param string $url The call's address.
 * @return array|WP_Error
 */
function ssw_media_fetch( $url ) {
	$service  = wp_parse_url( $url );
	$is_it    = static function ( $asked ) use ( $service ) {
		$parts = wp_parse_url( $asked );
		return is_array( $parts ) && strtolower( $parts['host'] ?? '' ) === strtolower( $service['host'] ?? '' )
			&& ( $parts['port'] ?? null ) === ( $service['port'] ?? null );
	};
	$external = static function ( $external, $host, $asked ) use ( $is_it ) {
		return $external || $is_it( $asked );
	};
	$ports    = static function ( $ports, $host, $asked ) use ( $is_it, $service ) {
		return $is_it( $asked ) && isset( $service['port'] ) ? array_merge( (array) $ports, array( $service['port'] ) ) : $ports;
	};
	add_filter( 'http_request_host_is_external', $external, 10, 3 );
	add_filter( 'http_allowed_safe_ports', $ports, 10, 3 );
	$response = wp_safe_remote_get(
		$url,
		array(
			'timeout'     => SSW_MEDIA_TIMEOUT,
			'redirection' => 0,
		)
	);
	remove_filter( 'http_request_host_is_external', $external, 10 );
	remove_filter( 'http_allowed_safe_ports', $ports, 10 );
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
	$answer = preg_match( '#^\s*(?:/\*\*/\s*)?ssw\((.*)\)\s*;?\s*$#s', wp_remote_retrieve_body( $response ), $match ) ? json_decode( $match[1], true ) : null;
	$answer = is_string( $answer ) ? json_decode( $answer, true ) : $answer;
	return is_array( $answer ) ? $answer : new WP_Error( 'ssw-answer', 'not a JSONP answer of JSON' );
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

/**
 * The FeedIds of the config's groups: one group's, or every group's.
 *
 * @param string $group A group slug, or '' for all.
 * @return int[]
 */
function ssw_feed_ids( $group ) {
	$groups = ssw_config()['feedGroups'] ?? null;
	if ( ! $groups instanceof stdClass ) {
		return array();
	}
	$ids = array();
	foreach ( get_object_vars( $groups ) as $slug => $list ) {
		if ( ( '' === $group || $group === $slug ) && is_array( $list ) ) {
			$ids = array_merge( $ids, array_map( 'intval', $list ) );
		}
	}
	return array_values( array_unique( $ids ) );
}

/**
 * A link of the media service's data, by the bundle's rule (includes/rules/safe-url.php):
 * http(s), //host or a site path, trimmed; else ''.
 *
 * @param mixed $url A URL from data.
 * @return string
 */
function ssw_safe_url( $url ) {
	return ssw_is_http_or_site_path( $url ) ? ssw_js_trim( $url ) : '';
}

/**
 * One item of the media service as the widgets read it (src/media/schema.ts, the wire
 * readers of includes/rules/wire.php): ISO or ASP.NET dates as ISO 8601 UTC, numbers and
 * booleans sent as strings, titles HTML-decoded once. The fields the server's cards show.
 *
 * @param array $sent The item as the service sent it.
 * @return array
 */
function ssw_media_item( $sent ) {
	return array(
		'Id'       => ssw_wire_count( $sent['Id'] ?? null ),
		'FeedId'   => ssw_wire_count( $sent['FeedId'] ?? null ),
		'ItemType' => ssw_wire_text( $sent['ItemType'] ?? null ),
		'Title'    => ssw_wire_name( $sent['Title'] ?? null ),
		'Image'    => ssw_wire_text( $sent['Image'] ?? null ),
		'URL'      => ssw_wire_text( $sent['URL'] ?? null ),
		'Link'     => ssw_wire_text( $sent['Link'] ?? null ),
		'Date'     => ssw_wire_date( $sent['Date'] ?? null ),
		'EndDate'  => ssw_wire_date( $sent['EndDate'] ?? null ),
		'IsAllDay' => ssw_wire_flag( $sent['IsAllDay'] ?? null ),
	);
}

/**
 * The items of an answer, read (ssw_media_item); what is not an item is left out.
 *
 * @param array $answer The service's answer.
 * @return array[]
 */
function ssw_media_items( $answer ) {
	return array_values( array_map( 'ssw_media_item', array_filter( $answer, 'is_array' ) ) );
}

/** What a card image's URL may be (esc_url): http(s) or a site path, nothing that runs. */
const SSW_IMAGE_PROTOCOLS = array( 'http', 'https' );

/**
 * A card's image, by the widget's rule (includes/rules/card-image.php): the item's image through
 * the image service, or as it is when no service is set; a missing or unsafe one gives the
 * default image. Through the service, the browser picks twice the width from srcset where the
 * widget asks for it (src/ui/cards/CardImage.tsx: a card shown wider than the width).
 *
 * @param string $src    The item's image.
 * @param int    $width  The width asked for (twice as much for the srcset's second).
 * @param int    $height The image's height.
 * @param bool   $first  Whether it is the list's first card.
 * @return string
 */
function ssw_card_image( $src, $width, $height, $first ) {
	$config  = ssw_config();
	$service = is_string( $config['imageServiceUrl'] ?? null ) ? $config['imageServiceUrl'] : '';
	$default = is_string( $config['defaultImage'] ?? null ) ? $config['defaultImage'] : '';
	$url     = ssw_card_image_url( $src, $service, $default, $width );
	// The rule gives the default as it is when it does not go through the service.
	$srcset = '' === $service || $url === $default ? '' : sprintf(
		' srcset="%s %dw, %s %dw" sizes="%s"',
		esc_url( $url, SSW_IMAGE_PROTOCOLS ),
		$width,
		esc_url( ssw_card_image_url( $src, $service, $default, 2 * $width ), SSW_IMAGE_PROTOCOLS ),
		2 * $width,
		esc_attr( SSW_CARD_SIZES )
	);
	if ( '' === esc_url( $url, SSW_IMAGE_PROTOCOLS ) ) {
		return '<span class="wgt-card__media"></span>';
	}
	return sprintf(
		'<span class="wgt-card__media"><img class="wgt-card__image" src="%s"%s alt="" width="%d" height="%d"%s></span>',
		esc_url( $url, SSW_IMAGE_PROTOCOLS ),
		$srcset,
		$width,
		$height,
		// Said outright: WordPress adds loading="lazy" to a content image that says nothing, and
		// the first card's image is the page's largest paint.
		$first ? ' loading="eager" fetchpriority="high"' : ' loading="lazy"'
	);
}

/**
 * The path of the page asked for: its language prefix (/fr/, as a multilingual site may have)
 * goes into the cards' share links, as the widgets take it from the page's address.
 *
 * @return string
 */
function ssw_request_path() {
	$uri = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
	return (string) wp_parse_url( $uri, PHP_URL_PATH );
}

/**
 * An item's card link by the widget's rule (includes/rules/card-link.php): its share URL under
 * the media page when it has a pop-up, else its own URL; and the group's target.
 *
 * @param array $item An item (ssw_media_item).
 * @return array{href: string|null, target: string}
 */
function ssw_item_link( $item ) {
	return ssw_card_link( $item, ssw_item_type_table(), ssw_media_page_site_path(), ssw_request_path() );
}

/**
 * A date of the service (ISO 8601 or ASP.NET, as includes/rules/instant.php reads it) in the
 * config's time zone, or null.
 *
 * @param mixed $date The date as sent or as read.
 * @return DateTimeImmutable|null
 */
function ssw_local_date( $date ) {
	$ms = ssw_instant( $date );
	if ( null === $ms ) {
		return null;
	}
	// Whole seconds: the cards show minutes at most.
	return ( new DateTimeImmutable( '@' . intdiv( $ms - ( ( $ms % 1000 ) + 1000 ) % 1000, 1000 ) ) )->setTimezone( ssw_time_zone() );
}

/**
 * A date's words (day and month names) in the site's language, through WordPress's own
 * (wp_date: the names of its language pack), in the date's time zone.
 *
 * @param DateTimeImmutable $date   A date of ssw_local_date().
 * @param string            $format PHP's date format.
 * @return string
 */
function ssw_date_words( $date, $format ) {
	return (string) wp_date( $format, $date->getTimestamp(), $date->getTimezone() );
}

/**
 * An item's title as the widget shows it: cleaned (includes/rules/title.php), and text, never
 * markup: '<Friday>' is shown as typed.
 *
 * @param array $item An item (ssw_media_item).
 * @return string
 */
function ssw_item_title( $item ) {
	$title = ssw_clean_title( $item['Title'] ?? '' );
	return '' === $title ? __( 'Untitled', 'school-site-widgets' ) : $title;
}

/**
 * An item's card, as the widget's MediaCard picks it: the card of its ItemType in the table
 * (item-types.php), none for a type the table does not know.
 *
 * @param array $item  A media item of the service.
 * @param bool  $first Whether it is the list's first card (its image loads at once).
 * @return string
 */
function ssw_media_card( $item, $first ) {
	$type = ssw_item_type( $item['ItemType'] ?? null );
	if ( null === $type ) {
		return '';
	}
	return 'event' === $type['card'] ? ssw_event_card( $item, 2, $first ) : ssw_story_card( $item, $first );
}

/**
 * Text as HTML, every character shown as itself. Not esc_html alone: it leaves what looks like
 * a character reference as it is, so a title that reads '&lt;' (the wire decoded it once)
 * would show '<'.
 *
 * @param string $text Text.
 * @return string
 */
function ssw_text_html( $text ) {
	return esc_html( str_replace( '&', '&amp;', $text ) );
}

/**
 * A card title's heading: the text and the widget's length class (includes/rules/text-length.php).
 *
 * @param array  $item  An item (ssw_media_item).
 * @param int    $level The heading level.
 * @param string $id    The heading's id.
 * @return string
 */
function ssw_card_title( $item, $level, $id ) {
	$title  = ssw_item_title( $item );
	$length = ssw_text_length_class( $title );
	return sprintf( '<h%1$d class="wgt-card__title%2$s" id="%3$s">%4$s</h%1$d>', $level, '' === $length ? '' : esc_attr( ' wgt-card__title--' . $length ), esc_attr( $id ), ssw_text_html( $title ) );
}

/**
 * A story card: in its ItemType's group (its class), linked as the widget's StoryCard links
 * (ssw_item_link: its share URL, or its own URL in a new tab for a post of another site).
 *
 * @param array $item  A media item of the service.
 * @param bool  $first Whether it is the list's first card (its image loads at once).
 * @return string
 */
function ssw_story_card( $item, $first ) {
	$group = ssw_item_type( $item['ItemType'] ?? null )['group'] ?? '';
	$to    = ssw_item_link( $item );
	$id    = sprintf( 'media-card-%d-%d', (int) ( $item['FeedId'] ?? 0 ), (int) ( $item['Id'] ?? 0 ) );
	$image = ssw_card_image( $item['Image'] ?? '', 360, 240, $first );
	$date  = ssw_local_date( $item['Date'] ?? '' );
	$link  = null === $to['href'] ? $image : sprintf(
		'<a class="wgt-card__link" href="%s"%s aria-labelledby="%s">%s</a>',
		esc_url( $to['href'] ),
		'_blank' === $to['target'] ? ' target="_blank" rel="noopener noreferrer"' : '',
		esc_attr( $id ),
		$image
	);
	return sprintf(
		'<li class="wgt-card-list__item"><article class="wgt-card wgt-story wgt-group--%s">%s%s%s</article></li>',
		esc_attr( $group ),
		$link,
		ssw_card_title( $item, 2, $id ),
		$date ? sprintf( '<p class="wgt-card__meta"><time datetime="%s">%s</time></p>', esc_attr( (string) $item['Date'] ), esc_html( $date->format( 'd.m.y' ) ) ) : ''
	);
}

/**
 * An event card.
 *
 * @param array  $item    An item (ssw_media_item).
 * @param int    $heading Its heading level: 2 in the media hub, 3 under the calendar's days.
 * @param bool   $first   Whether it is the list's first card.
 * @param string $suffix  Of its id: one event shows on each day it runs.
 * @return string
 */
function ssw_event_card( $item, $heading, $first, $suffix = '' ) {
	$group = ssw_item_type( $item['ItemType'] ?? null )['group'] ?? 'events';
	$id    = sprintf( 'event-card-%d-%d%s', (int) ( $item['FeedId'] ?? 0 ), (int) ( $item['Id'] ?? 0 ), $suffix );
	$start = ssw_local_date( $item['Date'] ?? '' );
	$end   = ssw_local_date( '' !== ( $item['EndDate'] ?? '' ) ? $item['EndDate'] : ( $item['Date'] ?? '' ) );
	$from  = $start ? $start->format( 'H:i' ) : '';
	$to    = $end ? $end->format( 'H:i' ) : $from;
	$time  = ! empty( $item['IsAllDay'] ) || $from === $to ? __( 'All day', 'school-site-widgets' ) : "$from - $to";
	return sprintf(
		'<li class="wgt-card-list__item"><article class="wgt-card wgt-event wgt-group--%7$s"><a class="wgt-card__link" href="%1$s" aria-labelledby="%2$s">%3$s</a>%4$s%5$s<p class="wgt-event__time">%6$s</p></article></li>',
		// An event's link is never null: its share URL, its own page or the calendar.
		esc_url( (string) ssw_item_link( $item )['href'] ),
		esc_attr( $id ),
		ssw_card_image( $item['Image'] ?? '', 720, 480, $first ),
		$start ? sprintf( '<p class="wgt-event__date"><time datetime="%s"><span class="wgt-event__day">%s</span> <span class="wgt-event__month">%s</span></time></p>', esc_attr( (string) $item['Date'] ), esc_html( $start->format( 'd' ) ), esc_html( ssw_date_words( $start, 'M' ) ) ) : '',
		ssw_card_title( $item, $heading, $id ),
		esc_html( $time ),
		esc_attr( $group )
	);
}

/**
 * The media hub's first page of cards, or null when the service could not be read.
 *
 * @param string $group A group slug or ''.
 * @param int    $take  Items per page.
 * @return string|null
 */
function ssw_media_hub_cards( $group, $take ) {
	$ids   = ssw_feed_ids( $group );
	$range = ssw_widget_option( 'media-hub', 'take' );
	if ( array() === $ids || $take < $range['minimum'] || $take > $range['maximum'] ) {
		return null;
	}
	$params = array(
		'FeedIds' => $ids,
		'skip'    => 0,
		'take'    => $take,
	);
	if ( '' === $group ) {
		$params += array(
			'IsTimeline'     => true,
			'FirstNoOfItems' => 3,
		);
	}
	$items = ssw_media_call( 'GetMediaItems', $params );
	if ( null === $items ) {
		return null;
	}
	$html = '';
	foreach ( ssw_media_items( $items ) as $item ) {
		// The first card shown is the first (its image loads at once), as the widget's list
		// leaves out an item it refuses before it counts.
		$html .= ssw_media_card( $item, '' === $html );
	}
	return $html;
}

/**
 * The config's schools (README, "Page config", `schools`) as slug => [name, FeedIds].
 *
 * @return array<string, array{name: string, feeds: int[]}>
 */
function ssw_schools() {
	$schools = ssw_config()['schools'] ?? null;
	$list    = array();
	foreach ( is_array( $schools ) ? $schools : array() as $school ) {
		$school = (array) $school;
		if ( is_string( $school['slug'] ?? null ) && is_string( $school['name'] ?? null ) ) {
			$list[ $school['slug'] ] = array(
				'name'  => $school['name'],
				'feeds' => array_map( 'intval', (array) ( $school['feedIds'] ?? array() ) ),
			);
		}
	}
	return $list;
}

/**
 * The FeedIds of a school's page of a group, as the widgets ask for them: the school's own
 * feeds and the group's (feeds no school owns). An unknown or empty slug keeps them all.
 *
 * @param int[]  $ids  The group's FeedIds.
 * @param string $slug The school.
 * @return int[]
 */
function ssw_school_feed_ids( $ids, $slug ) {
	$schools = ssw_schools();
	if ( ! isset( $schools[ $slug ] ) ) {
		return $ids;
	}
	$owned = array_merge( ...array_values( array_column( $schools, 'feeds' ) ) );
	$own   = $schools[ $slug ]['feeds'];
	return array_values( array_filter( $ids, static fn( $id ) => in_array( $id, $own, true ) || ! in_array( $id, $owned, true ) ) );
}

/**
 * The school the address asks for (`?school=`, as the widgets' choice writes it), if the
 * config has it; else ''.
 */
function ssw_requested_school() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a filter of a public list.
	$slug = isset( $_GET['school'] ) ? sanitize_key( wp_unslash( $_GET['school'] ) ) : '';
	return isset( ssw_schools()[ $slug ] ) ? $slug : '';
}

/**
 * The no-JavaScript school choice (src/ui/SchoolChoice.tsx's markup and classes, so the
 * widget's takes its place without moving anything): a GET form reloading the page with
 * `?school=`. None without schools in the config.
 *
 * @param string $chosen The school chosen ('' for all).
 * @param string $id     The select's id, one per widget on the page.
 * @return string
 */
function ssw_school_choice( $chosen, $id ) {
	$schools = ssw_schools();
	if ( array() === $schools ) {
		return '';
	}
	$html = sprintf( '<form class="wgt-school-choice" method="get"><label for="%1$s">%2$s</label><select id="%1$s" name="school"><option value="">%3$s</option>', esc_attr( $id ), esc_html__( 'School', 'school-site-widgets' ), esc_html__( 'All schools', 'school-site-widgets' ) );
	foreach ( $schools as $slug => $school ) {
		$html .= sprintf( '<option value="%s"%s>%s</option>', esc_attr( $slug ), selected( $slug, $chosen, false ), esc_html( $school['name'] ) );
	}
	return $html . sprintf( '</select><button class="wgt-button" type="submit">%s</button></form>', esc_html__( 'Show', 'school-site-widgets' ) );
}

/**
 * The calendar's days (widgets/calendar/README.md), as far as the media service answers, and
 * below them the no-JavaScript link to more dates (`?days=`). Without `?days=` they are the
 * first screen's (ssw_first_screen_days, at most `$step`): a busy fortnight is three times the
 * cards of a quiet one, and every visitor's browser lays them out before the widget takes over.
 *
 * @param int    $step   The block's days: shown per "Show more dates", 1-100.
 * @param int    $asked  The days the address asks for (`?days=`), 0 for the first screen's.
 * @param string $school The school whose events are listed ('' for all).
 * @return string|null The markup, or null when there is nothing to show.
 */
function ssw_calendar_days( $step, $asked, $school = '' ) {
	$ids = ssw_school_feed_ids( ssw_feed_ids( 'events' ), $school );
	if ( array() === $ids || $step < 1 || $step > 100 ) {
		return null;
	}
	$items = ssw_media_call(
		'GetMediaItems',
		array(
			'FeedIds' => $ids,
			'skip'    => 0,
			// Every coming event, as the widget asks (its README, "One call").
			'take'    => 1000,
		)
	);
	if ( null === $items ) {
		return null;
	}
	// Each event on each day it runs from today on, never after it ended, as the widget lists
	// it (includes/rules/event-days.php).
	$by_day = array();
	foreach ( ssw_event_days( ssw_media_items( $items ), (int) floor( microtime( true ) * 1000 ), ssw_time_zone() ) as $day ) {
		$by_day[ sprintf( '%04d-%02d-%02d', intdiv( $day['day'], 10000 ), intdiv( $day['day'], 100 ) % 100, $day['day'] % 100 ) ] = $day['events'];
	}
	$batch = array_slice( $by_day, 0, $asked > 0 ? $asked : $step, true );
	$shown = $asked > 0 ? $batch : array_slice( $batch, 0, ssw_first_screen_days( $batch ), true );
	$html  = '';
	$first = true;
	foreach ( $shown as $day => $events ) {
		$date  = ssw_local_date( $day . 'T12:00:00Z' );
		$html .= sprintf( '<section class="wgt-calendar__day"><h2 class="wgt-calendar__date"><time datetime="%s">%s</time></h2><ul class="wgt-card-list">', esc_attr( $day ), esc_html( $date ? ssw_date_words( $date, 'D, j M' ) : $day ) );
		foreach ( $events as $event ) {
			$html .= ssw_event_card( $event, 3, $first, '-' . $day );
			$first = false;
		}
		$html .= '</ul></section>';
	}
	if ( count( $by_day ) > count( $shown ) ) {
		// The rest of the first batch when the first screen cut it short, else a batch more.
		$more  = array_filter(
			array(
				'days'   => count( $shown ) < count( $batch ) ? count( $batch ) : count( $shown ) + $step,
				'school' => $school,
			)
		);
		$html .= sprintf( '<a class="wgt-button wgt-calendar__more" data-calendar-more href="%s">%s</a>', esc_url( add_query_arg( $more, (string) get_permalink() ) ), esc_html__( 'Show more dates', 'school-site-widgets' ) );
	}
	return '' === $html ? null : $html;
}
