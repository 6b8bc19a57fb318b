import { type ComponentProps, useId, useRef, useState } from 'react';
import { emitWidgetEvent, loadOnce } from '../../src/ui/widget-root';
import type { SearchBox } from './SearchBox';

type SearchBoxProps = ComponentProps<typeof SearchBox>;

/**
 * The plain form's input the combobox takes over from: read as the combobox commits (keys
 * pressed while its chunk was on its way are in it), and whether it had focus.
 */
export interface Handover {
  input: HTMLInputElement;
  focused: boolean;
}

const loadSearchBox = loadOnce(() => import('./SearchBox'));

/**
 * The hub's search as a plain form (the server's: a GET to the search expression page, which is
 * all a search needs) until the visitor comes near it: then the combobox with suggestions
 * (SearchBox, 1 KB gzip in a chunk of its own, so group pages and visitors who never search do
 * not load it) takes over, keeping the text, focus and caret. A visitor who submits before it
 * has arrived goes to the same page the combobox would open.
 */
export function SearchForm(props: Omit<SearchBoxProps, 'handover'>) {
  const { form } = props;
  const [box, setBox] = useState<{ SearchBox: typeof SearchBox; handover: Handover } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  // Safe to repeat: the module is fetched once (again only after a failure), and once the combobox has taken over the plain
  // input is gone (null), so a later answer changes nothing.
  const want = () => {
    loadSearchBox().then(
      ({ SearchBox }) => {
        const field = input.current;
        if (!field) return;
        setBox({
          SearchBox,
          handover: { input: field, focused: document.activeElement === field },
        });
      },
      // Without the combobox the plain form still searches.
      () => {},
    );
  };

  if (box) return <box.SearchBox {...props} handover={box.handover} />;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers we support
    <form
      className="wgt-media-search"
      action={form.action}
      method="get"
      role="search"
      aria-label={form.landmarkLabel ?? undefined}
      onFocus={want}
      onPointerEnter={want}
      onSubmit={(event) => {
        const field = input.current;
        if (field) field.value = field.value.trim();
        const length = field?.value.length ?? 0;
        if (length > 0) emitWidgetEvent(event.currentTarget, 'search', { length });
        else event.preventDefault();
      }}
    >
      <label className="wgt-media-search__label" htmlFor={id}>
        {form.label}
      </label>
      <div className="wgt-media-search__field">
        <input
          ref={input}
          id={id}
          className="wgt-media-search__input"
          name={form.name}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={false}
          defaultValue={form.value}
        />
      </div>
      <button type="submit" className="wgt-button">
        {form.button}
      </button>
    </form>
  );
}
