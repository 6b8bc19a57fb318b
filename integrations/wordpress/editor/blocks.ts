// The block editor's side of the four blocks: sidebar controls and a preview text that says
// what the block will show. The blocks are dynamic (PHP renders them, includes/blocks.php), so
// nothing is saved but the attributes. Built by integrations/wordpress/build-plugin.mjs.
import { days as DAYS } from '../../../widgets/calendar/options.json';
import { take as TAKE } from '../../../widgets/media-hub/options.json';
import { type Described, describeCalendar, describeMediaHub } from './describe';

const { createElement: h, Fragment } = wp.element;
const { InspectorControls, useBlockProps } = wp.blockEditor;
const { PanelBody, SelectControl, RangeControl, TextControl, Notice, ExternalLink } = wp.components;
// Every text through wp.i18n with the domain written out: the build's extraction
// (integrations/wordpress/i18n.mjs) reads literal calls only.
const { __, sprintf } = wp.i18n;

function data() {
  return window.schoolSiteWidgets ?? { groups: [], schools: [], settings: '' };
}

/** The preview in the page: the widget's name, what it will show, and a problem if any. */
function preview(blockProps: Record<string, unknown>, title: string, described: Described) {
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

function problemNotice(described: Described) {
  return described.problem
    ? h(Notice, { status: 'warning', isDismissible: false }, described.problem)
    : null;
}

function schoolControl(props: EditProps) {
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

function settingsLink() {
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

function MediaHubEdit(props: EditProps) {
  const blockProps = useBlockProps({ className: 'ssw-block-preview ssw-block-preview--media-hub' });
  const { groups, schools } = data();
  const described = describeMediaHub(props.attributes, groups, schools);
  return h(
    Fragment,
    null,
    h(
      InspectorControls,
      null,
      h(
        PanelBody,
        { title: __('Media hub', 'school-site-widgets') },
        problemNotice(described),
        h(SelectControl, {
          label: __('Group', 'school-site-widgets'),
          help: __(
            'The feed group whose items are listed; every group makes the media hub itself, with its search.',
            'school-site-widgets',
          ),
          value: String(props.attributes.group ?? ''),
          options: [
            { label: __('Every group', 'school-site-widgets'), value: '' },
            ...groups.map((group): Option => ({ label: group.name, value: group.slug })),
          ],
          onChange: (group: string) => props.setAttributes({ group }),
        }),
        h(RangeControl, {
          label: __('Items per page', 'school-site-widgets'),
          help: sprintf(
            /* translators: 1: the fewest items per page; 2: the most. */
            __('Shown at first and added by each Load more (%1$d to %2$d).', 'school-site-widgets'),
            TAKE.minimum,
            TAKE.maximum,
          ),
          // The block's default is block.json's, which WordPress fills in (the same number).
          value: Number(props.attributes.take ?? TAKE.default),
          min: TAKE.minimum,
          max: TAKE.maximum,
          onChange: (take: number | undefined) =>
            props.setAttributes({ take: take ?? TAKE.default }),
        }),
        schoolControl(props),
        settingsLink(),
      ),
    ),
    preview(blockProps, __('School media hub', 'school-site-widgets'), described),
  );
}

function CalendarEdit(props: EditProps) {
  const blockProps = useBlockProps({ className: 'ssw-block-preview ssw-block-preview--calendar' });
  const { schools } = data();
  const described = describeCalendar(props.attributes, schools);
  return h(
    Fragment,
    null,
    h(
      InspectorControls,
      null,
      h(
        PanelBody,
        { title: __('Calendar', 'school-site-widgets') },
        problemNotice(described),
        h(RangeControl, {
          label: __('Days per page', 'school-site-widgets'),
          help: sprintf(
            /* translators: 1: the fewest days per page; 2: the most. */
            __(
              'Days with events shown at first and added by each Show more dates (%1$d to %2$d).',
              'school-site-widgets',
            ),
            DAYS.minimum,
            DAYS.maximum,
          ),
          value: Number(props.attributes.days ?? DAYS.default),
          min: DAYS.minimum,
          max: DAYS.maximum,
          onChange: (days: number | undefined) =>
            props.setAttributes({ days: days ?? DAYS.default }),
        }),
        schoolControl(props),
        settingsLink(),
      ),
    ),
    preview(blockProps, __('School calendar', 'school-site-widgets'), described),
  );
}

/** The landing intro's text fields and their labels, translated where they are written. */
const introFields = (): [string, string][] => [
  ['title', __('Title', 'school-site-widgets')],
  ['strapline', __('Strapline', 'school-site-widgets')],
  ['image', __('Background image URL', 'school-site-widgets')],
  ['alertText', __('Alert text', 'school-site-widgets')],
  ['alertUrl', __('Alert link', 'school-site-widgets')],
  ['noticeText', __('Notice text', 'school-site-widgets')],
  ['noticeUrl', __('Notice link', 'school-site-widgets')],
  ['scrollText', __('Scroll hint text', 'school-site-widgets')],
  ['scrollTarget', __('Scroll hint target (an anchor on this page)', 'school-site-widgets')],
];

function LandingIntroEdit(props: EditProps) {
  const blockProps = useBlockProps({
    className: 'ssw-block-preview ssw-block-preview--landing-intro',
  });
  const title = String(props.attributes.title ?? '');
  return h(
    Fragment,
    null,
    h(
      InspectorControls,
      null,
      h(
        PanelBody,
        { title: __('Landing intro', 'school-site-widgets') },
        ...introFields().map(([name, label]) =>
          h(TextControl, {
            key: name,
            label,
            value: String(props.attributes[name] ?? ''),
            onChange: (value: string) => props.setAttributes({ [name]: value }),
          }),
        ),
      ),
    ),
    preview(blockProps, __('School landing intro', 'school-site-widgets'), {
      text: title
        ? sprintf(
            __(
              /* translators: %s: the intro's title. */
              '%s: the intro animation, then the strapline, alert and notice buttons over the background image.',
              'school-site-widgets',
            ),
            title,
          )
        : __('Give the intro a title in the block sidebar.', 'school-site-widgets'),
    }),
  );
}

function HomeScreenPromptEdit(props: EditProps) {
  const blockProps = useBlockProps({
    className: 'ssw-block-preview ssw-block-preview--home-screen-prompt',
  });
  return h(
    Fragment,
    null,
    h(
      InspectorControls,
      null,
      h(
        PanelBody,
        { title: __('Home-screen prompt', 'school-site-widgets') },
        h(TextControl, {
          label: __('Prompt title', 'school-site-widgets'),
          value: String(props.attributes.title ?? ''),
          onChange: (title: string) => props.setAttributes({ title }),
        }),
      ),
    ),
    preview(blockProps, __('School home-screen prompt', 'school-site-widgets'), {
      text: __(
        'This page is part of the parents area: phones are offered to add it to their home screen, and it opens offline.',
        'school-site-widgets',
      ),
    }),
  );
}

/**
 * The blocks' icons, in the school's green: told apart from WordPress's own at a glance (its
 * archive Calendar has a calendar too). The calendar's holds a mortarboard.
 */
const SCHOOL_GREEN = '#0a6b3d';
const CALENDAR_ICON = h(
  'svg',
  { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 24 24', 'aria-hidden': true },
  h('path', {
    d: 'M7 2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2zM5 9v10h14V9z',
  }),
  h('path', {
    d: 'M12 10.5l6 2.5-6 2.5-6-2.5zM8.5 15v2c1 .8 2.2 1.2 3.5 1.2s2.5-.4 3.5-1.2v-2L12 16.5z',
  }),
);
const icon = (src: unknown) => ({ src, foreground: SCHOOL_GREEN });

const save = () => null;
wp.blocks.registerBlockType('school-site-widgets/media-hub', {
  edit: MediaHubEdit,
  save,
  icon: icon('grid-view'),
});
wp.blocks.registerBlockType('school-site-widgets/calendar', {
  edit: CalendarEdit,
  save,
  icon: icon(CALENDAR_ICON),
});
wp.blocks.registerBlockType('school-site-widgets/landing-intro', {
  edit: LandingIntroEdit,
  save,
  icon: icon('welcome-learn-more'),
});
wp.blocks.registerBlockType('school-site-widgets/home-screen-prompt', {
  edit: HomeScreenPromptEdit,
  save,
  icon: icon('smartphone'),
});

// Edit on page (includes/edit-fields.php) finds paragraphs and headings by an id of their own in
// their block comment: declared here too, so that the block editor keeps it when it saves.
wp.hooks.addFilter(
  'blocks.registerBlockType',
  'school-site-widgets/edit-on-page-id',
  (settings: BlockSettings, name: string): BlockSettings =>
    name === 'core/paragraph' || name === 'core/heading'
      ? { ...settings, attributes: { ...settings.attributes, sswId: { type: 'string' } } }
      : settings,
);
