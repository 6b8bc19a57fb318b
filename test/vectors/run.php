<?php
/**
 * Runs one vector file (test/vectors/NAME.json) against the plugin's PHP ports of the rules
 * (integrations/wordpress/school-site-widgets/includes/rules/), without WordPress:
 *   php test/vectors/run.php test/vectors/clean-title.json
 * Prints {"cases": N, "failures": [{name, input, expected, actual}, ...]} as JSON; exits 1 when
 * a case fails, 2 when the file cannot be run.
 *
 * @package SchoolSiteWidgets
 */

// Plain PHP, run from the command line without WordPress: its functions are not there.
// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.WP.AlternativeFunctions.json_encode_json_encode

define( 'SSW_RULES_ALONE', true );
foreach ( glob( __DIR__ . '/../../integrations/wordpress/school-site-widgets/includes/rules/*.php' ) as $ssw_rule_file ) {
	require_once $ssw_rule_file;
}

/**
 * The ItemType table as the bundle has it (src/media/item-types.json; the plugin reads its copy).
 *
 * @return array
 */
function ssw_vector_item_types() {
	return json_decode( (string) file_get_contents( __DIR__ . '/../../src/media/item-types.json' ), true );
}

/**
 * What every iCalendar file says besides its events, as the bundle has it
 * (src/format/ics-calendar.json; the plugin reads its copy).
 *
 * @return array
 */
function ssw_vector_ics_calendar() {
	return json_decode( (string) file_get_contents( __DIR__ . '/../../src/format/ics-calendar.json' ), true );
}

/**
 * Each file's rule, from a case's input (and the whole file, for what its cases share) to its
 * output.
 *
 * @param array $languages The file's words of each page language (its `languages`).
 * @return array<string, callable>
 */
function ssw_vector_rules( $languages ) {
	return array(
		'calendar-parts'    => static function ( $input ) use ( $languages ) {
			$words = $languages[ $input['lang'] ];
			return array(
				'heading' => ssw_calendar_day_heading( $input['day'], $input['today'], $words ),
				'facts'   => ssw_calendar_event_parts( $input['item'], $input['day'], new DateTimeZone( $input['timeZone'] ), $words ),
			);
		},
		'clean-title'       => 'ssw_clean_title',
		'title-parts'       => static fn( $input ) => is_array( $input ) && isset( $input['title'] ) ? ssw_title_parts( $input['title'], $input['mediaPage'] ) : ssw_title_parts( $input ),
		'text-length'       => 'ssw_text_length_class',
		'safe-url'          => 'ssw_is_http_or_site_path',
		'card-link'         => static fn( $input ) => ssw_card_link( $input['item'], ssw_vector_item_types(), $input['mediaPage'], $input['pathname'] ),
		'card-image'        => static fn( $input ) => ssw_card_image_url( $input['src'], $input['service'], $input['defaultImage'], $input['width'] ?? null ),
		'wire-readers'      => static function ( $input ) {
			$unreadable = false;
			$value      = call_user_func_array( 'ssw_wire_' . $input['reader'], array( $input['value'], &$unreadable ) );
			return array(
				'value'      => $value,
				'unreadable' => $unreadable,
			);
		},
		'event-days'        => static function ( $input ) {
			$days = ssw_event_days( $input['events'], ssw_instant( $input['now'] ), new DateTimeZone( $input['timeZone'] ) );
			return array_map(
				static fn( $day ) => array(
					'day' => $day['day'],
					'ids' => array_column( $day['events'], 'id' ),
				),
				$days
			);
		},
		'wall-times'        => static fn( $input ) => array(
			'text' => ssw_wall_time_text( $input ),
			'date' => ssw_wall_time_date( $input ),
		),
		'first-screen-days' => static fn( $counts ) => ssw_first_screen_days( array_map( static fn( $count ) => array_fill( 0, $count, array() ), $counts ) ),
		'ical-feed'         => static fn( $input, $file ) => 'description' === $input['kind']
			? ssw_ics_description_text( $input['html'] )
			: explode( "\r\n", (string) ssw_ical_feed( $input['events'], $input, $file['languages'][ $input['lang'] ], ssw_vector_ics_calendar() ) ),
		// The file's "languages" table is the language pack, as WordPress's words are in the plugin.
		'card-dates'        => static function ( $input, $file ) {
			$zone  = new DateTimeZone( $input['timeZone'] );
			$words = $file['languages'][ $input['lang'] ];
			return 'story' === $input['card']
				? ssw_story_card_date( $input['Date'], ssw_instant( $input['now'] ), $zone, $words )
				: ssw_event_card_date( $input['event'], $zone, $words );
		},
	);
}

/**
 * Whether two decoded JSON values are equal: numbers by value (12 and 12.0), all else exactly.
 *
 * @param mixed $a One value.
 * @param mixed $b The other.
 * @return bool
 */
function ssw_vector_equal( $a, $b ) {
	if ( is_array( $a ) && is_array( $b ) ) {
		if ( array_keys( $a ) !== array_keys( $b ) ) {
			return false;
		}
		foreach ( $a as $key => $value ) {
			if ( ! ssw_vector_equal( $value, $b[ $key ] ) ) {
				return false;
			}
		}
		return true;
	}
	if ( ( is_int( $a ) || is_float( $a ) ) && ( is_int( $b ) || is_float( $b ) ) ) {
		return (float) $a === (float) $b;
	}
	return $a === $b;
}

$ssw_file  = $argv[1] ?? '';
$ssw_name  = basename( $ssw_file, '.json' );
$ssw_json  = is_file( $ssw_file ) ? json_decode( (string) file_get_contents( $ssw_file ), true ) : null;
$ssw_rules = ssw_vector_rules( $ssw_json['languages'] ?? array() );
if ( ! isset( $ssw_rules[ $ssw_name ] ) || ! is_array( $ssw_json['cases'] ?? null ) ) {
	fwrite( STDERR, "No rule or no cases for '$ssw_file'\n" );
	exit( 2 );
}
$ssw_failures = array();
foreach ( $ssw_json['cases'] as $ssw_case ) {
	$ssw_actual = $ssw_rules[ $ssw_name ]( $ssw_case['input'], $ssw_json );
	if ( ! ssw_vector_equal( $ssw_actual, $ssw_case['expected'] ) ) {
		$ssw_failures[] = array(
			'name'     => $ssw_case['name'],
			'input'    => $ssw_case['input'],
			'expected' => $ssw_case['expected'],
			'actual'   => $ssw_actual,
		);
	}
}
echo json_encode(
	array(
		'cases'    => count( $ssw_json['cases'] ),
		'failures' => $ssw_failures,
	),
	JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PARTIAL_OUTPUT_ON_ERROR
), "\n";
exit( array() === $ssw_failures ? 0 : 1 );
