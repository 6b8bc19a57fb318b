<?php
/**
 * The ItemType table of spec section 3 (src/media/item-types.json, copied beside this plugin by
 * the build): the feed groups with their link target and names, and for each ItemType its
 * group and card. The server's cards and the admin screens ask here, as the widgets ask
 * src/media/item-types.ts: no fact of the table is written out in PHP.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/**
 * The table as the JSON has it: rows are arrays, their columns named in groupColumns and
 * itemTypeColumns. Empty when the build has not laid the file.
 *
 * @return array{groupColumns?: string[], groups?: array[], itemTypeColumns?: string[], itemTypes?: array<string, array>}
 */
function ssw_item_type_table() {
	static $table = null;
	if ( null === $table ) {
		$json  = wp_json_file_decode( SSW_DIR . '/item-types.json', array( 'associative' => true ) );
		$table = is_array( $json ) ? $json : array();
	}
	return $table;
}

/**
 * What an ItemType is, by the table's column names (group, card, popup, ...), or null for a
 * type the table does not know: the widgets refuse such an item (src/media/schema.ts), so the
 * server shows no card for it either. Spaces around the type are ignored, as there.
 *
 * @param mixed $type The item's ItemType.
 * @return array<string, string|null>|null
 */
function ssw_item_type( $type ) {
	return ssw_table_item_type( ssw_item_type_table(), $type );
}

/**
 * A feed group by its slug, by the table's column names (slug, name, target, ...), or null.
 *
 * @param string $slug A group's slug.
 * @return array<string, string>|null
 */
function ssw_feed_group( $slug ) {
	return ssw_table_feed_group( ssw_item_type_table(), $slug );
}

/**
 * The feed groups: slug => name in the user's language, in the spec's order.
 *
 * @return array<string, string>
 */
function ssw_group_names() {
	static $names = null;
	if ( null === $names ) {
		$names = array();
		$table = ssw_item_type_table();
		foreach ( $table['groups'] ?? array() as $row ) {
			$group = array_combine( $table['groupColumns'], $row );
			// The names are data: i18n.mjs puts them in the .pot, with the bundle's translations.
			$names[ $group['slug'] ] = _x( $group['name'], 'feed group', 'school-site-widgets' ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- see above.
		}
	}
	return $names;
}
