<?php
/**
 * Edit on page: WordPress as the CMS admin of docs/cms-bridge.md. An admin screen
 * (`admin.php?page=school-site-widgets-edit&post=ID`, from the Pages and Posts row actions and
 * the admin bar) frames the page; its script (editor/edit-on-page.ts) answers the bridge's
 * handshake, says whether the page is editable, and saves each edit through the REST API
 * (includes/edit-rest.php). WordPress decides who may see and edit what: `read_post` to open the
 * screen (and the framed request), `edit_post` in the screen, in the frame's markup and in every
 * save.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/** The admin screen's slug. */
const SSW_EDIT_SCREEN = 'school-site-widgets-edit';

/** The query parameter of the framed page's request: the post opened on the page. */
const SSW_EDIT_PARAM = 'ssw_edit';

/**
 * The origin of a URL as a browser writes it (scheme://host[:port], lower case, no default
 * port), or '' when it has none.
 *
 * @param string $url An absolute URL.
 */
function ssw_origin( $url ) {
	$parts = wp_parse_url( $url );
	if ( empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
		return '';
	}
	$scheme  = strtolower( $parts['scheme'] );
	$default = 'https' === $scheme ? 443 : 80;
	$port    = isset( $parts['port'] ) && (int) $parts['port'] !== $default ? ':' . (int) $parts['port'] : '';
	return $scheme . '://' . strtolower( $parts['host'] ) . $port;
}

/** The post types that can be edited on the page. */
function ssw_edit_post_types() {
	return array( 'page', 'post' );
}

/**
 * The address the admin screen frames: the post's own, marked as the admin frame's request.
 *
 * @param WP_Post $post The post opened on the page.
 * @return string
 */
function ssw_edit_frame_url( WP_Post $post ) {
	return add_query_arg( SSW_EDIT_PARAM, $post->ID, get_permalink( $post ) );
}

/**
 * The post this request frames for the admin screen: `?ssw_edit=ID` on that post's own page,
 * asked by a user who may use the screen. Null for every visitor's request.
 */
function ssw_edit_frame_request() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- reads which page is framed; nothing is changed.
	$id = isset( $_GET[ SSW_EDIT_PARAM ] ) ? absint( $_GET[ SSW_EDIT_PARAM ] ) : 0;
	if ( 0 === $id || ! is_singular( ssw_edit_post_types() ) || get_queried_object_id() !== $id ) {
		return null;
	}
	// Only for a post the user may read: WordPress decides what a private or draft one shows.
	if ( ! current_user_can( 'edit_posts' ) || ! current_user_can( 'read_post', $id ) ) {
		return null;
	}
	$post = get_post( $id );
	return $post instanceof WP_Post ? $post : null;
}

/** The framed post when the user may edit it: only then does the page carry editable fields. */
function ssw_edit_frame_post() {
	$post = ssw_edit_frame_request();
	return null !== $post && current_user_can( 'edit_post', $post->ID ) ? $post : null;
}

/**
 * The framed page names the admin (and itself) in its config, so that the bridge talks to the
 * admin screen only, and may be framed by the admin only.
 *
 * @param array $config The page config.
 * @return array
 */
function ssw_edit_frame_origins( $config ) {
	if ( null !== ssw_edit_frame_request() ) {
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the config's own encoding of origins (docs/cms-bridge.md).
		$config['adminOrigin'] = base64_encode( ssw_origin( admin_url() ) );
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- as above.
		$config['websiteOrigin'] = base64_encode( ssw_origin( home_url() ) );
	}
	return $config;
}
add_filter( 'ssw_page_config', 'ssw_edit_frame_origins' );

/**
 * The framed page is the page as a visitor sees it, without WordPress's admin bar over it.
 *
 * @param bool $show Whether the admin bar is shown.
 * @return bool
 */
function ssw_edit_frame_admin_bar( $show ) {
	return null === ssw_edit_frame_request() && $show;
}
add_filter( 'show_admin_bar', 'ssw_edit_frame_admin_bar' );

/**
 * The framed page may be framed by the admin only, and is never kept by a cache.
 */
function ssw_edit_frame_headers() {
	if ( null !== ssw_edit_frame_request() && ! headers_sent() ) {
		header( "Content-Security-Policy: frame-ancestors 'self' " . ssw_origin( admin_url() ) );
		// Never kept by a cache: it holds the editing attributes of one user.
		nocache_headers();
	}
}
add_action( 'template_redirect', 'ssw_edit_frame_headers' );

/**
 * The Edit on page screen's hook suffix, once the admin menu is built.
 *
 * @param string|false|null $hook The suffix add_submenu_page() answered, to keep; null to read it.
 * @return string|false|null The suffix (false: the user may not open the screen; null: no admin menu yet).
 */
function ssw_edit_screen_hook( $hook = null ) {
	static $kept = null;
	if ( null !== $hook ) {
		$kept = $hook;
	}
	return $kept;
}

/**
 * The Edit on page screen: no menu entry of its own, it is opened from a post (row action,
 * admin bar).
 */
function ssw_add_edit_screen() {
	$hook = add_submenu_page(
		'',
		__( 'Edit on page', 'school-site-widgets' ),
		__( 'Edit on page', 'school-site-widgets' ),
		'edit_posts',
		SSW_EDIT_SCREEN,
		'ssw_render_edit_screen'
	);
	ssw_edit_screen_hook( $hook );
	add_action( 'load-' . $hook, 'ssw_load_edit_screen' );
}
add_action( 'admin_menu', 'ssw_add_edit_screen' );

/**
 * Before the screen's output: its post checked, so that a refusal answers its own status, and
 * its title set (a screen without a menu entry has none for WordPress's <title>, strip_tags(null)).
 */
function ssw_load_edit_screen() {
	ssw_edit_screen_post();
	$GLOBALS['title'] = __( 'Edit on page', 'school-site-widgets' ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- WordPress's admin header reads it.
}

/**
 * The screen's script and style, on that screen only.
 *
 * @param string $suffix The admin page's hook suffix.
 */
function ssw_edit_screen_assets( $suffix ) {
	if ( ssw_edit_screen_hook() !== $suffix ) {
		return;
	}
	$script = SSW_DIR . '/build/edit-on-page.js';
	$style  = SSW_DIR . '/admin/edit-on-page.css';
	wp_enqueue_script( 'school-site-widgets-edit-on-page', plugins_url( 'build/edit-on-page.js', SSW_FILE ), array( 'wp-i18n' ), file_exists( $script ) ? (string) filemtime( $script ) : SSW_VERSION, true );
	wp_set_script_translations( 'school-site-widgets-edit-on-page', 'school-site-widgets', SSW_DIR . '/languages' );
	wp_enqueue_style( 'school-site-widgets-edit-on-page', plugins_url( 'admin/edit-on-page.css', SSW_FILE ), array(), file_exists( $style ) ? (string) filemtime( $style ) : SSW_VERSION );
}
add_action( 'admin_enqueue_scripts', 'ssw_edit_screen_assets' );

/**
 * The screen's post, from `post=ID`: one of the editable types, not in the trash, that the user
 * may read. Else the screen ends here, as WordPress's own screens do: 404 for no such post, 403
 * for one the user may not read (a private or draft page of someone else: not even its title).
 */
function ssw_edit_screen_post() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- opens a screen; saving checks its own nonce.
	$post = get_post( isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0 );
	if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, ssw_edit_post_types(), true ) || 'trash' === $post->post_status ) {
		wp_die( esc_html__( 'There is no such page or post to edit on the page.', 'school-site-widgets' ), '', array( 'response' => 404 ) );
	}
	if ( ! current_user_can( 'read_post', $post->ID ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to see this page or post.', 'school-site-widgets' ), '', array( 'response' => 403 ) );
	}
	return $post;
}

/** Admin screen: the page in a frame, what was saved, the widget inspector's list. */
function ssw_render_edit_screen() {
	$post     = ssw_edit_screen_post();
	$editable = current_user_can( 'edit_post', $post->ID );
	if ( $editable ) {
		ssw_ensure_block_ids( $post );
		$post = get_post( $post->ID );
	}
	$frame    = ssw_edit_frame_url( $post );
	$title    = get_the_title( $post );
	$settings = array(
		'siteOrigin' => ssw_origin( home_url() ),
		'path'       => (string) wp_parse_url( get_permalink( $post ), PHP_URL_PATH ),
		'postId'     => $post->ID,
		'editable'   => $editable,
		'token'      => ssw_edit_token( $post ),
		'restUrl'    => rest_url( 'school-site-widgets/v1/posts/' . $post->ID . '/fields' ),
		'restNonce'  => wp_create_nonce( 'wp_rest' ),
	);
	?>
	<div class="wrap ssw-edit">
		<h1 class="wp-heading-inline">
			<?php
			/* translators: %s: the page's title. */
			echo esc_html( sprintf( __( 'Edit on page: %s', 'school-site-widgets' ), $title ) );
			?>
		</h1>
		<a class="page-title-action" href="<?php echo esc_url( (string) get_edit_post_link( $post ) ); ?>"><?php esc_html_e( 'Open in the block editor', 'school-site-widgets' ); ?></a>
		<a class="page-title-action" href="<?php echo esc_url( (string) get_permalink( $post ) ); ?>"><?php esc_html_e( 'View page', 'school-site-widgets' ); ?></a>
		<p class="ssw-edit__status" id="ssw-edit-status" role="status">
			<?php echo $editable ? esc_html__( 'Connecting to the page…', 'school-site-widgets' ) : esc_html( ssw_read_only_status( $post ) ); ?>
		</p>
		<div class="ssw-edit__layout">
			<iframe id="ssw-edit-frame" class="ssw-edit__frame" src="<?php echo esc_url( $frame ); ?>" title="<?php echo esc_attr( sprintf( /* translators: %s: the page's title. */ __( 'The page: %s', 'school-site-widgets' ), $title ) ); ?>"></iframe>
			<div class="ssw-edit__side">
				<?php if ( $editable ) : ?>
					<p><?php esc_html_e( 'Click a title, heading or paragraph on the page and type: each change is saved in WordPress as you go, with a revision.', 'school-site-widgets' ); ?></p>
				<?php else : ?>
					<p><?php esc_html_e( 'Here you can see the page as visitors see it and check its widgets below. Nothing you do here changes it.', 'school-site-widgets' ); ?></p>
				<?php endif; ?>
				<p><button type="button" class="button" id="ssw-edit-reload"><?php esc_html_e( 'Reload the page', 'school-site-widgets' ); ?></button></p>
				<h2 id="ssw-edit-saves-title"><?php esc_html_e( 'Changes', 'school-site-widgets' ); ?></h2>
				<ol id="ssw-edit-saves" class="ssw-edit__saves" aria-labelledby="ssw-edit-saves-title"></ol>
				<h2 id="ssw-edit-widgets-title"><?php esc_html_e( 'Widgets', 'school-site-widgets' ); ?></h2>
				<p id="ssw-edit-widgets-status"><?php esc_html_e( 'Not checked yet: the page has not connected.', 'school-site-widgets' ); ?></p>
				<ul id="ssw-edit-widgets" class="ssw-edit__widgets" aria-labelledby="ssw-edit-widgets-title"></ul>
			</div>
		</div>
		<?php
		// JSON with every markup character escaped; printed by WordPress, so a CSP plugin's
		// wp_inline_script_attributes filter sees it.
		wp_print_inline_script_tag(
			(string) wp_json_encode( $settings, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ),
			array(
				'type' => 'application/json',
				'id'   => 'ssw-edit-settings',
			)
		);
		?>
	</div>
	<?php
}

/**
 * What a person who may read a post but not edit it can do here, and why: the screen's status.
 *
 * @param WP_Post $post The screen's post.
 * @return string
 */
function ssw_read_only_status( $post ) {
	$author = (string) get_the_author_meta( 'display_name', (int) $post->post_author );
	return '' === $author
		? __( 'You can look at this page here, but your account cannot edit it: WordPress lets only its author and editors change it. Ask an editor if something needs changing.', 'school-site-widgets' )
		/* translators: %s: the name of the page's author. */
		: sprintf( __( 'You can look at this page here, but your account cannot edit it: WordPress lets only its author and editors change it. Ask %s, its author, or an editor if something needs changing.', 'school-site-widgets' ), $author );
}

/**
 * "Edit on page" among a post's row actions, for those who may edit it.
 *
 * @param array<string, string> $actions The row's actions.
 * @param WP_Post               $post    The row's post.
 */
function ssw_edit_row_action( $actions, $post ) {
	if ( in_array( $post->post_type, ssw_edit_post_types(), true ) && 'trash' !== $post->post_status && current_user_can( 'edit_post', $post->ID ) ) {
		$actions['ssw_edit_on_page'] = sprintf(
			'<a href="%s" aria-label="%s">%s</a>',
			esc_url( ssw_edit_screen_url( $post->ID ) ),
			/* translators: %s: the post's title. */
			esc_attr( sprintf( __( 'Edit “%s” on the page', 'school-site-widgets' ), get_the_title( $post ) ) ),
			esc_html__( 'Edit on page', 'school-site-widgets' )
		);
	}
	return $actions;
}
add_filter( 'page_row_actions', 'ssw_edit_row_action', 10, 2 );
add_filter( 'post_row_actions', 'ssw_edit_row_action', 10, 2 );

/**
 * The admin screen's address for a post.
 *
 * @param int $post_id The post.
 */
function ssw_edit_screen_url( $post_id ) {
	return add_query_arg(
		array(
			'page' => SSW_EDIT_SCREEN,
			'post' => $post_id,
		),
		admin_url( 'admin.php' )
	);
}

/**
 * On the site, the admin bar of someone who may edit the page shown links to the screen.
 *
 * @param WP_Admin_Bar $bar The admin bar.
 */
function ssw_edit_admin_bar_node( WP_Admin_Bar $bar ) {
	if ( is_admin() || ! is_singular( ssw_edit_post_types() ) ) {
		return;
	}
	$id = get_queried_object_id();
	if ( ! current_user_can( 'edit_post', $id ) ) {
		return;
	}
	$bar->add_node(
		array(
			'id'    => 'ssw-edit-on-page',
			'title' => esc_html__( 'Edit on page', 'school-site-widgets' ),
			'href'  => ssw_edit_screen_url( $id ),
		)
	);
}
add_action( 'admin_bar_menu', 'ssw_edit_admin_bar_node', 81 ); // After WordPress's own Edit link (80).
