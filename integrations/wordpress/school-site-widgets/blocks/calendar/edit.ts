// The calendar block in the editor: its sidebar controls (days per page, school) and a preview
// text that says what it will show. The block is dynamic (render.php).
import { days as DAYS } from '../../../../../widgets/calendar/options.json';
import {
  blockEditor,
  data,
  icon,
  preview,
  problemNotice,
  schoolControl,
  settingsLink,
} from '../../../editor/block-parts';
import { describeCalendar } from '../../../editor/describe';

const { createElement: h } = wp.element;
const { useBlockProps } = wp.blockEditor;
const { RangeControl } = wp.components;
const { __, sprintf } = wp.i18n;

/** A calendar holding a mortarboard: the school's, beside WordPress's archive Calendar. */
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
export const calendarIcon = icon(CALENDAR_ICON);

export function CalendarEdit(props: EditProps) {
  const blockProps = useBlockProps({ className: 'ssw-block-preview ssw-block-preview--calendar' });
  const { schools } = data();
  const described = describeCalendar(props.attributes, schools);
  return blockEditor(
    __('Calendar', 'school-site-widgets'),
    [
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
        onChange: (days: number | undefined) => props.setAttributes({ days: days ?? DAYS.default }),
      }),
      schoolControl(props),
      settingsLink(),
    ],
    preview(blockProps, __('School calendar', 'school-site-widgets'), described),
  );
}
