<?php
/**
 * Edit on page, saving: `POST /wp-json/school-site-widgets/v1/posts/{id}/fields`
 * with the editor's REST nonce (`X-WP-Nonce`), one field at a time, as the admin screen's
 * script sends each `edit` of the bridge:
 *
 *     { "field": "post-title" | "b-{sswId}", "html": "...", "text": "...", "modified": "{modified_gmt}" }
 *
 * WordPress decides: `edit_post` on that post (401 logged out or without a valid nonce, 403
 * without the right), and a post changed since `modified` (another editor, the block editor)
 * is refused (409) instead of overwritten. The save is an ordinary `wp_update_post`: its
 * filters, its kses for users without `unfiltered_html`, and a revision. Answers the post's new
 * `modified` for the next save.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/** The tags a rich field keeps (docs/cms-bridge.md: the bridge's DOMPurify allows the same). */
const SSW_RICH_TAGS = array(
	'a'      => array( 'href' => true ),
	'b'      => array(),
	'strong' => array(),
	'i'      => array(),
	'em'     => array(),
	'u'      => array(),
	'br'     => array(),
	'p'      => array(),
	'ul'     => array(),
	'ol'     => array(),
	'li'     => array(),
);

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'school-site-widgets/v1',
			'/posts/(?P<id>\d+)/fields',
			array(
				'methods'             => 'POST',
				'callback'            => 'ssw_rest_save_field',
				'permission_callback' => static function ( WP_REST_Request $request ) {
					return current_user_can( 'edit_post', (int) $request['id'] );
				},
				'args'                => array(
					'field'    => array(
						'type'     => 'string',
						'required' => true,
						'pattern'  => '^(post-title|b-[a-z0-9]{6,20})$',
					),
					'html'     => array(
						'type'      => 'string',
						'required'  => true,
						'maxLength' => 100000,
					),
					'text'     => array(
						'type'      => 'string',
						'required'  => true,
						'maxLength' => 100000,
					),
					'modified' => array(
						'type'     => 'string',
						'required' => true,
					),
				),
			)
		);
	}
);

/**
 * Rich text as saved: WordPress's own `wp_kses_post`, then only the bridge's tags, and links
 * only to http(s) addresses and site paths (kses would keep `javascript:x` as `x`).
 *
 * @param string $html The field's HTML, as the page sent it.
 */
function ssw_sanitize_rich( $html ) {
	$html = wp_kses( wp_kses_post( $html ), SSW_RICH_TAGS, array( 'http', 'https' ) );
	return (string) preg_replace_callback(
		'/<a\b[^>]*>/i',
		static function ( $tag ) {
			if ( preg_match( '/\shref="([^"]*)"/i', $tag[0], $href ) && preg_match( '#^(https?://|/(?!/))#i', html_entity_decode( $href[1] ) ) ) {
				return '<a href="' . esc_url( html_entity_decode( $href[1] ), array( 'http', 'https' ) ) . '">';
			}
			return '<a>';
		},
		$html
	);
}

/**
 * Puts a field's new value into its block of `$blocks` (nested).
 *
 * @param array  $blocks Parsed blocks, changed in place.
 * @param string $id     The block's sswId.
 * @param string $html   The field's HTML.
 * @param string $text   The field's text.
 * @return bool Whether the block was found.
 */
function ssw_replace_block_text( array &$blocks, $id, $html, $text ) {
	foreach ( $blocks as &$block ) {
		$kind = SSW_EDITABLE_BLOCKS[ $block['blockName'] ?? '' ] ?? null;
		if ( null !== $kind && ( $block['attrs']['sswId'] ?? null ) === $id ) {
			$inner = 'rich' === $kind ? ssw_sanitize_rich( $html ) : esc_html( sanitize_text_field( $text ) );
			$new   = preg_replace_callback(
				'/^(\s*<(p|h[1-6])\b[^>]*>)(.*)(<\/\2>\s*)$/s',
				static fn( $parts ) => $parts[1] . $inner . $parts[4],
				$block['innerHTML'],
				1,
				$count
			);
			if ( 1 !== $count ) {
				return false;
			}
			$block['innerHTML']    = $new;
			$block['innerContent'] = array( $new );
			return true;
		}
		if ( ! empty( $block['innerBlocks'] ) && ssw_replace_block_text( $block['innerBlocks'], $id, $html, $text ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Saves one field of a post.
 *
 * @param WP_REST_Request $request The save.
 * @return WP_REST_Response|WP_Error
 */
function ssw_rest_save_field( WP_REST_Request $request ) {
	$post = get_post( (int) $request['id'] );
	if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, ssw_edit_post_types(), true ) ) {
		return new WP_Error( 'ssw_no_post', __( 'There is no such page or post.', 'school-site-widgets' ), array( 'status' => 404 ) );
	}
	if ( $request['modified'] !== $post->post_modified_gmt ) {
		return new WP_Error(
			'ssw_edit_conflict',
			sprintf(
				/* translators: %s: when the post was changed, in the site's time. */
				__( 'Not saved: this page was changed in WordPress (%s) after you opened it here. Your text is kept as a draft; reload the page to see the changes, and your draft is sent again.', 'school-site-widgets' ),
				get_post_modified_time( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), false, $post, true )
			),
			array( 'status' => 409 )
		);
	}
	$update = array( 'ID' => $post->ID );
	$field  = (string) $request['field'];
	if ( SSW_TITLE_FIELD === $field ) {
		$update['post_title'] = sanitize_text_field( (string) $request['text'] );
	} else {
		$blocks = parse_blocks( $post->post_content );
		if ( ! ssw_replace_block_text( $blocks, substr( $field, 2 ), (string) $request['html'], (string) $request['text'] ) ) {
			return new WP_Error( 'ssw_no_block', __( 'Not saved: this paragraph or heading is no longer in the page in WordPress. Reload the page to see it as it is now.', 'school-site-widgets' ), array( 'status' => 404 ) );
		}
		$update['post_content'] = serialize_blocks( $blocks );
	}
	$saved = wp_update_post( wp_slash( $update ), true );
	if ( is_wp_error( $saved ) ) {
		$saved->add_data( array( 'status' => 500 ) );
		return $saved;
	}
	return rest_ensure_response( array( 'modified' => get_post( $post->ID )->post_modified_gmt ) );
}
