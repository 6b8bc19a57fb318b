<?php
/**
 * Plugin Name: Site footer (local site of `npm run wordpress`)
 * Description: The footer widget's schools of the seeded site, through the plugin's
 * `ssw_footer_schools` filter, as a school's theme or a small plugin gives
 * them: the three school pages, the group's crest as each logo, their pins on the map.
 * Copied into wp-content/mu-plugins by integrations/wordpress/server.mjs.
 *
 * @package SchoolSiteWidgets
 */

add_filter(
	'ssw_footer_schools',
	static function () {
		$schools = array(
			array( 'London', 'Riverside International School', 'Riverside, London', 22, 45 ),
			array( 'Dubai', 'Hillcrest International School', 'Hillcrest, Dubai', 75, 75 ),
			array( 'Geneva', 'Lakeside International School', 'Lakeside, Geneva', 58, 22 ),
		);
		$list    = array();
		foreach ( $schools as list( $city, $name, $place, $x, $y ) ) {
			$page = get_page_by_path( 'about/our-schools/' . strtolower( $city ) );
			if ( $page ) {
				$list[] = array(
					'name'  => $name,
					'url'   => get_permalink( $page ),
					'logo'  => content_url( 'mu-plugins/site-footer-crest.svg' ),
					'place' => $place,
					'x'     => $x,
					'y'     => $y,
				);
			}
		}
		return $list;
	}
);
