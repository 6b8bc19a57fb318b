<?php
/**
 * Edit on page, saving: `POST /wp-json/school-site-widgets/v1/posts/{id}/fields`
 * with the editor's REST nonce (`X-WP-Nonce`), one field at a time, as the admin screen's
 * script sends each `edit` of the bridge:
 *
 *     { "field": "post-title" | "b-{sswId}", "html": "...", "text": "...", "token": "{conflict token}" }
 *
 * WordPress decides: `edit_post` on that post (401 logged out or without a valid nonce, 403
 * without the right). The conflict token is a hash of the post's title and content as the
 * screen showed them: a post changed since (another editor, the block editor, another view of
 * the same screen, even within the same second) is refused (409) instead of overwritten. The
 * check is made again under a lock of the post, right before the write, so two saves never
 * both pass it. A post in the trash is refused (409). The save is an ordinary
 * `wp_update_post`: its filters, its kses for users without `unfiltered_html`, and a revision.
 * Answers the post's new token for the next save.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/**
 * The rich field's policy, the bridge's own (src/ui/sanitize-policies/rich-field.json, which
 * the build copies beside this plugin; src/ui/sanitize-html.ts reads the same file): the tags
 * kept, each with its attributes, as wp_kses takes them; the URL schemes allowed; and the
 * attributes the URL rule checks.
 *
 * @return array{tags: array<string, array<string, true>>, schemes: string[], urls: string[]}
 */
function ssw_rich_policy() {
	static $policy = null;
	if ( null === $policy ) {
		$json   = wp_json_file_decode( SSW_DIR . '/sanitize-rich-field.json', array( 'associative' => true ) );
		$policy = array(
			'tags'    => array(),
			'schemes' => (array) ( $json['urls']['schemes'] ?? array() ),
			'urls'    => (array) ( $json['urls']['attributes'] ?? array() ),
		);
		foreach ( (array) ( $json['tags'] ?? array() ) as $tag => $attributes ) {
			$policy['tags'][ $tag ] = array_fill_keys( (array) $attributes, true );
		}
	}
	return $policy;
}

/**
 * Edit on page's routes: a field saved, and the post's fields read.
 */
function ssw_register_edit_routes() {
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
				'field' => array(
					'type'              => 'string',
					'required'          => true,
					'validate_callback' => 'ssw_rest_validate_field',
				),
				'html'  => array(
					'type'      => 'string',
					'required'  => true,
					'maxLength' => 100000,
				),
				'text'  => array(
					'type'      => 'string',
					'required'  => true,
					'maxLength' => 100000,
				),
				'token' => array(
					'type'     => 'string',
					'required' => true,
				),
			),
		)
	);
}
add_action( 'rest_api_init', 'ssw_register_edit_routes' );

/**
 * Whether `$value` is a field id: the title, or `b-` and a block id, nothing after it (a
 * schema `pattern` ending in `$` would let a trailing newline through).
 *
 * @param mixed           $value   The request's `field`.
 * @param WP_REST_Request $request The save.
 * @param string          $param   The parameter's name.
 * @return true|WP_Error
 */
function ssw_rest_validate_field( $value, $request, $param ) {
	$valid = rest_validate_request_arg( $value, $request, $param );
	if ( true !== $valid ) {
		return $valid;
	}
	if ( SSW_TITLE_FIELD === $value || ( 0 === strpos( $value, 'b-' ) && preg_match( SSW_BLOCK_ID_PATTERN, substr( $value, 2 ) ) ) ) {
		return true;
	}
	/* translators: %s: the parameter's name. */
	return new WP_Error( 'rest_invalid_param', sprintf( __( '%s is not a field of the page.', 'school-site-widgets' ), $param ), array( 'status' => 400 ) );
}

/**
 * The conflict token of a post: changes with every change of what the screen edits (its title
 * and content), to the byte, however soon after the last.
 *
 * @param WP_Post $post The post.
 */
function ssw_edit_token( WP_Post $post ) {
	return hash( 'sha256', $post->post_title . "\0" . $post->post_content );
}

/**
 * Rich text as saved: no HTML comments (a block's delimiters are comments: a field must not
 * add blocks or attributes), WordPress's own `wp_kses_post`, then only the bridge's tags, and
 * links only to http(s) addresses and site paths (kses would keep `javascript:x` as `x`).
 *
 * @param string $html The field's HTML, as the page sent it.
 */
function ssw_sanitize_rich( $html ) {
	do {
		$before = $html;
		$html   = (string) preg_replace( '/<!--.*?(?:-->|\z)/s', '', $html );
	} while ( $html !== $before );
	$policy = ssw_rich_policy();
	$html   = wp_kses( wp_kses_post( $html ), $policy['tags'], $policy['schemes'] );
	// Each tag with attributes written again with its policy's attributes only, as kses wrote
	// them (double-quoted; any other form is dropped), a URL attribute only as an http(s)
	// address or a site path: kses keeps `javascript:x` as `x`, and `//host` as it is.
	$with = array_keys( array_filter( $policy['tags'] ) );
	$html = array() === $with ? $html : (string) preg_replace_callback(
		'/<(' . implode( '|', $with ) . ')\b[^>]*>/i',
		static function ( $tag ) use ( $policy ) {
			$name = strtolower( $tag[1] );
			$kept = '';
			foreach ( array_keys( $policy['tags'][ $name ] ) as $attribute ) {
				$value = preg_match( '/\s' . preg_quote( $attribute, '/' ) . '="([^"]*)"/i', $tag[0], $match ) ? $match[1] : '';
				$value = in_array( $attribute, $policy['urls'], true ) ? ssw_safe_link( $value ) : $value;
				$kept .= '' === $value ? '' : sprintf( ' %s="%s"', $attribute, $value );
			}
			return '<' . $name . $kept . '>';
		},
		$html
	);
	// Whatever kses made of a broken comment: never the opening of one.
	return str_replace( '<!--', '&lt;!--', $html );
}

/**
 * A link's address as it may be saved (escaped), or '' when it is not an http(s) address or a
 * path of the site. Checked as the browser will read it: entities decoded, and without the
 * tabs, newlines and control characters it drops (`/&#9;/evil.example` is `//evil.example`).
 *
 * @param string $href The href attribute's value, as kses left it.
 */
function ssw_safe_link( $href ) {
	$url  = trim( (string) preg_replace( '/[\x00-\x1F\x7F]/', '', html_entity_decode( $href, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
	$safe = ssw_is_site_or_web_link( $url ) ? esc_url( $url, ssw_rich_policy()['schemes'] ) : '';
	// And as escaped (esc_url drops characters): still one, or nothing.
	return ssw_is_site_or_web_link( html_entity_decode( $safe, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) ? $safe : '';
}

/**
 * Whether `$url` is an http(s) address or a path of the site: not `//host` nor `/\host` (which
 * browsers read as `//host`), nor a bare word (esc_url would make `x` into `http://x`).
 *
 * @param string $url An address, decoded.
 */
function ssw_is_site_or_web_link( $url ) {
	return 1 === preg_match( '#^(https?://|/(?![/\\\\]))#i', $url );
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

/** How long a save waits for another save of the same post to finish, in seconds. */
const SSW_EDIT_LOCK_WAIT = 3;

/**
 * Saves one field of a post, under a lock of the post (MySQL's GET_LOCK: released when the
 * connection ends, even after a fatal error): the token is checked against the post as it is
 * in the database right before the write.
 *
 * @param WP_REST_Request $request The save.
 * @return WP_REST_Response|WP_Error
 */
function ssw_rest_save_field( WP_REST_Request $request ) {
	global $wpdb;
	$lock = 'ssw_edit_' . (int) $request['id'];
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a lock: the database's own, never cached.
	if ( '1' !== $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $lock, SSW_EDIT_LOCK_WAIT ) ) ) {
		return new WP_Error( 'ssw_edit_busy', __( 'Not saved: another change of this page was being saved. Your text is kept as a draft; reload the page to send it again.', 'school-site-widgets' ), array( 'status' => 409 ) );
	}
	try {
		return ssw_rest_save_field_locked( $request );
	} finally {
		$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $lock ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- as above.
	}
}

/**
 * Saves one field of a post, the post's lock held.
 *
 * @param WP_REST_Request $request The save.
 * @return WP_REST_Response|WP_Error
 */
function ssw_rest_save_field_locked( WP_REST_Request $request ) {
	// The post as it is now in the database, not as a cache kept it before the lock.
	clean_post_cache( (int) $request['id'] );
	$post = get_post( (int) $request['id'] );
	if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, ssw_edit_post_types(), true ) ) {
		return new WP_Error( 'ssw_no_post', __( 'There is no such page or post.', 'school-site-widgets' ), array( 'status' => 404 ) );
	}
	if ( 'trash' === $post->post_status ) {
		return new WP_Error( 'ssw_in_trash', __( 'Not saved: this page is in the trash in WordPress. Restore it from the trash to edit it again.', 'school-site-widgets' ), array( 'status' => 409 ) );
	}
	if ( ! hash_equals( ssw_edit_token( $post ), (string) $request['token'] ) ) {
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
	return rest_ensure_response( array( 'token' => ssw_edit_token( get_post( $post->ID ) ) ) );
}
