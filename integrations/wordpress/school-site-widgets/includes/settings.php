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

/**
 * What the settings page calls a key (the schema's description explains it); the key itself
 * for one it does not name.
 *
 * @param string $key A config key.
 * @return string
 */
function ssw_label( $key ) {
	$labels = array(
		'mediaServiceUrl' => __( 'Media service URL', 'school-site-widgets' ),
		'imageServiceUrl' => __( 'Image service URL', 'school-site-widgets' ),
		'defaultImage'    => __( 'Default image', 'school-site-widgets' ),
		'feedGroups'      => __( 'Feed groups', 'school-site-widgets' ),
		'schools'         => __( 'Schools', 'school-site-widgets' ),
		'locale'          => __( 'Language of the widgets', 'school-site-widgets' ),
		'timeZone'        => __( 'Time zone', 'school-site-widgets' ),
		'mapTileUrl'      => __( 'Map tile URL', 'school-site-widgets' ),
		'embedHosts'      => __( 'Embed hosts', 'school-site-widgets' ),
		'tagManagerId'    => __( 'Tag manager id', 'school-site-widgets' ),
		'tagManagerUrl'   => __( 'Tag manager script URL', 'school-site-widgets' ),
		'adminOrigin'     => __( 'CMS admin origin (base64)', 'school-site-widgets' ),
		'websiteOrigin'   => __( 'Website origin (base64)', 'school-site-widgets' ),
	);
	return $labels[ $key ] ?? $key;
}

add_action(
	'admin_init',
	static function () {
		register_setting(
			'school_site_widgets',
			SSW_OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => 'ssw_sanitize_config',
				'default'           => array(),
				'show_in_rest'      => false,
			)
		);
	}
);

add_action(
	'admin_menu',
	static function () {
		add_options_page( __( 'School site widgets', 'school-site-widgets' ), __( 'School site widgets', 'school-site-widgets' ), 'manage_options', 'school-site-widgets', 'ssw_settings_page' );
	}
);

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
 * media service (its answers are JSONP scripts), the tag manager (its container is script), the
 * embed hosts (the players' frames) and the admin origin (the frame the CMS bridge takes edits
 * from). Changing them is posting script, so it needs unfiltered_html, as a script in a post
 * does: a multisite sub-site administrator has manage_options but not unfiltered_html.
 */
const SSW_SCRIPT_KEYS = array( 'mediaServiceUrl', 'tagManagerId', 'tagManagerUrl', 'embedHosts', 'adminOrigin' );

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
 * The option's check: each submitted field, empty (the key is left out of the page config) or
 * checked by the bundle's rules; a refused field, or a locked one changed (ssw_is_locked),
 * keeps the saved value.
 *
 * @param mixed $input The submitted fields: key => text.
 * @return array<string, string> Key => value as JSON text.
 */
function ssw_sanitize_config( $input ) {
	$old = get_option( SSW_OPTION, array() );
	$old = is_array( $old ) ? $old : array();
	if ( ! is_array( $input ) ) {
		return $old;
	}
	$saved = array();
	foreach ( array_keys( ssw_config_rules() ) as $key ) {
		$value = $old[ $key ] ?? null;
		if ( array_key_exists( $key, $input ) ) {
			$value = ssw_sanitize_value( $key, $input[ $key ] );
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
					ssw_label( $key ),
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
 * One submitted field: null when empty (the key is left out), its JSON text when the bundle's
 * rules accept it, else the error naming the key and what it must hold.
 *
 * @param string $key   A config key.
 * @param mixed  $input The submitted text.
 * @return string|null|WP_Error
 */
function ssw_sanitize_value( $key, $input ) {
	$raw = is_string( $input ) ? $input : '';
	if ( '' === trim( $raw ) ) {
		return null;
	}
	// A JSON field is stored in one canonical form (objects stay objects); a text field as it is.
	$is_text = ssw_is_text_key( $key );
	$json    = $is_text ? wp_json_encode( $raw ) : $raw;
	$error   = false === $json ? sprintf( '%s must be %s.', $key, ssw_config_rules()[ $key ]['x-expected'] ) : ssw_config_check( $key, $json );
	if ( null !== $error ) {
		return new WP_Error( 'ssw-invalid', $error );
	}
	return $is_text ? $json : wp_json_encode( json_decode( $json ) );
}

// A time zone an older version saved that is no zone: dates use the default until it is changed.
add_action(
	'admin_notices',
	static function () {
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
);

/** The settings page: a table of every key, its current value, and what it must hold. */
function ssw_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$saved = get_option( SSW_OPTION, array() );
	$saved = is_array( $saved ) ? $saved : array();
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<p><?php esc_html_e( 'The page config of the widget bundle. An empty field leaves the key out (the widgets use their default or stay as server markup).', 'school-site-widgets' ); ?></p>
		<form action="options.php" method="post" novalidate>
			<?php settings_fields( 'school_site_widgets' ); ?>
			<table class="form-table" role="presentation">
				<?php
				foreach ( ssw_config_rules() as $key => $rule ) :
					$id    = 'ssw-' . $key;
					$value = '';
					if ( isset( $saved[ $key ] ) ) {
						$decoded = json_decode( $saved[ $key ] );
						$value   = ssw_is_text_key( $key ) ? (string) $decoded : (string) wp_json_encode( $decoded, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
					}
					// A locked field is shown, not sent: the form cannot change it (ssw_is_locked).
					$locked = ssw_is_locked( $key );
					$name   = $locked ? '' : SSW_OPTION . '[' . $key . ']';
					?>
					<tr>
						<th scope="row"><label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( ssw_label( $key ) ); ?></label></th>
						<td>
							<?php if ( ssw_is_text_key( $key ) ) : ?>
								<input class="regular-text code" type="text" id="<?php echo esc_attr( $id ); ?>" <?php echo $locked ? 'readonly' : 'name="' . esc_attr( $name ) . '"'; ?> value="<?php echo esc_attr( $value ); ?>" aria-describedby="<?php echo esc_attr( $id . '-help' ); ?>">
							<?php else : ?>
								<textarea class="large-text code" rows="5" id="<?php echo esc_attr( $id ); ?>" <?php echo $locked ? 'readonly' : 'name="' . esc_attr( $name ) . '"'; ?> aria-describedby="<?php echo esc_attr( $id . '-help' ); ?>"><?php echo esc_textarea( $value ); ?></textarea>
							<?php endif; ?>
							<p class="description" id="<?php echo esc_attr( $id . '-help' ); ?>">
								<code><?php echo esc_html( $key ); ?></code>:
								<?php echo esc_html( $rule['description'] ?? '' ); ?>
								<?php
								/* translators: what the value must be */
								echo esc_html( sprintf( __( 'Must be %s.', 'school-site-widgets' ), $rule['x-expected'] ?? '' ) );
								if ( $locked ) {
									echo ' <strong>' . esc_html__( 'Read only for you: this key loads script or frames into visitors\' pages, so only a user who may publish unfiltered HTML can change it (on a multisite network, a network administrator).', 'school-site-widgets' ) . '</strong>';
								}
								?>
							</p>
						</td>
					</tr>
				<?php endforeach; ?>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}
