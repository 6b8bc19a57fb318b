<?php
/**
 * A French or Arabic site (its WordPress locale, Settings -> General -> Site Language) gets
 * French or Arabic widgets: the bundle speaks the page's <html lang> (README, "Languages and
 * right to left"), which WordPress writes from the locale. This file adds what WordPress
 * cannot know without its language packs: `dir="rtl"` for Arabic, and the plugin's own
 * visitor-facing texts (the server markup's labels) in both languages.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/**
 * The widgets' language of the site's locale: en, fr or ar.
 *
 * @return string
 */
function ssw_site_language() {
	$language = strtolower( substr( determine_locale(), 0, 2 ) );
	return in_array( $language, array( 'fr', 'ar' ), true ) ? $language : 'en';
}

// Arabic reads right to left, with or without WordPress's Arabic language pack installed.
add_filter(
	'language_attributes',
	static function ( $output ) {
		if ( 'ar' === ssw_site_language() && ! str_contains( $output, 'dir=' ) ) {
			$output = 'dir="rtl" ' . $output;
		}
		return $output;
	}
);

/** The plugin's texts on visitors' pages, in French and Arabic. */
const SSW_TRANSLATIONS = array(
	'fr' => array(
		'Search news, events, photos and posts'     => 'Rechercher des actualités, événements, photos et publications',
		'Search'                                    => 'Rechercher',
		'Media hub'                                 => 'Médiathèque',
		'Latest news, events and posts'             => 'Dernières actualités, événements et publications',
		'News, events and posts are shown here.'    => 'Les actualités, événements et publications s’affichent ici.',
		'Coming events are shown here, day by day.' => 'Les prochains événements s’affichent ici, jour par jour.',
		'A shared news item'                        => 'Une actualité partagée',
		'A shared event'                            => 'Un événement partagé',
		'Back to the media hub'                     => 'Retour à la médiathèque',
		'Parents area'                              => 'Espace parents',
		'Menu'                                      => 'Menu',
		'Main menu'                                 => 'Menu principal',
		'Close the menu'                            => 'Fermer le menu',
		'Search the site'                           => 'Rechercher sur le site',
		'School'                                    => 'École',
		'All schools'                               => 'Toutes les écoles',
		'Show'                                      => 'Afficher',
		'Show more dates'                           => 'Afficher plus de dates',
		'Our schools'                               => 'Nos écoles',
		'Find us'                                   => 'Nous trouver',
		'Back to top'                               => 'Haut de page',
	),
	'ar' => array(
		'Search news, events, photos and posts'     => 'ابحث في الأخبار والفعاليات والصور والمنشورات',
		'Search'                                    => 'بحث',
		'Media hub'                                 => 'مركز الوسائط',
		'Latest news, events and posts'             => 'آخر الأخبار والفعاليات والمنشورات',
		'News, events and posts are shown here.'    => 'تظهر هنا الأخبار والفعاليات والمنشورات.',
		'Coming events are shown here, day by day.' => 'تظهر هنا الفعاليات القادمة يومًا بيوم.',
		'A shared news item'                        => 'خبر تمت مشاركته',
		'A shared event'                            => 'فعالية تمت مشاركتها',
		'Back to the media hub'                     => 'العودة إلى مركز الوسائط',
		'Parents area'                              => 'مساحة أولياء الأمور',
		'Menu'                                      => 'القائمة',
		'Main menu'                                 => 'القائمة الرئيسية',
		'Close the menu'                            => 'إغلاق القائمة',
		'Search the site'                           => 'ابحث في الموقع',
		'School'                                    => 'المدرسة',
		'All schools'                               => 'كل المدارس',
		'Show'                                      => 'عرض',
		'Show more dates'                           => 'عرض المزيد من التواريخ',
		'Our schools'                               => 'مدارسنا',
		'Find us'                                   => 'مواقعنا',
		'Back to top'                               => 'العودة إلى الأعلى',
	),
);

add_filter(
	'gettext_school-site-widgets',
	static function ( $translation, $text ) {
		if ( is_admin() ) {
			return $translation;
		}
		return SSW_TRANSLATIONS[ ssw_site_language() ][ $text ] ?? $translation;
	},
	10,
	2
);
