<?php
/**
 * Plugin Name: URL rewriting (the clean site of the first-hour test)
 * Description: `php -S` with router.php sends every address that is not a file to WordPress's
 * index.php, as Apache's rewrite rules do; WordPress cannot tell (it looks for Apache's
 * mod_rewrite, nginx or IIS), so Settings -> Permalinks would prefix /index.php/ to every
 * choice. Told here, the choices are a host's with rewriting. Copied into wp-content/mu-plugins
 * by integrations/wordpress/clean-site.mjs.
 *
 * @package SchoolSiteWidgets
 */

add_filter( 'got_url_rewrite', '__return_true' );
