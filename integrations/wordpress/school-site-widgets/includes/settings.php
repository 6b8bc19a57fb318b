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

/** What the settings page calls each key; the schema's description explains it. */
const SSW_LABELS = array(
	'mediaServiceUrl' => 'Media service URL',
	'imageServiceUrl' => 'Image service URL',
	'defaultImage'    => 'Default image',
	'feedGroups'      => 'Feed groups',
	'schools'         => 'Schools',
	'locale'          => 'Language of the widgets',
	'timeZone'        => 'Time zone',
	'mapTileUrl'      => 'Map tile URL',
	'embedHosts'      => 'Embed hosts',
	'tagManagerId'    => 'Tag manager id',
	'tagManagerUrl'   => 'Tag manager script URL',
	'adminOrigin'     => 'CMS admin origin (base64)',
	'websiteOrigin'   => 'Website origin (base64)',
);

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
		add_options_page( 'School site widgets', 'School site widgets', 'manage_options', 'school-site-widgets', 'ssw_settings_page' );
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
 * The option's check: each submitted field, empty (the key is left out of the page config) or
 * checked by the bundle's rules; a refused field keeps the saved value.
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
		if ( ! array_key_exists( $key, $input ) ) {
			if ( isset( $old[ $key ] ) ) {
				$saved[ $key ] = $old[ $key ];
			}
			continue;
		}
		$raw = is_string( $input[ $key ] ) ? $input[ $key ] : '';
		// A JSON field is stored in one canonical form (objects stay objects); a text field as it is.
		$is_text = ssw_is_text_key( $key );
		if ( '' === trim( $raw ) ) {
			continue;
		}
		$json  = $is_text ? wp_json_encode( $raw ) : $raw;
		$error = false === $json ? sprintf( '%s must be %s.', $key, ssw_config_rules()[ $key ]['x-expected'] ) : ssw_config_check( $key, $json );
		if ( null === $error ) {
			$saved[ $key ] = $is_text ? $json : wp_json_encode( json_decode( $json ) );
			continue;
		}
		add_settings_error(
			SSW_OPTION,
			'ssw-' . $key,
			sprintf(
				/* translators: 1: field label, 2: what was wrong, naming the key */
				__( '%1$s was not saved: %2$s The previous value is kept.', 'school-site-widgets' ),
				SSW_LABELS[ $key ] ?? $key,
				$error
			)
		);
		if ( isset( $old[ $key ] ) ) {
			$saved[ $key ] = $old[ $key ];
		}
	}
	return $saved;
}

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
					$name = SSW_OPTION . '[' . $key . ']';
					?>
					<tr>
						<th scope="row"><label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( SSW_LABELS[ $key ] ?? $key ); ?></label></th>
						<td>
							<?php if ( ssw_is_text_key( $key ) ) : ?>
								<input class="regular-text code" type="text" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $name ); ?>" value="<?php echo esc_attr( $value ); ?>" aria-describedby="<?php echo esc_attr( $id . '-help' ); ?>">
							<?php else : ?>
								<textarea class="large-text code" rows="5" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $name ); ?>" aria-describedby="<?php echo esc_attr( $id . '-help' ); ?>"><?php echo esc_textarea( $value ); ?></textarea>
							<?php endif; ?>
							<p class="description" id="<?php echo esc_attr( $id . '-help' ); ?>">
								<code><?php echo esc_html( $key ); ?></code>:
								<?php echo esc_html( $rule['description'] ?? '' ); ?>
								<?php
								/* translators: what the value must be */
								echo esc_html( sprintf( __( 'Must be %s.', 'school-site-widgets' ), $rule['x-expected'] ?? '' ) );
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
