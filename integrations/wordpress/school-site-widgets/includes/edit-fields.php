<?php
/**
 * Edit on page, the fields: the page title and the text of paragraph and heading
 * blocks carry the bridge's `data-editable` attributes (docs/cms-bridge.md, "Inline editing:
 * the markup contract"), written on render only in the admin frame's request for a post the
 * user may edit (includes/edit-on-page.php, ssw_edit_frame_post()). A visitor's HTML carries no
 * editing attribute.
 *
 * A block is addressed by a stable id of its own, the `sswId` attribute in its block comment
 * (`<!-- wp:paragraph {"sswId":"k3v9q2"} -->`), never by its position: another editor may add
 * or move blocks while a frame is open. Every save gives the paragraphs and headings that have
 * none (or share one, as a block duplicated in the block editor does) an id of their own; a
 * post saved before the plugin gets them when it is first opened on the page.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/** The field id of the post's title. */
const SSW_TITLE_FIELD = 'post-title';

/** The blocks whose text is editable on the page, and the field kind of each. */
const SSW_EDITABLE_BLOCKS = array(
	'core/paragraph' => 'rich',
	'core/heading'   => 'text',
);

// The id is a block attribute, so that the block editor keeps it when it saves the post (its
// script declares it too: editor/blocks.ts).
add_filter(
	'register_block_type_args',
	static function ( $args, $name ) {
		if ( isset( SSW_EDITABLE_BLOCKS[ $name ] ) ) {
			$args['attributes']          = $args['attributes'] ?? array();
			$args['attributes']['sswId'] = array( 'type' => 'string' );
		}
		return $args;
	},
	10,
	2
);

/**
 * The field id of a block id: `b-` and the id.
 *
 * @param string $id The block's sswId.
 */
function ssw_block_field( $id ) {
	return 'b-' . $id;
}

/**
 * Gives every editable block of `$blocks` (parsed, nested) an id of its own: a missing or
 * repeated one gets a new one.
 *
 * @param array $blocks  Parsed blocks, changed in place.
 * @param array $seen    The ids met so far.
 * @return bool Whether any block changed.
 */
function ssw_assign_block_ids( array &$blocks, array &$seen = array() ) {
	$changed = false;
	foreach ( $blocks as &$block ) {
		if ( isset( SSW_EDITABLE_BLOCKS[ $block['blockName'] ?? '' ] ) ) {
			$id = $block['attrs']['sswId'] ?? '';
			if ( ! is_string( $id ) || ! preg_match( '/^[a-z0-9]{6,20}$/', $id ) || isset( $seen[ $id ] ) ) {
				do {
					$id = strtolower( wp_generate_password( 10, false, false ) );
				} while ( isset( $seen[ $id ] ) );
				$block['attrs']['sswId'] = $id;
				$changed                 = true;
			}
			$seen[ $id ] = true;
		}
		if ( ! empty( $block['innerBlocks'] ) ) {
			$changed = ssw_assign_block_ids( $block['innerBlocks'], $seen ) || $changed;
		}
	}
	return $changed;
}

/**
 * `$content` with an id on every editable block, or as it is when none was missing.
 *
 * @param string $content A post's content (block markup).
 */
function ssw_content_with_block_ids( $content ) {
	if ( ! has_blocks( $content ) ) {
		return $content;
	}
	$blocks = parse_blocks( $content );
	return ssw_assign_block_ids( $blocks ) ? serialize_blocks( $blocks ) : $content;
}

// Every save (the block editor, the REST API, Edit on page) keeps the ids whole. The content
// arrives slashed here.
add_filter(
	'wp_insert_post_data',
	static function ( $data ) {
		if ( ! in_array( $data['post_type'] ?? '', array( 'page', 'post' ), true ) ) {
			return $data;
		}
		$content = wp_unslash( $data['post_content'] ?? '' );
		$with    = ssw_content_with_block_ids( $content );
		if ( $with !== $content ) {
			$data['post_content'] = wp_slash( $with );
		}
		return $data;
	}
);

/**
 * Gives a post saved before the plugin its block ids, without a revision or a new modified
 * date: only the block comments change, not what anyone reads.
 *
 * @param WP_Post $post The post opened on the page.
 */
function ssw_ensure_block_ids( WP_Post $post ) {
	global $wpdb;
	$with = ssw_content_with_block_ids( $post->post_content );
	if ( $with === $post->post_content ) {
		return;
	}
	$wpdb->update( $wpdb->posts, array( 'post_content' => $with ), array( 'ID' => $post->ID ) );
	clean_post_cache( $post->ID );
}

/**
 * The editing attributes of a field.
 *
 * @param string $field The field id.
 * @param string $kind  'text' or 'rich'.
 * @param string $label Its human name.
 */
function ssw_editable_attributes( $field, $kind, $label ) {
	return sprintf(
		' data-editable="%s" data-editable-kind="%s" data-editable-label="%s"',
		esc_attr( $field ),
		esc_attr( $kind ),
		esc_attr( $label )
	);
}

/**
 * Whether blocks now rendered are the edited post's own content: set while its content is
 * filtered (the_content, around do_blocks), so that the blocks of a template part, a query
 * loop or a reusable block are not made editable.
 *
 * @param bool|null $set True or false to set it; null to read it.
 */
function ssw_in_edited_content( $set = null ) {
	static $inside = false;
	if ( null !== $set ) {
		$inside = $set;
	}
	return $inside;
}

add_filter(
	'the_content',
	static function ( $content ) {
		$post = ssw_edit_frame_post();
		ssw_in_edited_content( null !== $post && get_the_ID() === $post->ID && in_the_loop() );
		return $content;
	},
	8 // Just before do_blocks (9).
);
add_filter(
	'the_content',
	static function ( $content ) {
		ssw_in_edited_content( false );
		return $content;
	},
	10
);

// Paragraphs: the attributes on the <p> itself, which holds only the field's content.
// Headings: on a span inside, which can take role="textbox" where a heading may not.
add_filter(
	'render_block',
	static function ( $html, $block ) {
		$kind = SSW_EDITABLE_BLOCKS[ $block['blockName'] ?? '' ] ?? null;
		$id   = $block['attrs']['sswId'] ?? null;
		if ( null === $kind || ! is_string( $id ) || ! ssw_in_edited_content() ) {
			return $html;
		}
		$field = ssw_block_field( $id );
		if ( 'core/paragraph' === $block['blockName'] ) {
			$label = __( 'Paragraph', 'school-site-widgets' );
			return (string) preg_replace( '/^(\s*<p\b)/', '$1' . ssw_editable_attributes( $field, $kind, $label ), $html, 1 );
		}
		$label = __( 'Heading', 'school-site-widgets' );
		return (string) preg_replace(
			'/^(\s*<h([1-6])\b[^>]*>)(.*)(<\/h\2>\s*)$/s',
			'$1<span' . ssw_editable_attributes( $field, $kind, $label ) . '>$3</span>$4',
			$html,
			1
		);
	},
	10,
	2
);

// The title: the post title block of the edited post (a block theme's page template), its text
// in a span (inside its link, when it has one).
add_filter(
	'render_block_core/post-title',
	static function ( $html, $block, $instance ) {
		$post = ssw_edit_frame_post();
		if ( null === $post || (int) ( $instance->context['postId'] ?? 0 ) !== $post->ID ) {
			return $html;
		}
		$attributes = ssw_editable_attributes( SSW_TITLE_FIELD, 'text', __( 'Page title', 'school-site-widgets' ) );
		return (string) preg_replace(
			'/^(\s*<h([1-6])\b[^>]*>(?:\s*<a\b[^>]*>)?)(.*?)((?:<\/a>\s*)?<\/h\2>\s*)$/s',
			'$1<span' . $attributes . '>$3</span>$4',
			$html,
			1
		);
	},
	10,
	3
);
