<?php
/**
 * A card's image URL, as the widgets' cards ask for it (src/format/images.ts cardImageUrl;
 * vectors: test/vectors/card-image.json). Encoded by title.php's ssw_encode_component.
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/** The width asked of the image service when none (or a bad one) is given (DEFAULT_IMAGE_WIDTH). */
const SSW_DEFAULT_IMAGE_WIDTH = 250;

/**
 * The URL of a card's image: through the image service at $width when there is one, the image
 * itself when there is none; a missing or unsafe image gives the default image (through the
 * service when it is usable). The rule in words: test/vectors/card-image.json.
 *
 * @param mixed  $src           The item's image.
 * @param string $service       The image service's URL, or ''.
 * @param string $default_image The default image, or ''.
 * @param mixed  $width         The width asked for.
 * @return string
 */
function ssw_card_image_url( $src, $service, $default_image, $width = null ) {
	if ( ! ssw_is_http_or_site_path( $src ) ) {
		return '' !== $service && ssw_is_http_or_site_path( $default_image ) ? ssw_card_image_url( $default_image, $service, $default_image, $width ) : $default_image;
	}
	$source = ssw_js_trim( $src );
	if ( '' === $service ) {
		return $source;
	}
	// Math.round: halves up. A width is positive here, where PHP's round() does the same.
	$asked = ( is_int( $width ) || is_float( $width ) ) && is_finite( $width ) && $width >= 1 ? (int) round( $width ) : SSW_DEFAULT_IMAGE_WIDTH;
	return $service . '?command_1=url&url_1=' . ssw_encode_component( $source ) . '&command_2=resize&width_2=' . $asked . '&default_1=' . ssw_encode_component( $default_image );
}
