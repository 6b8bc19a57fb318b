<?php
/**
 * The media hub's and calendar's cards in the server markup, for visitors without JavaScript
 * (and the first paint of everyone else), from the media service's answers as the site keeps
 * them (includes/media-cache.php, shared with the widgets' route). A failed call gives the
 * block's empty state, never a PHP error on the page. The markup is the cards' of the widgets' READMEs
 * (the demo's demo/pages/media-markup.mjs writes the same).
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/** The card grid's column width, for the browser's pick from srcset (src/ui/cards/cards.css). */
const SSW_CARD_SIZES = '(min-width: 1100px) 25vw, (min-width: 560px) 50vw, calc(100vw - 3rem)';

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
 * @param array $sent     The item as the service sent it.
 * @param bool  $extended Whether it was asked for as an extended item (IsExtended).
 * @return array
 */
function ssw_media_item( $sent, $extended = false ) {
	// An extended item (the calendar's call) whose Date is missing or unreadable still says
	// when in its London wall-time strings (src/media/schema.ts extendedMediaItem;
	// includes/rules/wall-time.php); the service sends them with extended items only.
	$date = ssw_wire_date( $sent['Date'] ?? null );
	$end  = ssw_wire_date( $sent['EndDate'] ?? null );
	$date = '' !== $date || ! $extended ? $date : ssw_wall_time_date( $sent['StartDateString'] ?? null );
	$end  = '' !== $end || ! $extended ? $end : ssw_wall_time_date( $sent['EndDateString'] ?? null );
	return array(
		'Id'         => ssw_wire_count( $sent['Id'] ?? null ),
		'FeedId'     => ssw_wire_count( $sent['FeedId'] ?? null ),
		'ItemType'   => ssw_wire_text( $sent['ItemType'] ?? null ),
		'Title'      => ssw_wire_name( $sent['Title'] ?? null ),
		'Image'      => ssw_wire_text( $sent['Image'] ?? null ),
		'URL'        => ssw_wire_text( $sent['URL'] ?? null ),
		'Link'       => ssw_wire_text( $sent['Link'] ?? null ),
		'Date'       => $date,
		'EndDate'    => $end,
		'IsAllDay'   => ssw_wire_flag( $sent['IsAllDay'] ?? null ),
		'Location'   => ssw_wire_name( $sent['Location'] ?? null ),
		'Category1'  => ssw_wire_name( $sent['Category1'] ?? null ),
		'Category2'  => ssw_wire_name( $sent['Category2'] ?? null ),
		'IsAlert'    => ssw_wire_flag( $sent['IsAlert'] ?? null ),
		'WoofooCode' => ssw_wire_text( $sent['WoofooCode'] ?? null ),
	);
}

/**
 * The items of an answer, read (ssw_media_item); what is not an item is left out.
 *
 * @param array $answer   The service's answer.
 * @param bool  $extended Whether its items were asked for as extended (IsExtended).
 * @return array[]
 */
function ssw_media_items( $answer, $extended = false ) {
	return array_values( array_map( static fn( $sent ) => ssw_media_item( $sent, $extended ), array_filter( $answer, 'is_array' ) ) );
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
 * @param bool   $first  Whether it is the list's first card (its image loads at once when it
 *                       is the page's first, ssw_is_page_first_image).
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
		ssw_is_page_first_image( $first ) ? ' loading="eager" fetchpriority="high"' : ' loading="lazy"'
	);
}

/**
 * Whether a list's first card image is the page's first: only that one is fetched at once and
 * before the rest. A second list on the page (a calendar below a hub, as on the demo's parents
 * area: demo/pages/media-markup.mjs, eagerImage) waits like every other card image: its first
 * image fetched at once had shared a phone's link with the page's largest paint.
 *
 * @param bool $first Whether the image is its list's first card's.
 * @return bool
 */
function ssw_is_page_first_image( $first ) {
	static $claimed = false;
	if ( ! $first || $claimed ) {
		return false;
	}
	$claimed = true;
	return true;
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
 * Now, in milliseconds since 1970 UTC: the one clock of the server's cards (a story's elapsed
 * time) and calendar (the days from today on). The widget's is the visitor's, when it renders.
 *
 * @return int
 */
function ssw_now_ms() {
	return (int) floor( microtime( true ) * 1000 );
}

/**
 * The words the cards' dates need in the site's language, as includes/rules/card-dates.php
 * takes them: WP_Locale's short month names (its language pack's, as wp_date() writes them),
 * and the plugin's translations of the widgets' own texts, by the same English keys (the .po
 * files say what the widgets' catalogs say: test/wordpress/i18n.test.ts).
 *
 * @return array{months: string[], messages: array<string, string>}
 */
function ssw_card_words() {
	global $wp_locale;
	$months = array();
	for ( $month = 1; $month <= 12; $month++ ) {
		$months[] = $wp_locale->get_month_abbrev( $wp_locale->get_month( $month ) );
	}
	return array(
		'months'   => $months,
		'messages' => array(
			'All day'                       => __( 'All day', 'school-site-widgets' ),
			/* translators: a story card's age, under a day; as the widgets' catalogs (src/i18n) say it. */
			'{hours}hrs and {minutes}m ago' => __( '{hours}hrs and {minutes}m ago', 'school-site-widgets' ),
			/* translators: an event card's start and end times (HH:mm); as the widgets' catalogs say it. */
			'{start} - {end}'               => __( '{start} - {end}', 'school-site-widgets' ),
			// The calendar's heading of today's day (includes/rules/calendar-parts.php).
			'Today, '                       => __( 'Today, ', 'school-site-widgets' ),
		),
	);
}

/**
 * An item's title as the widget shows it: cleaned (includes/rules/title.php), and text, never
 * markup: '<Friday>' is shown as typed. '' when nothing is left of it: the widget's heading is
 * then empty, and its link is named by the group (ssw_card_link_name).
 *
 * @param array $item An item (ssw_media_item).
 * @return string
 */
function ssw_item_title( $item ) {
	return ssw_clean_title( $item['Title'] ?? '' );
}

/**
 * A card link's accessible name, as the widget's cards give it: the title's heading, or for an
 * item without a title its group's view label ('Read more', 'View event'), in the site's language.
 *
 * @param array  $item An item (ssw_media_item).
 * @param string $id   The id of the card's heading.
 * @return string The link's attribute.
 */
function ssw_card_link_name( $item, $id ) {
	if ( '' !== ssw_item_title( $item ) ) {
		return sprintf( ' aria-labelledby="%s"', esc_attr( $id ) );
	}
	$group = ssw_feed_group( ssw_item_type( $item['ItemType'] ?? null )['group'] ?? '' );
	// The labels are data: i18n.mjs puts them in the .pot, with the bundle's translations.
	$label = __( (string) ( $group['postViewLabel'] ?? 'Read more' ), 'school-site-widgets' ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- see above.
	return sprintf( ' aria-label="%s"', esc_attr( $label ) );
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
 * Text as HTML, every character shown as itself. Not esc_html: it leaves what looks like a
 * character reference as it is, so a title that reads '&lt;' (the wire decoded it once) would
 * show '<'. And not as typed where WordPress would rewrite it: a block theme runs
 * wptexturize, convert_smilies and do_shortcode over the whole page after its blocks (WordPress
 * 6.1, get_the_block_template_html), which content-shield.php cannot keep them from: ' - ' would
 * become an en dash, ':)' an image, '[gallery]' a gallery. The characters those rules look for
 * are written as character references, which they do not read and the browser shows as typed.
 *
 * @param string $text Text.
 * @return string
 */
function ssw_text_html( $text ) {
	// One pass, ASCII only: what HTML and those rules read, each as its numeric reference.
	return (string) preg_replace_callback(
		'/[&<>"\'\-.:;()\[\]`]|(?<=\d)[xX](?=\d)/',
		static fn( $found ) => '&#' . ord( $found[0] ) . ';',
		wp_check_invalid_utf8( (string) $text )
	);
}

/**
 * A card title's heading, as the widget's CardTitle: the cleaned title, each hashtag and
 * mention (#sport, @coach) a link to its search on the media page (includes/rules/title.php),
 * and the widget's length class (includes/rules/text-length.php).
 *
 * @param array  $item  An item (ssw_media_item).
 * @param int    $level The heading level.
 * @param string $id    The heading's id.
 * @return string
 */
function ssw_card_title( $item, $level, $id ) {
	$title  = ssw_item_title( $item );
	$length = ssw_text_length_class( $title );
	$html   = '';
	foreach ( ssw_title_parts( $item['Title'] ?? '', ssw_media_page_site_path() ) as $part ) {
		$html .= 'link' === $part['kind']
			? sprintf( '<a class="wgt-card__tag" href="%s">%s</a>', esc_url( $part['href'] ), ssw_text_html( $part['text'] ) )
			: ssw_text_html( $part['text'] );
	}
	return sprintf( '<h%1$d class="wgt-card__title%2$s" id="%3$s" dir="auto">%4$s</h%1$d>', $level, '' === $length ? '' : esc_attr( ' wgt-card__title--' . $length ), esc_attr( $id ), '' === $html ? ssw_text_html( $title ) : $html );
}

/**
 * A story card: in its ItemType's group (its class), linked as the widget's StoryCard links
 * (ssw_item_link: its share URL, or its own URL in a new tab for a post of another site); its
 * date as the widget shows it when it mounts (includes/rules/card-dates.php): the elapsed time
 * under a day old.
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
	$date  = ssw_story_card_date( $item['Date'] ?? null, ssw_now_ms(), ssw_time_zone(), ssw_card_words() );
	$link  = null === $to['href'] ? $image : sprintf(
		'<a class="wgt-card__link" href="%s"%s%s>%s</a>',
		esc_url( $to['href'] ),
		'_blank' === $to['target'] ? ' target="_blank" rel="noopener noreferrer"' : '',
		ssw_card_link_name( $item, $id ),
		$image
	);
	return sprintf(
		'<li class="wgt-card-list__item"><article class="wgt-card wgt-story wgt-group--%s">%s%s%s</article></li>',
		esc_attr( $group ),
		$link,
		ssw_card_title( $item, 2, $id ),
		'' !== $date['text'] ? sprintf( '<p class="wgt-card__meta"><time datetime="%s">%s</time></p>', esc_attr( (string) $date['datetime'] ), ssw_text_html( $date['text'] ) ) : ''
	);
}

/**
 * An event card; its date block and time as the widget's EventCard shows them
 * (includes/rules/card-dates.php).
 *
 * @param array  $item    An item (ssw_media_item).
 * @param int    $heading Its heading level: 2 in the media hub, 3 under the calendar's days.
 * @param bool   $first   Whether it is the list's first card.
 * @param string $suffix  Of its id: one event shows on each day it runs.
 * @param int    $day     The calendar day it is listed under (YYYYMMDD), 0 outside the calendar.
 * @return string
 */
function ssw_event_card( $item, $heading, $first, $suffix = '', $day = 0 ) {
	$group = ssw_item_type( $item['ItemType'] ?? null )['group'] ?? 'events';
	$id    = sprintf( 'event-card-%d-%d%s', (int) ( $item['FeedId'] ?? 0 ), (int) ( $item['Id'] ?? 0 ), $suffix );
	$date  = ssw_event_card_date( $item, ssw_time_zone(), ssw_card_words() );
	// Under a calendar day: the day's date block for an event that began before it, and details.
	$parts      = $day > 0 ? ssw_calendar_event_parts( $item, $day, ssw_time_zone(), ssw_card_words() ) : null;
	$date_block = '' !== $date['day'] && '' !== $date['month'] ? sprintf( '<p class="wgt-event__date"><time datetime="%s"><span class="wgt-event__day">%s</span> <span class="wgt-event__month">%s</span></time></p>', esc_attr( (string) $date['datetime'] ), ssw_text_html( $date['day'] ), ssw_text_html( $date['month'] ) ) : '';
	$date_block = null === ( $parts['continues'] ?? null ) ? $date_block : ssw_calendar_continues( $parts['continues'], $day );
	return sprintf(
		'<li class="wgt-card-list__item"><article class="wgt-card wgt-event wgt-group--%7$s"><a class="wgt-card__link" href="%1$s"%2$s>%3$s</a>%4$s%5$s%6$s%8$s</article></li>',
		// An event's link is never null: its share URL, its own page or the calendar.
		esc_url( (string) ssw_item_link( $item )['href'] ),
		ssw_card_link_name( $item, $id ),
		ssw_card_image( $item['Image'] ?? '', 720, 480, $first ),
		$date_block,
		ssw_card_title( $item, $heading, $id ),
		'' !== $date['time'] ? sprintf( '<p class="wgt-event__time">%s</p>', ssw_text_html( $date['time'] ) ) : '',
		esc_attr( $group ),
		null === $parts ? '' : ssw_calendar_details( $parts )
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
 * @param int    $step   The block's days: shown per "Show more dates" (widgets/calendar/options.json).
 * @param int    $asked  The days the address asks for (`?days=`), 0 for the first screen's.
 * @param string $school The school whose events are listed ('' for all).
 * @return string|null The markup, or null when there is nothing to show.
 */
function ssw_calendar_days( $step, $asked, $school = '' ) {
	$ids   = ssw_school_feed_ids( ssw_feed_ids( 'events' ), $school );
	$range = ssw_widget_option( 'calendar', 'days' );
	if ( array() === $ids || $step < $range['minimum'] || $step > $range['maximum'] ) {
		return null;
	}
	$items = ssw_media_call(
		'GetMediaItems',
		array(
			'FeedIds'    => $ids,
			'skip'       => 0,
			// Every coming event, as the widget asks (its README, "One call"), with the fields
			// its cards show under a day (IsExtended: where, categories, flags).
			'take'       => 1000,
			'IsExtended' => true,
		)
	);
	if ( null === $items ) {
		return null;
	}
	// Each event on each day it runs from today on, never after it ended, as the widget lists
	// it (includes/rules/event-days.php).
	$by_day = array();
	$now    = ssw_now_ms();
	foreach ( ssw_event_days( ssw_media_items( $items, true ), $now, ssw_time_zone() ) as $day ) {
		$by_day[ sprintf( '%04d-%02d-%02d', intdiv( $day['day'], 10000 ), intdiv( $day['day'], 100 ) % 100, $day['day'] % 100 ) ] = $day['events'];
	}
	$batch = array_slice( $by_day, 0, $asked > 0 ? $asked : $step, true );
	$shown = $asked > 0 ? $batch : array_slice( $batch, 0, ssw_first_screen_days( $batch ), true );
	$html  = '';
	$first = true;
	$today = ssw_ymd( $now, ssw_time_zone() );
	foreach ( $shown as $day => $events ) {
		$ymd   = (int) str_replace( '-', '', $day );
		$html .= sprintf( '<section class="wgt-calendar__day"><h2 class="wgt-calendar__date"><time datetime="%s">%s</time></h2><ul class="wgt-card-list">', esc_attr( $day ), ssw_text_html( ssw_calendar_day_heading( $ymd, $today, ssw_card_words() ) ) );
		foreach ( $events as $event ) {
			$html .= ssw_event_card( $event, 3, $first, '-' . $day, $ymd );
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

/**
 * The date block of an event that began before the calendar day it is listed under (the
 * widget's, widgets/calendar/event-parts.tsx): the day, and that the event continues.
 *
 * @param array{day: string, month: string} $label The day's label.
 * @param int                               $day   The day, YYYYMMDD.
 * @return string
 */
function ssw_calendar_continues( $label, $day ) {
	return sprintf(
		'<p class="wgt-event__date wgt-event__date--continues"><time datetime="%s"><span class="wgt-event__day">%s</span> <span class="wgt-event__month">%s</span></time> <span class="wgt-event__continues">%s</span></p>',
		esc_attr( sprintf( '%04d-%02d-%02d', intdiv( $day, 10000 ), intdiv( $day, 100 ) % 100, $day % 100 ) ),
		ssw_text_html( $label['day'] ),
		ssw_text_html( $label['month'] ),
		ssw_text_html( __( 'continues', 'school-site-widgets' ) )
	);
}

/**
 * An event's details under a calendar day (the widget's, widgets/calendar/event-parts.tsx):
 * the days it runs, where, its categories and its flags, each named for a screen reader.
 *
 * @param array $parts The event's parts (ssw_calendar_event_parts).
 * @return string
 */
function ssw_calendar_details( $parts ) {
	$named = static fn( $kind, $name, $text, $attributes = '' ) => sprintf( '<p class="%s"%s><span class="wgt-sr-only">%s </span>%s</p>', $kind, $attributes, ssw_text_html( $name ), ssw_text_html( $text ) );
	$html  = null === $parts['span'] ? '' : $named( 'wgt-event__span', __( 'Runs', 'school-site-widgets' ), $parts['span'] );
	$html .= '' === $parts['location'] ? '' : $named( 'wgt-event__location', __( 'Location:', 'school-site-widgets' ), $parts['location'], ' dir="auto"' );
	$html .= '' === $parts['categories'] ? '' : $named( 'wgt-event__categories', __( 'Categories:', 'school-site-widgets' ), $parts['categories'] );
	if ( $parts['updated'] || $parts['booking'] ) {
		$html .= sprintf(
			'<p class="wgt-event__flags">%s %s</p>',
			$parts['updated'] ? '<span class="wgt-event__flag">' . ssw_text_html( __( 'Updated', 'school-site-widgets' ) ) . '</span>' : '',
			$parts['booking'] ? '<span class="wgt-event__flag wgt-event__flag--booking">' . ssw_text_html( __( 'Booking', 'school-site-widgets' ) ) . '</span>' : ''
		);
	}
	return '<div class="wgt-event__details">' . $html . '</div>';
}
