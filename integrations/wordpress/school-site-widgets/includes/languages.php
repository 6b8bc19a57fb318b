<?php
/**
 * A French or Arabic site (its WordPress locale, Settings -> General -> Site Language) gets
 * French or Arabic widgets: the bundle speaks the page's <html lang> (README, "Languages and
 * right to left"), which WordPress writes from the locale. This file adds what WordPress
 * cannot know without its language packs: that Arabic reads right to left. The plugin's own
 * texts, the server markup's labels among them, are in its translations (languages/).
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/** The widgets' languages (src/i18n), English first: the plugin's own texts are in English. */
const SSW_LANGUAGES = array( 'en', 'fr', 'ar' );

/**
 * The widgets' language of the site's locale: en, fr or ar.
 *
 * @return string
 */
function ssw_site_language() {
	$language = strtolower( substr( determine_locale(), 0, 2 ) );
	return in_array( $language, SSW_LANGUAGES, true ) ? $language : 'en';
}

/**
 * What `$write` writes with the plugin's texts in one of the widgets' languages, whatever the
 * site's: its own translation of that language (languages/, the build's .mo), English as the
 * texts are written. In the site's language, as WordPress gives them. A feed is asked for in a
 * language (includes/calendar-feed.php), as the demo's /fr/ and /ar/ addresses ask.
 *
 * @param string   $language en, fr or ar.
 * @param callable $write    What writes the text, with WordPress's translation functions.
 * @return mixed What it returns.
 */
function ssw_in_language( $language, $write ) {
	if ( ssw_site_language() === $language ) {
		return $write();
	}
	$words = new MO();
	if ( 'en' !== $language ) {
		$words->import_from_file( SSW_DIR . '/languages/school-site-widgets-' . ssw_translation_locale( $language ) . '.mo' );
	}
	$swap = static fn( $translation, $text, $context = null ) => $words->translate( $text, $context );
	add_filter( 'gettext_school-site-widgets', $swap, 10, 2 );
	add_filter( 'gettext_with_context_school-site-widgets', $swap, 10, 3 );
	try {
		return $write();
	} finally {
		remove_filter( 'gettext_school-site-widgets', $swap, 10 );
		remove_filter( 'gettext_with_context_school-site-widgets', $swap, 10 );
	}
}

/**
 * Arabic reads right to left, with or without WordPress's Arabic language pack installed: the
 * pack says so by translating "ltr" (context "text direction") as "rtl", which WP_Locale reads,
 * so is_rtl() holds, `dir="rtl"` is written on visitors' pages and in the admin of a user who
 * speaks Arabic, and WordPress loads the admin's right-to-left styles.
 *
 * @param string $translation The translation so far.
 * @param string $text        The text.
 * @param string $context     The text's context.
 * @return string
 */
function ssw_arabic_text_direction( $translation, $text, $context ) {
	return 'ltr' === $text && 'text direction' === $context && 'ar' === ssw_site_language() ? 'rtl' : $translation;
}
add_filter( 'gettext_with_context_default', 'ssw_arabic_text_direction', 10, 3 );

/**
 * The plugin's translation of a locale: its French (fr_FR) for every French locale (fr_CA,
 * fr_BE, ...) and its Arabic (ar) for every Arabic one, as the widgets speak the language
 * (ssw_site_language); any other locale as it is.
 *
 * @param string $locale A WordPress locale.
 * @return string
 */
function ssw_translation_locale( $locale ) {
	$shipped = array(
		'fr' => 'fr_FR',
		'ar' => 'ar',
	);
	return $shipped[ strtolower( substr( $locale, 0, 2 ) ) ] ?? $locale;
}

/**
 * The .mo of load_plugin_textdomain() (school-site-widgets.php).
 *
 * @param string $locale The user's locale.
 * @param string $domain The text domain.
 * @return string
 */
function ssw_plugin_locale( $locale, $domain ) {
	return 'school-site-widgets' === $domain ? ssw_translation_locale( $locale ) : $locale;
}
add_filter( 'plugin_locale', 'ssw_plugin_locale', 10, 2 );

/**
 * The scripts' JSON of wp_set_script_translations(): load_script_textdomain() names it by the
 * user's locale itself.
 *
 * @param string|false $file   The JSON file's path.
 * @param string       $handle The script's handle.
 * @param string       $domain The text domain.
 * @return string|false
 */
function ssw_script_translation_file( $file, $handle, $domain ) {
	if ( 'school-site-widgets' !== $domain || ! is_string( $file ) ) {
		return $file;
	}
	$locale = determine_locale();
	return str_replace( "school-site-widgets-{$locale}-", 'school-site-widgets-' . ssw_translation_locale( $locale ) . '-', $file );
}
add_filter( 'load_script_translation_file', 'ssw_script_translation_file', 10, 3 );
