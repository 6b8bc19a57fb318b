<?php
/**
 * Settings -> School site widgets -> Check the media service: the server asks the saved media
 * service for the saved feeds' details (GetMediaFeedDetails, spec section 7) through the
 * visitors' pages' own read (ssw_media_fetch: the configured host only, no redirect), and the
 * page says per feed id its group and the kind the service gives it, or why it cannot.
 * A form POST to admin-post.php (works without a script); the answer waits for the same
 * administrator in a short transient, shown once.
 *
 * @package SchoolSiteWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by the plugin only: requested alone it answers nothing.
}

/** How long a check's answer waits to be shown. */
const SSW_CHECK_KEPT = 5 * MINUTE_IN_SECONDS;

/**
 * The transient holding the current user's last check.
 *
 * @return string
 */
function ssw_media_check_key() {
	return 'ssw_media_check_' . get_current_user_id();
}

/**
 * The settings screen's Check button: the media service is asked, the answer kept for this
 * user for a moment, and the screen shown again with it.
 */
function ssw_check_media_action() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to check the media service.', 'school-site-widgets' ), 403 );
	}
	check_admin_referer( 'ssw_check_media' );
	set_transient( ssw_media_check_key(), ssw_media_check(), SSW_CHECK_KEPT );
	wp_safe_redirect( admin_url( 'options-general.php?page=school-site-widgets#ssw-check' ) );
	exit;
}
add_action( 'admin_post_ssw_check_media', 'ssw_check_media_action' );

/**
 * The saved feeds, feed id => its group's name, in the saved order.
 *
 * @return array<int, string>
 */
function ssw_saved_feeds() {
	$groups = ssw_config()['feedGroups'] ?? null;
	$names  = ssw_group_names();
	$feeds  = array();
	foreach ( $groups instanceof stdClass ? get_object_vars( $groups ) : array() as $slug => $ids ) {
		foreach ( is_array( $ids ) ? $ids : array() as $id ) {
			$feeds[ (int) $id ] = $names[ $slug ] ?? (string) $slug;
		}
	}
	return $feeds;
}

/**
 * The check: a problem (why the service could not say), or per saved feed id its group's name
 * and the kind the service gives it (null: the service does not know it).
 *
 * @return array{problem: ?string, feeds: array<int, array{id: int, group: string, kind: ?string}>}
 */
function ssw_media_check() {
	$feeds = ssw_saved_feeds();
	$url   = ssw_media_url( 'GetMediaFeedDetails', array( 'FeedIds' => array_keys( $feeds ) ) );
	$found = null === $url || array() === $feeds ? null : ssw_media_fetch( $url );
	$kinds = is_array( $found ) ? ssw_feed_kinds( $found ) : null;
	$base  = (string) ( ssw_config()['mediaServiceUrl'] ?? '' );
	if ( null === $url ) {
		$problem = __( 'No media service URL is saved yet: type it above and save, then check.', 'school-site-widgets' );
	} elseif ( array() === $feeds ) {
		$problem = __( 'No feed ids are saved yet: choose the feed groups and their feed ids above and save, then check.', 'school-site-widgets' );
	} elseif ( is_wp_error( $found ) && 'ssw-unreachable' === $found->get_error_code() ) {
		/* translators: 1: the media service URL, 2: the network's reason */
		$problem = sprintf( __( 'The media service at %1$s cannot be reached: %2$s', 'school-site-widgets' ), $base, $found->get_error_message() );
	} elseif ( is_wp_error( $found ) && 'ssw-status' === $found->get_error_code() ) {
		/* translators: 1: the media service URL, 2: an HTTP status */
		$problem = sprintf( __( 'The media service at %1$s answered with the HTTP status %2$s, not the feeds\' details: is the address right?', 'school-site-widgets' ), $base, $found->get_error_message() );
	} elseif ( null === $kinds ) {
		/* translators: %s: the media service URL */
		$problem = sprintf( __( 'Something answers at %s, but not as a media service does (the feeds\' details as JSONP): is the address right?', 'school-site-widgets' ), $base );
	}
	$rows = array();
	foreach ( isset( $problem ) ? array() : $feeds as $id => $group ) {
		$rows[] = array(
			'id'    => $id,
			'group' => $group,
			'kind'  => $kinds[ $id ] ?? null,
		);
	}
	return array(
		'problem' => $problem ?? null,
		'feeds'   => $rows,
	);
}

/**
 * The kinds in a GetMediaFeedDetails answer, feed id => FeedType, read as the widget inspector
 * reads it (src/bridge/feed-details.ts: a list, or a JSON string of one; an id as a number or
 * its digits); null when the answer is no list.
 *
 * @param array|string $answer The decoded answer.
 * @return array<int, string>|null
 */
function ssw_feed_kinds( $answer ) {
	$list = is_string( $answer ) ? json_decode( $answer, true ) : $answer;
	if ( ! is_array( $list ) || array_values( $list ) !== $list ) {
		return null;
	}
	$kinds = array();
	foreach ( $list as $entry ) {
		$id = is_array( $entry ) ? ( $entry['FeedId'] ?? null ) : null;
		if ( is_int( $id ) || ( is_string( $id ) && ctype_digit( $id ) ) ) {
			$kinds[ (int) $id ] = is_string( $entry['FeedType'] ?? null ) ? trim( $entry['FeedType'] ) : '';
		}
	}
	return $kinds;
}

/** The settings page's check section: the button, and the last check's answer once. */
function ssw_media_check_section() {
	$check = get_transient( ssw_media_check_key() );
	delete_transient( ssw_media_check_key() );
	?>
	<h2 id="ssw-check"><?php esc_html_e( 'Check the media service', 'school-site-widgets' ); ?></h2>
	<p><?php esc_html_e( 'Asks the saved media service about the saved feed ids: whether it answers, and what each feed is.', 'school-site-widgets' ); ?></p>
	<?php
	if ( is_array( $check ) ) {
		ssw_media_check_answer( $check );
	}
	?>
	<form action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" method="post">
		<input type="hidden" name="action" value="ssw_check_media">
		<?php wp_nonce_field( 'ssw_check_media' ); ?>
		<?php submit_button( __( 'Check the media service', 'school-site-widgets' ), 'secondary', 'ssw-check-media', false ); ?>
	</form>
	<?php
}

/**
 * A check's answer: its problem, or a table of the feeds, naming those the service does not know.
 *
 * @param array $check What ssw_media_check gave.
 */
function ssw_media_check_answer( $check ) {
	if ( null !== $check['problem'] ) {
		printf( '<div class="notice notice-error inline ssw-check-answer"><p>%s</p></div>', esc_html( $check['problem'] ) );
		return;
	}
	$unknown = array_filter( $check['feeds'], static fn( $feed ) => null === $feed['kind'] );
	$summary = array() === $unknown
		? __( 'The media service answers, and knows every saved feed.', 'school-site-widgets' )
		: sprintf(
			/* translators: %s: feed ids */
			__( 'The media service answers, but does not know the feed ids %s: check them with its provider.', 'school-site-widgets' ),
			implode( ', ', array_column( $unknown, 'id' ) )
		);
	printf( '<div class="notice %s inline ssw-check-answer"><p>%s</p></div>', array() === $unknown ? 'notice-success' : 'notice-warning', esc_html( $summary ) );
	?>
	<table class="widefat striped ssw-check-feeds" style="max-width: 40em">
		<thead><tr>
			<th scope="col"><?php esc_html_e( 'Feed id', 'school-site-widgets' ); ?></th>
			<th scope="col"><?php esc_html_e( 'Group', 'school-site-widgets' ); ?></th>
			<th scope="col"><?php esc_html_e( 'Kind, as the media service says', 'school-site-widgets' ); ?></th>
		</tr></thead>
		<tbody>
		<?php foreach ( $check['feeds'] as $feed ) : ?>
			<tr>
				<td><?php echo esc_html( (string) $feed['id'] ); ?></td>
				<td><?php echo esc_html( $feed['group'] ); ?></td>
				<td><?php echo null === $feed['kind'] ? esc_html__( 'Not known to the media service', 'school-site-widgets' ) : esc_html( $feed['kind'] ); ?></td>
			</tr>
		<?php endforeach; ?>
		</tbody>
	</table>
	<?php
}
