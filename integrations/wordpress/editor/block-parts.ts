// What the four blocks' editor code shares (school-site-widgets/blocks/<name>/edit.ts): the
// config's choices, the preview in the page, the problem notice, the school control, the link
// to the settings and the school's icons.
import type { Described } from './describe';

const { createElement: h, Fragment } = wp.element;
const { InspectorControls } = wp.blockEditor;
const { PanelBody, SelectControl, Notice, ExternalLink } = wp.components;
// Every text through wp.i18n with the domain written out: the build's extraction
// (integrations/wordpress/i18n.mjs) reads literal calls only.
const { __ } = wp.i18n;

/** The config's groups and schools, and the settings' address (includes/blocks.php). */
export function data() {
  return window.schoolSiteWidgets ?? { groups: [], schools: [], settings: '' };
}

/** A block's editor: its controls in a panel of the block sidebar, and its preview in the page. */
export function blockEditor(panelTitle: string, controls: unknown[], shown: unknown) {
  return h(
    Fragment,
    null,
    h(InspectorControls, null, h(PanelBody, { title: panelTitle }, ...controls)),
    shown,
  );
}

/** The preview in the page: the widget's name, what it will show, and a problem if any. */
export function preview(blockProps: Record<string, unknown>, title: string, described: Described) {
  return h(
    'div',
    blockProps,
    h('strong', null, title),
    h('p', { className: 'ssw-block-preview__text' }, described.text),
    described.problem
      ? h('p', { className: 'ssw-block-preview__problem', role: 'note' }, described.problem)
      : null,
  );
}

export function problemNotice(described: Described) {
  return described.problem
    ? h(Notice, { status: 'warning', isDismissible: false }, described.problem)
    : null;
}

export function schoolControl(props: EditProps) {
  const { schools } = data();
  if (schools.length === 0) return null;
  return h(SelectControl, {
    label: __('School', 'school-site-widgets'),
    help: __('Fixes the school: visitors get no school choice.', 'school-site-widgets'),
    value: String(props.attributes.school ?? ''),
    options: [
      { label: __("The visitor's choice", 'school-site-widgets'), value: '' },
      ...schools.map((school): Option => ({ label: school.name, value: school.slug })),
    ],
    onChange: (school: string) => props.setAttributes({ school }),
  });
}

export function settingsLink() {
  const { settings } = data();
  return settings
    ? h(
        'p',
        null,
        h(
          ExternalLink,
          { href: settings },
          __('Settings: School site widgets', 'school-site-widgets'),
        ),
      )
    : null;
}

/**
 * A block's icon in the school's green: told apart from WordPress's own at a glance (its
 * archive Calendar has a calendar too).
 */
const SCHOOL_GREEN = '#0a6b3d';
export const icon = (src: unknown) => ({ src, foreground: SCHOOL_GREEN });
