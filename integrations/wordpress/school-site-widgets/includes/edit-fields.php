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

/** The format of a block id: what ssw_assign_block_ids() gives, and all a field id may hold. */
const SSW_BLOCK_ID_PATTERN = '/^[a-z0-9]{6,20}\z/';

/** The blocks whose text is editable on the page, and the field kind of each. */
const SSW_EDITABLE_BLOCKS = array(
	'core/paragraph' => 'rich',
	'core/heading'   => 'text',
);

/**
 * The id is a block attribute, so that the block editor keeps it when it saves the post (its
 * script declares it too: editor/blocks.ts).
 *
 * @param array  $args The block type's arguments.
 * @param string $name The block type's name.
 * @return array
 */
function ssw_block_id_attribute( $args, $name ) {
	if ( isset( SSW_EDITABLE_BLOCKS[ $name ] ) ) {
		$args['attributes']          = $args['attributes'] ?? array();
		$args['attributes']['sswId'] = array( 'type' => 'string' );
	}
	return $args;
}
add_filter( 'register_block_type_args', 'ssw_block_id_attribute', 10, 2 );

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
			if ( ! is_string( $id ) || ! preg_match( SSW_BLOCK_ID_PATTERN, $id ) || isset( $seen[ $id ] ) ) {
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

/**
 * Every save (the block editor, the REST API, Edit on page) keeps the ids whole. The content
 * arrives slashed here.
 *
 * @param array $data The post as it is saved, slashed.
 * @return array
 */
function ssw_keep_block_ids( $data ) {
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
add_filter( 'wp_insert_post_data', 'ssw_keep_block_ids' );

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
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- on purpose: wp_update_post() would add a revision, a modified date and the save hooks; the cache is cleaned below.
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
 * The blocks whose content is another post's or the theme's, never the edited post's own: a
 * reusable block, a pattern, a template part, the posts of a query loop. Inside one, nothing
 * is editable (and a save could not reach it: ssw_replace_block_text() sees only the post's
 * own blocks).
 */
const SSW_FOREIGN_CONTENT_BLOCKS = array( 'core/block', 'core/pattern', 'core/template-part', 'core/post-template' );

/**
 * What the blocks now rendered are: a stack, one entry per content being rendered (the_content,
 * a foreign block's render), true for the edited post's own content.
 *
 * @param string $action 'push' (enter a content, own or not), 'pop' (leave it) or 'get'.
 * @param bool   $own    For 'push': whether it is the edited post's own content.
 * @return bool[] The stack after the change.
 */
function ssw_content_stack( $action = 'get', $own = false ) {
	static $stack = array();
	if ( 'push' === $action ) {
		$stack[] = $own;
	} elseif ( 'pop' === $action ) {
		array_pop( $stack );
	}
	return $stack;
}

/** Whether blocks now rendered are the edited post's own content, not nested in another's. */
function ssw_in_edited_content() {
	$stack = ssw_content_stack();
	return true === end( $stack );
}

/**
 * The ids of the edited post's own editable blocks (cached for the request): only these are
 * editable on the page, whatever else renders a block with an id.
 *
 * @param WP_Post $post The edited post.
 * @return array<string, true>
 */
function ssw_own_block_ids( WP_Post $post ) {
	static $ids = array();
	if ( ! isset( $ids[ $post->ID ] ) ) {
		$ids[ $post->ID ] = array();
		$blocks           = parse_blocks( $post->post_content );
		ssw_collect_block_ids( $blocks, $ids[ $post->ID ] );
	}
	return $ids[ $post->ID ];
}

/**
 * Adds the ids of the editable blocks of `$blocks` (parsed, nested) to `$ids`.
 *
 * @param array               $blocks Parsed blocks.
 * @param array<string, true> $ids    The ids found, added to.
 */
function ssw_collect_block_ids( array $blocks, array &$ids ) {
	foreach ( $blocks as $block ) {
		$id = $block['attrs']['sswId'] ?? null;
		if ( isset( SSW_EDITABLE_BLOCKS[ $block['blockName'] ?? '' ] ) && is_string( $id ) && preg_match( SSW_BLOCK_ID_PATTERN, $id ) ) {
			$ids[ $id ] = true;
		}
		ssw_collect_block_ids( $block['innerBlocks'] ?? array(), $ids );
	}
}

/**
 * The edited post's content: its own blocks are editable, unless it is rendered inside another
 * content (a query loop listing it, or its own content again).
 *
 * @param string $content The content, unchanged.
 * @return string
 */
function ssw_content_stack_push( $content ) {
	$post = ssw_edit_frame_post();
	$own  = null !== $post && get_the_ID() === $post->ID && in_the_loop() && ! in_array( true, ssw_content_stack(), true );
	ssw_content_stack( 'push', $own );
	return $content;
}
add_filter( 'the_content', 'ssw_content_stack_push', 8 ); // Just before do_blocks (9).

/**
 * Done with a content (do_blocks has rendered it): its entry leaves the stack.
 *
 * @param string $content The content, unchanged.
 * @return string
 */
function ssw_content_stack_pop( $content ) {
	ssw_content_stack( 'pop' );
	return $content;
}
add_filter( 'the_content', 'ssw_content_stack_pop', 10 );

/**
 * A foreign block's content is rendered by its render callback: around it, nothing is editable.
 *
 * @param array  $args The block type's arguments.
 * @param string $name The block type's name.
 * @return array
 */
function ssw_foreign_content_render( $args, $name ) {
	if ( in_array( $name, SSW_FOREIGN_CONTENT_BLOCKS, true ) && is_callable( $args['render_callback'] ?? null ) ) {
		$render                  = $args['render_callback'];
		$args['render_callback'] = static function ( ...$arguments ) use ( $render ) {
			ssw_content_stack( 'push', false );
			try {
				return $render( ...$arguments );
			} finally {
				ssw_content_stack( 'pop' );
			}
		};
	}
	return $args;
}
add_filter( 'register_block_type_args', 'ssw_foreign_content_render', 10, 2 );

/**
 * The field id of a block about to be rendered when it is editable on this page: a paragraph or
 * heading of the edited post's own content, with a well-formed id of that post's own; else null.
 *
 * @param array $block The parsed block.
 */
function ssw_editable_block_field( array $block ) {
	$id = $block['attrs']['sswId'] ?? null;
	if ( ! isset( SSW_EDITABLE_BLOCKS[ $block['blockName'] ?? '' ] ) || ! is_string( $id ) || ! preg_match( SSW_BLOCK_ID_PATTERN, $id ) || ! ssw_in_edited_content() ) {
		return null;
	}
	$post = ssw_edit_frame_post();
	return null !== $post && isset( ssw_own_block_ids( $post )[ $id ] ) ? ssw_block_field( $id ) : null;
}

/**
 * Paragraphs: the attributes on the <p> itself, which holds only the field's content.
 * Headings: on a span inside, which can take role="textbox" where a heading may not. The
 * attributes are added by a callback, never in a replacement string (where `$1` or `\1` would
 * be read as a group of the match).
 *
 * @param string $html  The block's HTML.
 * @param array  $block The parsed block.
 * @return string
 */
function ssw_editable_block( $html, $block ) {
	$field = ssw_editable_block_field( $block );
	if ( null === $field ) {
		return $html;
	}
	$kind = SSW_EDITABLE_BLOCKS[ $block['blockName'] ];
	if ( 'core/paragraph' === $block['blockName'] ) {
		$attributes = ssw_editable_attributes( $field, $kind, __( 'Paragraph', 'school-site-widgets' ) );
		return (string) preg_replace_callback( '/^\s*<p\b/', static fn( $open ) => $open[0] . $attributes, $html, 1 );
	}
	return ssw_wrap_heading_text(
		'/^(\s*<h([1-6])\b[^>]*>)(.*)(<\/h\2>\s*)$/s',
		$html,
		ssw_editable_attributes( $field, $kind, __( 'Heading', 'school-site-widgets' ) )
	);
}
add_filter( 'render_block', 'ssw_editable_block', 10, 2 );

/**
 * `$html` with the text of its heading (group 3 of `$pattern`) in a span of `$attributes`.
 *
 * @param string $pattern    Groups: 1 up to the text, 3 the text, 4 after it.
 * @param string $html       A heading's HTML.
 * @param string $attributes The span's attributes, escaped.
 */
function ssw_wrap_heading_text( $pattern, $html, $attributes ) {
	return (string) preg_replace_callback(
		$pattern,
		static fn( $parts ) => $parts[1] . '<span' . $attributes . '>' . $parts[3] . '</span>' . $parts[4],
		$html,
		1
	);
}

/**
 * The title: the post title block of the edited post (a block theme's page template), its text
 * in a span (inside its link, when it has one); not inside a foreign content (a query loop
 * listing the post: core/post-template gives its blocks no queryId to tell).
 *
 * @param string   $html     The block's HTML.
 * @param array    $block    The parsed block.
 * @param WP_Block $instance The block, with its context.
 * @return string
 */
function ssw_editable_post_title( $html, $block, $instance ) {
	$post = ssw_edit_frame_post();
	if ( null === $post || (int) ( $instance->context['postId'] ?? 0 ) !== $post->ID || in_array( false, ssw_content_stack(), true ) ) {
		return $html;
	}
	return ssw_wrap_heading_text(
		'/^(\s*<h([1-6])\b[^>]*>(?:\s*<a\b[^>]*>)?)(.*?)((?:<\/a>\s*)?<\/h\2>\s*)$/s',
		$html,
		ssw_editable_attributes( SSW_TITLE_FIELD, 'text', __( 'Page title', 'school-site-widgets' ) )
	);
}
add_filter( 'render_block_core/post-title', 'ssw_editable_post_title', 10, 3 );
