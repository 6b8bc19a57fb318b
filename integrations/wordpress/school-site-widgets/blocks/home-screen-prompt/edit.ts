// The home-screen prompt block in the editor: its title in the sidebar and a preview text. The
// block is dynamic (render.php).
import { blockEditor, icon, preview } from '../../../editor/block-parts';

const { createElement: h } = wp.element;
const { useBlockProps } = wp.blockEditor;
const { TextControl } = wp.components;
const { __ } = wp.i18n;

export const homeScreenPromptIcon = icon('smartphone');

export function HomeScreenPromptEdit(props: EditProps) {
  const blockProps = useBlockProps({
    className: 'ssw-block-preview ssw-block-preview--home-screen-prompt',
  });
  return blockEditor(
    __('Home-screen prompt', 'school-site-widgets'),
    [
      h(TextControl, {
        label: __('Prompt title', 'school-site-widgets'),
        value: String(props.attributes.title ?? ''),
        onChange: (title: string) => props.setAttributes({ title }),
      }),
    ],
    preview(blockProps, __('School home-screen prompt', 'school-site-widgets'), {
      text: __(
        'This page is part of the parents area: phones are offered to add it to their home screen, and it opens offline.',
        'school-site-widgets',
      ),
    }),
  );
}
