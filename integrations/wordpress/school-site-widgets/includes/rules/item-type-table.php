<?php
/**
 * Rows of the ItemType table (src/media/item-types.json) by their columns' names, from the table
 * as decoded: includes/item-types.php reads it from the plugin's copy, the vectors' runner
 * (test/vectors/run.php) from the bundle's.
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/**
 * What an ItemType is (group, card, popup, ...), or null for a type the table does not know.
 * Spaces around the type are ignored, as the widgets' reader ignores them.
 *
 * @param array $table The table, decoded as arrays.
 * @param mixed $type  The item's ItemType.
 * @return array<string, string|null>|null
 */
function ssw_table_item_type( $table, $type ) {
	$row = is_scalar( $type ) ? ( $table['itemTypes'][ trim( (string) $type ) ] ?? null ) : null;
	return is_array( $row ) ? array_combine( $table['itemTypeColumns'], $row ) : null;
}

/**
 * A feed group by its slug (slug, name, target, ...), or null.
 *
 * @param array  $table The table, decoded as arrays.
 * @param string $slug  A group's slug.
 * @return array<string, string>|null
 */
function ssw_table_feed_group( $table, $slug ) {
	foreach ( $table['groups'] ?? array() as $row ) {
		$group = array_combine( $table['groupColumns'], $row );
		if ( $group['slug'] === $slug ) {
			return $group;
		}
	}
	return null;
}
