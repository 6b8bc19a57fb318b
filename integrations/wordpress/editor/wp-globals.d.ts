// The parts of WordPress's editor globals (wp.blocks, wp.element, ...) this script uses. They
// are externals: WordPress loads them (the script's dependencies in includes/blocks.php), so
// nothing of them is bundled, and no @wordpress package is needed to build.

type Element = unknown;
type Props = Record<string, unknown>;
type Component<P = Props> = (props: P) => Element;

interface Option {
  label: string;
  value: string;
}

interface WordPressGlobals {
  blocks: {
    registerBlockType(
      name: string,
      settings: {
        edit: Component<EditProps>;
        save: () => null;
        icon?: { src: unknown; foreground?: string };
      },
    ): unknown;
  };
  element: {
    createElement(
      type: string | Component<never>,
      props?: Props | null,
      ...children: unknown[]
    ): Element;
    Fragment: Component;
  };
  blockEditor: {
    InspectorControls: Component;
    useBlockProps(props?: Props): Props;
  };
  components: {
    PanelBody: Component;
    SelectControl: Component;
    RangeControl: Component;
    TextControl: Component;
    Notice: Component;
    ExternalLink: Component;
  };
  i18n: WordPressI18n;
  hooks: {
    addFilter(
      hook: 'blocks.registerBlockType',
      namespace: string,
      filter: (settings: BlockSettings, name: string) => BlockSettings,
    ): void;
  };
}

/** wp.i18n: the plugin's texts, translated from the JSON that wp_set_script_translations loads. */
interface WordPressI18n {
  __(text: string, domain: string): string;
  _n(single: string, plural: string, count: number, domain: string): string;
  sprintf(format: string, ...args: unknown[]): string;
}

/** A block type's settings as the `blocks.registerBlockType` filter sees them. */
interface BlockSettings {
  attributes?: Record<string, { type: string }>;
  [key: string]: unknown;
}

interface EditProps {
  attributes: Record<string, unknown>;
  setAttributes(attributes: Record<string, unknown>): void;
}

/** What includes/blocks.php writes before this script: choices from the plugin's settings. */
interface EditorData {
  groups: { slug: string; name: string }[];
  schools: { slug: string; name: string }[];
  settings: string;
}

declare const wp: WordPressGlobals;
declare interface Window {
  schoolSiteWidgets?: EditorData;
}
