<?php
/**
 * Settings -> School site widgets: one field per page-config key. Each saved value is checked
 * with the bundle's own rules (includes/config-rules.php); a bad one is refused with a message
 * naming the key and what it must hold, and the key keeps its old value.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

require_once __DIR__ . '/media-check.php';

/** The form's spare feed group rows: new groups are typed there, without a script. */
const SSW_SPARE_ROWS = 3;

/**
 * The settings' sections, in the page's order: id => heading.
 *
 * @return array<string, string>
 */
function ssw_setting_sections() {
	return array(
		'ssw-media'    => __( 'The media service', 'school-site-widgets' ),
		'ssw-schools'  => __( 'Schools, language and dates', 'school-site-widgets' ),
		'ssw-advanced' => __( 'Advanced', 'school-site-widgets' ),
	);
}

/**
 * Each setting's section, label and help in plain words (the config key is shown beside it as
 * a hint, with what the value must be).
 *
 * @return array<string, array{section: string, label: string, help: string}>
 */
function ssw_setting_fields() {
	$field = static fn( $section, $label, $help ) => array(
		'section' => $section,
		'label'   => $label,
		'help'    => $help,
	);
	return array(
		'mediaServiceUrl' => $field( 'ssw-media', __( 'Media service URL', 'school-site-widgets' ), __( 'The address of the school group\'s media service, which holds the news, events, photos and videos the widgets show. Its provider gives it.', 'school-site-widgets' ) ),
		'imageServiceUrl' => $field( 'ssw-media', __( 'Image service URL', 'school-site-widgets' ), __( 'The address of the service that makes each picture the size of its card.', 'school-site-widgets' ) ),
		'defaultImage'    => $field( 'ssw-media', __( 'Default image', 'school-site-widgets' ), __( 'The picture shown for an item that has none, or whose picture cannot be loaded: the address of an image, for example from the Media Library.', 'school-site-widgets' ) ),
		'feedGroups'      => $field( 'ssw-media', __( 'Feed groups', 'school-site-widgets' ), __( 'Which feeds of the media service go in each group of the media hub. Choose a group and type its feed ids, separated by commas. To remove a group, empty its feed ids; the empty rows are for new groups (save to get more).', 'school-site-widgets' ) ),
		'schools'         => $field( 'ssw-schools', __( 'Schools', 'school-site-widgets' ), __( 'The group\'s schools, for the school choice of the media hub and the calendar: each with a short name for addresses (slug), its name and its feed ids.', 'school-site-widgets' ) ),
		'locale'          => $field( 'ssw-schools', __( 'Language of the widgets', 'school-site-widgets' ), __( 'en, fr or ar, when the widgets should speak another language than the page. Empty: the page\'s language.', 'school-site-widgets' ) ),
		'timeZone'        => $field( 'ssw-schools', __( 'Time zone', 'school-site-widgets' ), __( 'The time zone of every date and time the widgets show, for example Europe/London or Asia/Dubai.', 'school-site-widgets' ) ),
		'tagManagerId'    => $field( 'ssw-advanced', __( 'Tag manager id', 'school-site-widgets' ), __( 'The Google Tag Manager container that counts visits (GTM-…). Empty: none.', 'school-site-widgets' ) ),
		'tagManagerUrl'   => $field( 'ssw-advanced', __( 'Tag manager script URL', 'school-site-widgets' ), __( 'Where the tag manager\'s script is loaded from, with {id} where the container id goes. Empty: Google\'s own address.', 'school-site-widgets' ) ),
		'mapTileUrl'      => $field( 'ssw-advanced', __( 'Map tile URL', 'school-site-widgets' ), __( 'Where the events\' maps are drawn from: an address with {z}, {x} and {y} in it.', 'school-site-widgets' ) ),
		'embedHosts'      => $field( 'ssw-advanced', __( 'Embed hosts', 'school-site-widgets' ), __( 'For a video or post provider (youtube, vimeo…), another address to load its player from. Empty: each provider\'s own.', 'school-site-widgets' ) ),
	);
}

/**
 * The config's setting, and the settings screen's sections and fields.
 */
function ssw_register_settings() {
	register_setting(
		'ssw_settings',
		SSW_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'ssw_sanitize_config',
			'default'           => array(),
			'show_in_rest'      => false,
		)
	);
	foreach ( ssw_setting_sections() as $id => $title ) {
		add_settings_section( $id, $title, '__return_null', 'school-site-widgets' );
	}
	foreach ( ssw_setting_fields() as $key => $field ) {
		add_settings_field(
			'ssw-' . $key,
			esc_html( $field['label'] ),
			'ssw_setting_field',
			'school-site-widgets',
			$field['section'],
			// The feed groups are rows of their own labels: no one label names them.
			'feedGroups' === $key ? array( 'key' => $key ) : array(
				'key'       => $key,
				'label_for' => 'ssw-' . $key,
			)
		);
	}
	add_settings_field( 'ssw-origins', esc_html__( 'Edit on page', 'school-site-widgets' ), 'ssw_origins_field', 'school-site-widgets', 'ssw-advanced' );
}
add_action( 'admin_init', 'ssw_register_settings' );

/**
 * Settings -> School site widgets.
 */
function ssw_add_settings_page() {
	add_options_page( __( 'School site widgets', 'school-site-widgets' ), __( 'School site widgets', 'school-site-widgets' ), 'manage_options', 'school-site-widgets', 'ssw_settings_page' );
}
add_action( 'admin_menu', 'ssw_add_settings_page' );

/**
 * Whether a key's value is typed as text (a string) rather than as JSON.
 *
 * @param string $key A config key.
 * @return bool
 */
function ssw_is_text_key( $key ) {
	return 'string' === ( ssw_config_rules()[ $key ]['type'] ?? '' );
}

/**
 * The keys whose value puts script or frames from another origin into visitors' pages: the
 * media service (its answers are JSONP scripts), the tag manager (its container is script) and
 * the embed hosts (the players' frames). Changing them is posting script, so it needs
 * unfiltered_html, as a script in a post does: a multisite sub-site administrator has
 * manage_options but not unfiltered_html. (The admin origin, the frame the CMS bridge takes
 * edits from, is no setting: SSW_DERIVED_KEYS.)
 */
const SSW_SCRIPT_KEYS = array( 'mediaServiceUrl', 'tagManagerId', 'tagManagerUrl', 'embedHosts' );

/**
 * Whether the current user may not change a key (ssw_sanitize_config, ssw_settings_page).
 *
 * @param string $key A config key.
 * @return bool
 */
function ssw_is_locked( $key ) {
	return in_array( $key, SSW_SCRIPT_KEYS, true ) && ! current_user_can( 'unfiltered_html' );
}

/**
 * The option's check. It is given either the form (under "form": what the person typed) or the
 * option's own value (key => JSON text), which WordPress passes through it a second time on the
 * first save (update_option falls through to add_option, which sanitizes again): so its answer
 * given back to it is answered unchanged. Each field is empty (the key is left out of the page
 * config) or checked by the bundle's rules; a refused field, or a locked one changed
 * (ssw_is_locked), keeps the saved value.
 *
 * @param mixed $input The submitted fields.
 * @return array<string, string> Key => value as JSON text.
 */
function ssw_sanitize_config( $input ) {
	$old = get_option( SSW_OPTION, array() );
	$old = is_array( $old ) ? $old : array();
	if ( ! is_array( $input ) ) {
		return $old;
	}
	$fields = isset( $input['form'] ) && is_array( $input['form'] ) ? ssw_form_json( $input['form'] ) : $input;
	$saved  = array();
	foreach ( ssw_setting_keys() as $key ) {
		$value = $old[ $key ] ?? null;
		if ( array_key_exists( $key, $fields ) ) {
			$value = ssw_sanitize_value( $key, $fields[ $key ] );
			if ( ssw_is_locked( $key ) && ( $old[ $key ] ?? null ) !== $value ) {
				$value = new WP_Error(
					'ssw-locked',
					/* translators: %s: config key */
					sprintf( __( '%s loads script or frames into visitors\' pages, so only a user who may publish unfiltered HTML can change it.', 'school-site-widgets' ), $key )
				);
			}
		}
		if ( is_wp_error( $value ) ) {
			add_settings_error(
				SSW_OPTION,
				'ssw-' . $key,
				sprintf(
					/* translators: 1: field label, 2: what was wrong, naming the key */
					__( '%1$s was not saved: %2$s The previous value is kept.', 'school-site-widgets' ),
					ssw_setting_fields()[ $key ]['label'] ?? $key,
					$value->get_error_message()
				)
			);
			$value = $old[ $key ] ?? null;
		}
		if ( null !== $value ) {
			$saved[ $key ] = $value;
		}
	}
	return $saved;
}

/**
 * The form's fields as the option holds them: key => JSON text ('' for an empty field), or the
 * error of feed group rows that make no object.
 *
 * @param array $form Key => the typed text (the feed groups: rows of group and feed ids).
 * @return array<string, string|WP_Error>
 */
function ssw_form_json( $form ) {
	$fields = array();
	foreach ( ssw_setting_keys() as $key ) {
		if ( ! array_key_exists( $key, $form ) ) {
			continue;
		}
		$typed = $form[ $key ];
		if ( 'feedGroups' === $key ) {
			$fields[ $key ] = ssw_feed_groups_json( is_array( $typed ) ? $typed : array() );
		} elseif ( ! is_string( $typed ) || '' === trim( $typed ) ) {
			$fields[ $key ] = '';
		} elseif ( ssw_is_text_key( $key ) ) {
			$json           = wp_json_encode( $typed );
			$fields[ $key ] = false === $json ? new WP_Error( 'ssw-invalid', ssw_expected( $key ) ) : $json;
		} else {
			$fields[ $key ] = $typed;
		}
	}
	return $fields;
}

/**
 * The feed group rows as the config's object, group slug => its feed ids ('' when no row has
 * feed ids: the key is left out); a row without feed ids is dropped.
 *
 * @param array $rows Each: group (a slug), feeds (the feed ids, separated by commas).
 * @return string|WP_Error
 */
function ssw_feed_groups_json( $rows ) {
	$groups = array();
	foreach ( $rows as $row ) {
		$group = is_array( $row ) && is_string( $row['group'] ?? null ) ? trim( $row['group'] ) : '';
		$feeds = is_array( $row ) && is_string( $row['feeds'] ?? null ) ? trim( $row['feeds'] ) : '';
		if ( '' === $feeds ) {
			continue;
		}
		if ( '' === $group ) {
			/* translators: %s: the feed ids typed */
			return new WP_Error( 'ssw-invalid', sprintf( __( 'feedGroups: the feed ids %s have no group; choose one.', 'school-site-widgets' ), $feeds ) );
		}
		foreach ( preg_split( '/\s*,\s*/', $feeds ) as $id ) {
			if ( ! preg_match( '/^\d{1,15}$/', $id ) ) {
				/* translators: 1: the feed ids typed, 2: one of them */
				return new WP_Error( 'ssw-invalid', sprintf( __( 'feedGroups: feed ids are numbers separated by commas, so "%1$s" cannot be read ("%2$s").', 'school-site-widgets' ), $feeds, $id ) );
			}
			$groups[ $group ][] = (int) $id;
		}
	}
	return array() === $groups ? '' : (string) wp_json_encode( array_map( 'array_values', array_map( 'array_unique', $groups ) ) );
}

/**
 * The message naming a key and what it must hold.
 *
 * @param string $key A config key.
 * @return string
 */
function ssw_expected( $key ) {
	/* translators: 1: a config key, 2: what it must hold, such as "an IANA time zone" */
	return sprintf( __( '%1$s must be %2$s.', 'school-site-widgets' ), $key, ssw_expected_text( $key ) );
}

/**
 * What a key must hold, in the user's language: config.schema.json's x-expected (in English,
 * the bundle's own message: includes/config-rules.php).
 *
 * @param string $key A config key.
 * @return string
 */
function ssw_expected_text( $key ) {
	$expected = (string) ( ssw_config_rules()[ $key ]['x-expected'] ?? '' );
	// The schema's texts are data: i18n.mjs puts them in the .pot.
	return _x( $expected, 'config rule', 'school-site-widgets' ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- see above.
}

/**
 * One field as JSON text: null when empty (the key is left out), its canonical JSON text when
 * the bundle's rules accept it (so that a value checked again is the same), else the error
 * naming the key and what it must hold. Feed groups name groups the widgets know.
 *
 * @param string         $key  A config key.
 * @param mixed|WP_Error $json Its value as JSON text.
 * @return string|null|WP_Error
 */
function ssw_sanitize_value( $key, $json ) {
	if ( is_wp_error( $json ) ) {
		return $json;
	}
	if ( ! is_string( $json ) || '' === trim( $json ) ) {
		return null;
	}
	// The rules' own message is the bundle's English one: the person reads it in their language.
	$error = null !== ssw_config_check( $key, $json ) ? ssw_expected( $key ) : null;
	$error = $error ?? ( 'feedGroups' === $key ? ssw_unknown_group( json_decode( $json ) ) : null );
	$error = $error ?? ( 'mediaServiceUrl' === $key ? ssw_own_route_named( json_decode( $json ) ) : null );
	if ( null !== $error ) {
		return new WP_Error( 'ssw-invalid', $error );
	}
	return wp_json_encode( json_decode( $json ) );
}

/**
 * The message for a media service URL that is this site's own media route (the address the
 * visitors' pages show, includes/media-route.php), or null. The route reads from the media
 * service; read from itself, every answer would be a failure.
 *
 * @param string $url The media service URL typed.
 * @return string|null
 */
function ssw_own_route_named( $url ) {
	$home  = wp_parse_url( home_url( '/' ) );
	$typed = wp_parse_url( preg_match( '#^https?://#i', $url ) ? $url : home_url( '/' . ltrim( $url, '/' ) ) );
	$same  = is_array( $typed ) && strtolower( $typed['host'] ?? '' ) === strtolower( $home['host'] ?? '' )
		&& ( $typed['port'] ?? null ) === ( $home['port'] ?? null );
	$where = rawurldecode( ( $typed['path'] ?? '' ) . '?' . ( $typed['query'] ?? '' ) );
	if ( ! $same || false === strpos( $where, SSW_REST_NAMESPACE . '/media' ) ) {
		return null;
	}
	return __( 'mediaServiceUrl: this is the site\'s own media route, the address visitors\' pages ask; it reads from the media service. Type the media service\'s own address.', 'school-site-widgets' );
}

/**
 * The message naming the first group of a feed groups object the widgets do not know (the
 * media service's own names, such as calendar for events, show nothing), or null.
 *
 * @param stdClass $groups Group slug => feed ids.
 * @return string|null
 */
function ssw_unknown_group( $groups ) {
	$names = ssw_group_names();
	foreach ( array_keys( get_object_vars( $groups ) ) as $slug ) {
		if ( ! isset( $names[ $slug ] ) ) {
			return sprintf(
				/* translators: 1: the group typed, 2: the known groups' names */
				__( 'feedGroups: "%1$s" is not a group the widgets know; use one of: %2$s.', 'school-site-widgets' ),
				$slug,
				implode( ', ', $names )
			);
		}
	}
	return null;
}

/**
 * A time zone an older version saved that is no zone: dates use the default until it is changed.
 */
function ssw_bad_time_zone_notice() {
	$bad = ssw_bad_time_zone();
	if ( null === $bad || ! current_user_can( 'manage_options' ) ) {
		return;
	}
	printf(
		'<div class="notice notice-error"><p>%s <a href="%s">%s</a></p></div>',
		esc_html(
			sprintf(
				/* translators: 1: the saved value, 2: the default time zone */
				__( 'School site widgets: the saved time zone "%1$s" is not a time zone, so dates are shown in %2$s until it is changed.', 'school-site-widgets' ),
				$bad,
				ssw_config_rules()['timeZone']['default']
			)
		),
		esc_url( admin_url( 'options-general.php?page=school-site-widgets' ) ),
		esc_html__( 'Settings → School site widgets', 'school-site-widgets' )
	);
}
add_action( 'admin_notices', 'ssw_bad_time_zone_notice' );

/** The settings page: WordPress's sections of fields, then the check of the media service. */
function ssw_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<p><?php esc_html_e( 'What the widgets show and where they read it from. An empty field leaves the setting out: the widgets then use their default.', 'school-site-widgets' ); ?></p>
		<form action="options.php" method="post" novalidate>
			<?php
			settings_fields( 'ssw_settings' );
			do_settings_sections( 'school-site-widgets' );
			submit_button();
			?>
		</form>
		<?php ssw_media_check_section(); ?>
	</div>
	<?php
}

/**
 * The saved value of a key, as it is typed in its field.
 *
 * @param string $key A config key.
 * @return mixed The text; the feed groups' object (group slug => ids).
 */
function ssw_typed_value( $key ) {
	$saved = get_option( SSW_OPTION, array() );
	if ( ! is_array( $saved ) || ! isset( $saved[ $key ] ) || ! is_string( $saved[ $key ] ) ) {
		return 'feedGroups' === $key ? array() : '';
	}
	$decoded = json_decode( $saved[ $key ] );
	if ( 'feedGroups' === $key ) {
		return $decoded instanceof stdClass ? get_object_vars( $decoded ) : array();
	}
	return ssw_is_text_key( $key ) ? (string) $decoded : (string) wp_json_encode( $decoded, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
}

/**
 * One setting's field (add_settings_field), with its help and, for a locked key, why it is
 * read only: shown, not sent, so the form cannot change it (ssw_is_locked).
 *
 * @param array $args The key.
 */
function ssw_setting_field( $args ) {
	$key    = $args['key'];
	$id     = 'ssw-' . $key;
	$locked = ssw_is_locked( $key );
	$name   = SSW_OPTION . '[form][' . $key . ']';
	$field  = $locked ? 'readonly' : 'name="' . esc_attr( $name ) . '"';
	$value  = ssw_typed_value( $key );
	if ( 'feedGroups' === $key ) {
		ssw_feed_group_rows( $value, $name, $id . '-help' );
	} elseif ( ssw_is_text_key( $key ) ) {
		printf( '<input class="regular-text code" type="text" id="%s" %s value="%s" aria-describedby="%s">', esc_attr( $id ), $field, esc_attr( $value ), esc_attr( $id . '-help' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- $field is a fixed word or an attribute escaped above.
	} else {
		printf( '<textarea class="large-text code" rows="5" id="%s" %s aria-describedby="%s">%s</textarea>', esc_attr( $id ), $field, esc_attr( $id . '-help' ), esc_textarea( $value ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- as above.
	}
	?>
	<p class="description" id="<?php echo esc_attr( $id . '-help' ); ?>">
		<?php echo esc_html( ssw_setting_fields()[ $key ]['help'] ); ?>
		<?php
		/* translators: what the value must be */
		echo esc_html( sprintf( __( 'Must be %s.', 'school-site-widgets' ), ssw_expected_text( $key ) ) );
		if ( $locked ) {
			echo ' <strong>' . esc_html__( 'Read only for you: this key loads script or frames into visitors\' pages, so only a user who may publish unfiltered HTML can change it (on a multisite network, a network administrator).', 'school-site-widgets' ) . '</strong>';
		}
		?>
		<br><small><?php esc_html_e( 'Config key:', 'school-site-widgets' ); ?> <code><?php echo esc_html( $key ); ?></code></small>
	</p>
	<?php
}

/**
 * The feed groups as rows of a group (chosen by name among the widgets' groups) and its feed
 * ids, then SSW_SPARE_ROWS empty rows. A saved group the widgets do not know (an older
 * version let any through) is shown as it is, so that saving says why it is refused.
 *
 * @param array<string, int[]> $groups Group slug => feed ids.
 * @param string               $name   The rows' field name.
 * @param string               $help   The id of their help.
 */
function ssw_feed_group_rows( $groups, $name, $help ) {
	$rows = array();
	foreach ( $groups as $slug => $ids ) {
		$rows[] = array( (string) $slug, implode( ', ', is_array( $ids ) ? $ids : array() ) );
	}
	$rows = array_merge( $rows, array_fill( 0, SSW_SPARE_ROWS, array( '', '' ) ) );
	?>
	<table class="widefat striped ssw-feed-groups" aria-describedby="<?php echo esc_attr( $help ); ?>" style="max-width: 40em">
		<thead><tr><th scope="col"><?php esc_html_e( 'Group', 'school-site-widgets' ); ?></th><th scope="col"><?php esc_html_e( 'Feed ids', 'school-site-widgets' ); ?></th></tr></thead>
		<tbody>
		<?php foreach ( $rows as $index => list( $slug, $ids ) ) : ?>
			<?php
			$row   = $name . '[' . $index . ']';
			$names = ssw_group_names();
			?>
			<tr>
				<td>
					<select name="<?php echo esc_attr( $row . '[group]' ); ?>" aria-label="<?php /* translators: %d: the row's number */ echo esc_attr( sprintf( __( 'Group of row %d', 'school-site-widgets' ), $index + 1 ) ); ?>">
						<option value=""><?php esc_html_e( '— Choose a group —', 'school-site-widgets' ); ?></option>
						<?php if ( '' !== $slug && ! isset( $names[ $slug ] ) ) : ?>
							<option value="<?php echo esc_attr( $slug ); ?>" selected><?php echo esc_html( $slug ); ?></option>
						<?php endif; ?>
						<?php foreach ( $names as $value => $label ) : ?>
							<option value="<?php echo esc_attr( $value ); ?>" <?php selected( $value, $slug ); ?>><?php echo esc_html( $label ); ?></option>
						<?php endforeach; ?>
					</select>
				</td>
				<td><input class="regular-text code" type="text" inputmode="numeric" name="<?php echo esc_attr( $row . '[feeds]' ); ?>" value="<?php echo esc_attr( $ids ); ?>" aria-label="<?php /* translators: %d: the row's number */ echo esc_attr( sprintf( __( 'Feed ids of row %d', 'school-site-widgets' ), $index + 1 ) ); ?>"></td>
			</tr>
		<?php endforeach; ?>
		</tbody>
	</table>
	<?php
}

/** Edit on page's origins: WordPress's own addresses, shown, not typed. */
function ssw_origins_field() {
	?>
	<p>
		<?php
		echo esc_html(
			sprintf(
				/* translators: 1: the admin's origin, 2: the site's origin */
				__( 'Edit on page lets the admin screens at %1$s edit the pages of %2$s. Both come from WordPress\'s own addresses (Settings → General), so there is nothing to type here.', 'school-site-widgets' ),
				ssw_origin( admin_url() ),
				ssw_origin( home_url() )
			)
		);
		?>
		<br><small><?php esc_html_e( 'Config keys:', 'school-site-widgets' ); ?> <code>adminOrigin</code>, <code>websiteOrigin</code></small>
	</p>
	<?php
}
