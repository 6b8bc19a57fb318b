<?php
/**
 * Test only (test/wordpress/media-object-cache.test.ts copies it to wp-content/object-cache.php):
 * a persistent object cache drop-in, as a Redis or Memcached one is to WordPress. WordPress then
 * reports wp_using_ext_object_cache() and keeps transients in it; here every group but the
 * non-persistent ones lives in files, one per key, shared by every PHP process of the site.
 *
 * @package SchoolSiteWidgets
 */

// phpcs:disable WordPress.Files.FileName -- a drop-in's name is WordPress's: object-cache.php.

// Core's functions and class, which the one below extends.
require_once ABSPATH . WPINC . '/cache.php';

/** Core's cache, each persistent group's keys kept in files too. */
class SSW_Test_File_Object_Cache extends WP_Object_Cache {

	/**
	 * Groups kept in memory only (wp_cache_add_non_persistent_groups).
	 *
	 * @var array<string, true>
	 */
	private $memory_only = array();

	/**
	 * The folder of the files.
	 *
	 * @return string
	 */
	public static function folder() {
		return WP_CONTENT_DIR . '/ssw-test-object-cache';
	}

	/**
	 * The file of a key.
	 *
	 * @param int|string $key   The key.
	 * @param string     $group The group.
	 * @return string
	 */
	private function file( $key, $group ) {
		return self::folder() . '/' . rawurlencode( $group ) . '--' . md5( (string) $key );
	}

	/**
	 * Whether a group is kept in files.
	 *
	 * @param string $group The group.
	 * @return bool
	 */
	private function persists( $group ) {
		return ! isset( $this->memory_only[ $group ] );
	}

	/**
	 * Groups kept in memory only.
	 *
	 * @param string|string[] $groups The groups.
	 */
	public function add_non_persistent_groups( $groups ) {
		foreach ( (array) $groups as $group ) {
			$this->memory_only[ $group ] = true;
		}
	}

	/**
	 * A key's value, from memory or its file.
	 *
	 * @param int|string $key   The key.
	 * @param string     $group The group.
	 * @param bool       $force Whether to skip memory.
	 * @param bool|null  $found Whether it was found.
	 * @return mixed
	 */
	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$group = '' === $group ? 'default' : $group;
		$value = parent::get( $key, $group, $force, $found );
		if ( $found || ! $this->persists( $group ) ) {
			return $value;
		}
		$path = $this->file( $key, $group );
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize, WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- an object cache gives back PHP values as they were set, from this test site's own files, loaded before WP_Filesystem.
		$kept = is_readable( $path ) ? unserialize( (string) file_get_contents( $path ) ) : false;
		if ( ! is_array( $kept ) || ( $kept['expires'] && $kept['expires'] < time() ) ) {
			$found = false;
			return false;
		}
		parent::set( $key, $kept['data'], $group );
		$found = true;
		return $kept['data'];
	}

	/**
	 * Sets a key, in memory and its file.
	 *
	 * @param int|string $key    The key.
	 * @param mixed      $data   The value.
	 * @param string     $group  The group.
	 * @param int        $expire Seconds, 0 for no expiry.
	 * @return bool
	 */
	public function set( $key, $data, $group = 'default', $expire = 0 ) {
		$group = '' === $group ? 'default' : $group;
		if ( ! parent::set( $key, $data, $group, $expire ) ) {
			return false;
		}
		if ( $this->persists( $group ) ) {
			wp_mkdir_p( self::folder() );
			$kept = array(
				'expires' => $expire ? time() + (int) $expire : 0,
				'data'    => $data,
			);
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents, WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- as where it is read.
			file_put_contents( $this->file( $key, $group ), serialize( $kept ), LOCK_EX );
		}
		return true;
	}

	/**
	 * Adds a key that is not there yet.
	 *
	 * @param int|string $key    The key.
	 * @param mixed      $data   The value.
	 * @param string     $group  The group.
	 * @param int        $expire Seconds.
	 * @return bool
	 */
	public function add( $key, $data, $group = 'default', $expire = 0 ) {
		if ( wp_suspend_cache_addition() ) {
			return false;
		}
		$found = false;
		$this->get( $key, $group, false, $found );
		return $found ? false : $this->set( $key, $data, $group, $expire );
	}

	/**
	 * Replaces a key that is there.
	 *
	 * @param int|string $key    The key.
	 * @param mixed      $data   The value.
	 * @param string     $group  The group.
	 * @param int        $expire Seconds.
	 * @return bool
	 */
	public function replace( $key, $data, $group = 'default', $expire = 0 ) {
		$found = false;
		$this->get( $key, $group, false, $found );
		return $found ? $this->set( $key, $data, $group, $expire ) : false;
	}

	/**
	 * Deletes a key.
	 *
	 * @param int|string $key        The key.
	 * @param string     $group      The group.
	 * @param bool       $deprecated Unused.
	 * @return bool
	 */
	public function delete( $key, $group = 'default', $deprecated = false ) {
		$group = '' === $group ? 'default' : $group;
		$path  = $this->file( $key, $group );
		$had   = is_file( $path ) && unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- its answer is needed: wp_delete_file() gives none in WordPress 6.1.
		return parent::delete( $key, $group ) || $had;
	}

	/**
	 * Empties the cache.
	 *
	 * @return true
	 */
	public function flush() {
		array_map( 'unlink', glob( self::folder() . '/*' ) ? glob( self::folder() . '/*' ) : array() );
		return parent::flush();
	}

	/**
	 * Empties one group.
	 *
	 * @param string $group The group.
	 * @return true
	 */
	public function flush_group( $group ) {
		$files = glob( self::folder() . '/' . rawurlencode( $group ) . '--*' );
		array_map( 'unlink', $files ? $files : array() );
		return parent::flush_group( $group );
	}
}

// WordPress calls wp_cache_init() (core's, from cache.php) right after loading this file; the
// cache of files takes over once the must-use plugins are loaded, before any plugin runs.
add_action(
	'muplugins_loaded',
	static function () {
		$GLOBALS['wp_object_cache'] = new SSW_Test_File_Object_Cache(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- a drop-in's very job.
		wp_cache_add_global_groups( array( 'users', 'userlogins', 'usermeta', 'user_meta', 'site-transient', 'site-options', 'blog-lookups', 'blog-details', 'rss', 'global-posts', 'blog-id-cache', 'networks', 'sites', 'site-details', 'blog_meta' ) );
		wp_cache_add_non_persistent_groups( array( 'counts', 'plugins', 'themes' ) );
	},
	0
);
