import { type ComponentProps, type ReactNode, useId, useRef, useState } from 'react';
import { loadOnce } from '../../src/ui/chunk-load';
import { emitWidgetEvent } from '../../src/ui/events';
import type { SearchFormMarkup } from './read-markup';
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
 * (SearchBox, in a chunk of its own, so group pages and visitors who never search do
 * not load it) takes over, keeping the text, focus and caret. A visitor who submits before it
 * has arrived goes to the same page the combobox would open.
 */
export function SearchForm(props: Omit<SearchBoxProps, 'handover' | 'Field'>) {
  const { form } = props;
  const [box, setBox] = useState<{ SearchBox: typeof SearchBox; handover: Handover } | null>(null);
  const input = useRef<HTMLInputElement>(null);

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

  if (box) return <box.SearchBox {...props} handover={box.handover} Field={SearchField} />;
  return (
    <SearchField
      form={form}
      input={{ ref: input, defaultValue: form.value }}
      onFocus={want}
      onPointerEnter={want}
      onSubmit={(event) => {
        const field = input.current;
        if (field) field.value = field.value.trim();
        const length = field?.value.length ?? 0;
        if (length > 0) emitWidgetEvent(event.currentTarget, 'search', { length });
        else event.preventDefault();
      }}
    />
  );
}

interface FieldProps
  extends Pick<ComponentProps<'form'>, 'onSubmit' | 'onFocus' | 'onPointerEnter'> {
  form: SearchFormMarkup;
  /** The input's value and handlers; the combobox adds its state (useCombobox). */
  input: ComponentProps<'input'>;
  /** Beside the input: the suggestions' listbox. */
  list?: ReactNode;
  /** After the button: the status that counts the suggestions. */
  children?: ReactNode;
}

/**
 * The hub's search form as the server wrote it (action, label, input name, button, landmark
 * name), for the plain form (SearchForm) and the combobox that takes over (SearchBox's Field).
 */
export function SearchField({ form, input, list, children, ...handlers }: FieldProps) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers we support
    <form
      className="wgt-media-search"
      action={form.action}
      method="get"
      role="search"
      aria-label={form.landmarkLabel ?? undefined}
      {...handlers}
    >
      <label className="wgt-media-search__label" htmlFor={id}>
        {form.label}
      </label>
      <div className="wgt-media-search__field">
        <input
          id={id}
          className="wgt-media-search__input"
          name={form.name}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={false}
          {...input}
        />
        {list}
      </div>
      <button type="submit" className="wgt-button">
        {form.button}
      </button>
      {children}
    </form>
  );
}
