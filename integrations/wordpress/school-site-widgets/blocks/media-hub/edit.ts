// The media hub block in the editor: its sidebar controls (group, items per page, school) and a
// preview text that says what it will show. The block is dynamic (render.php), so nothing is
// saved but the attributes.
import { take as TAKE } from '../../../../../widgets/media-hub/options.json';
import {
  blockEditor,
  data,
  icon,
  preview,
  problemNotice,
  schoolControl,
  settingsLink,
} from '../../../editor/block-parts';
import { describeMediaHub } from '../../../editor/describe';

const { createElement: h } = wp.element;
const { useBlockProps } = wp.blockEditor;
const { SelectControl, RangeControl } = wp.components;
const { __, sprintf } = wp.i18n;

export const mediaHubIcon = icon('grid-view');

export function MediaHubEdit(props: EditProps) {
  const blockProps = useBlockProps({ className: 'ssw-block-preview ssw-block-preview--media-hub' });
  const { groups, schools } = data();
  const described = describeMediaHub(props.attributes, groups, schools);
  return blockEditor(
    __('Media hub', 'school-site-widgets'),
    [
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
        onChange: (take: number | undefined) => props.setAttributes({ take: take ?? TAKE.default }),
      }),
      schoolControl(props),
      settingsLink(),
    ],
    preview(blockProps, __('School media hub', 'school-site-widgets'), described),
  );
}
