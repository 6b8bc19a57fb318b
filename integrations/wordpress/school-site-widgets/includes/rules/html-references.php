<?php
/**
 * The character references a media feed's titles and names use (&amp;, &#233;, &eacute;),
 * decoded exactly once, as the widgets decode them (src/media/wire.ts name): '&amp;lt;' shows
 * '&lt;' as typed; an unknown reference stays as sent. Not html_entity_decode: it knows other
 * names than the bundle's, and the two must give the same text. Vectors:
 * test/vectors/wire-readers.json.
 *
 * @package SchoolSiteWidgets
 */

// Loaded by the plugin, or alone by the vectors' runner (test/vectors/run.php); never requested
// by a browser.
if ( ! defined( 'ABSPATH' ) && ! defined( 'SSW_RULES_ALONE' ) ) {
	exit;
}

/** Named references: the five HtmlEncode writes, spaces and punctuation (wire.ts NAMED). */
const SSW_NAMED_REFERENCES = array(
	'amp'    => 0x26,
	'lt'     => 0x3C,
	'gt'     => 0x3E,
	'quot'   => 0x22,
	'apos'   => 0x27,
	'nbsp'   => 0xA0,
	'ndash'  => 0x2013,
	'mdash'  => 0x2014,
	'lsquo'  => 0x2018,
	'rsquo'  => 0x2019,
	'ldquo'  => 0x201C,
	'rdquo'  => 0x201D,
	'hellip' => 0x2026,
	'laquo'  => 0xAB,
	'raquo'  => 0xBB,
	'euro'   => 0x20AC,
	'pound'  => 0xA3,
	'copy'   => 0xA9,
	'bull'   => 0x2022,
	'middot' => 0xB7,
	'deg'    => 0xB0,
);

/** The accents of &eacute; and its kin: their combining marks (wire.ts ACCENTS). */
const SSW_ACCENT_MARKS = array(
	'grave' => 0x300,
	'acute' => 0x301,
	'circ'  => 0x302,
	'tilde' => 0x303,
	'uml'   => 0x308,
	'ring'  => 0x30A,
	'cedil' => 0x327,
);

/**
 * The letters a letter and an accent compose into (Unicode NFC, which the bundle applies; PHP
 * may lack intl's Normalizer): per accent, each base letter and its code point in hex. A pair
 * not here keeps its combining mark, as NFC does.
 */
const SSW_COMPOSED_LETTERS = array(
	'grave' => 'A00C0 E00C8 I00CC N01F8 O00D2 U00D9 W1E80 Y1EF2 a00E0 e00E8 i00EC n01F9 o00F2 u00F9 w1E81 y1EF3',
	'acute' => 'A00C1 C0106 E00C9 G01F4 I00CD K1E30 L0139 M1E3E N0143 O00D3 P1E54 R0154 S015A U00DA W1E82 Y00DD Z0179 a00E1 c0107 e00E9 g01F5 i00ED k1E31 l013A m1E3F n0144 o00F3 p1E55 r0155 s015B u00FA w1E83 y00FD z017A',
	'circ'  => 'A00C2 C0108 E00CA G011C H0124 I00CE J0134 O00D4 S015C U00DB W0174 Y0176 Z1E90 a00E2 c0109 e00EA g011D h0125 i00EE j0135 o00F4 s015D u00FB w0175 y0177 z1E91',
	'tilde' => 'A00C3 E1EBC I0128 N00D1 O00D5 U0168 V1E7C Y1EF8 a00E3 e1EBD i0129 n00F1 o00F5 u0169 v1E7D y1EF9',
	'uml'   => 'A00C4 E00CB H1E26 I00CF O00D6 U00DC W1E84 X1E8C Y0178 a00E4 e00EB h1E27 i00EF o00F6 t1E97 u00FC w1E85 x1E8D y00FF',
	'ring'  => 'A00C5 U016E a00E5 u016F w1E98 y1E99',
	'cedil' => 'C00C7 D1E10 E0228 G0122 H1E28 K0136 L013B N0145 R0156 S015E T0162 c00E7 d1E11 e0229 g0123 h1E29 k0137 l013C n0146 r0157 s015F t0163',
);

/**
 * UTF-8 of a code point.
 *
 * @param int $code A code point, not a surrogate.
 * @return string
 */
function ssw_utf8( $code ) {
	if ( $code < 0x80 ) {
		return chr( $code );
	}
	if ( $code < 0x800 ) {
		return chr( 0xC0 | $code >> 6 ) . chr( 0x80 | $code & 0x3F );
	}
	if ( $code < 0x10000 ) {
		return chr( 0xE0 | $code >> 12 ) . chr( 0x80 | $code >> 6 & 0x3F ) . chr( 0x80 | $code & 0x3F );
	}
	return chr( 0xF0 | $code >> 18 ) . chr( 0x80 | $code >> 12 & 0x3F ) . chr( 0x80 | $code >> 6 & 0x3F ) . chr( 0x80 | $code & 0x3F );
}

/**
 * The character of one reference (what is between '&' and ';'), or null when it names none.
 *
 * @param string $reference '#233', '#xE9', 'eacute', 'amp'.
 * @return string|null
 */
function ssw_reference_character( $reference ) {
	if ( '#' === $reference[0] ) {
		$hex  = 'x' === strtolower( $reference[1] );
		$code = $hex ? hexdec( substr( $reference, 2 ) ) : (int) substr( $reference, 1 );
		return $code > 0 && $code <= 0x10FFFF && ( $code < 0xD800 || $code > 0xDFFF ) ? ssw_utf8( $code ) : null;
	}
	if ( preg_match( '/^([a-zA-Z])(grave|acute|circ|tilde|uml|ring|cedil)$/', $reference, $accented ) ) {
		$composed = preg_match( '/' . $accented[1] . '([0-9A-F]{4})/', SSW_COMPOSED_LETTERS[ $accented[2] ], $letter );
		return $composed ? ssw_utf8( hexdec( $letter[1] ) ) : $accented[1] . ssw_utf8( SSW_ACCENT_MARKS[ $accented[2] ] );
	}
	return isset( SSW_NAMED_REFERENCES[ $reference ] ) ? ssw_utf8( SSW_NAMED_REFERENCES[ $reference ] ) : null;
}

/**
 * Text with its character references decoded, in one pass (so never twice).
 *
 * @param string $text Text as the service sent it.
 * @return string
 */
function ssw_decode_references( $text ) {
	$decoded = preg_replace_callback(
		'/&(#\d{1,7}|#[xX][\da-fA-F]{1,6}|[a-zA-Z]{2,8});/',
		static function ( $found ) {
			return ssw_reference_character( $found[1] ) ?? $found[0];
		},
		$text
	);
	return null === $decoded ? $text : $decoded;
}
