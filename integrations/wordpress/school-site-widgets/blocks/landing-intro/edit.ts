// The landing intro block in the editor: its text fields in the sidebar and a preview text. The
// block is dynamic (render.php).
import { blockEditor, icon, preview } from '../../../editor/block-parts';

const { createElement: h } = wp.element;
const { useBlockProps } = wp.blockEditor;
const { TextControl } = wp.components;
const { __, sprintf } = wp.i18n;

export const landingIntroIcon = icon('welcome-learn-more');

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

export function LandingIntroEdit(props: EditProps) {
  const blockProps = useBlockProps({
    className: 'ssw-block-preview ssw-block-preview--landing-intro',
  });
  const title = String(props.attributes.title ?? '');
  return blockEditor(
    __('Landing intro', 'school-site-widgets'),
    [
      ...introFields().map(([name, label]) =>
        h(TextControl, {
          key: name,
          label,
          value: String(props.attributes[name] ?? ''),
          onChange: (value: string) => props.setAttributes({ [name]: value }),
        }),
      ),
    ],
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
