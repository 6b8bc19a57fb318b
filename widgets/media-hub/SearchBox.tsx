import { memo, useLayoutEffect, useRef, useState } from 'react';
import { inPageLanguage, t, tn } from '../../src/i18n';
import { emitWidgetEvent } from '../../src/ui/events';
import type { SearchFormMarkup } from './read-markup';
import type { Handover, SearchField } from './SearchForm';
import { useCombobox } from './use-combobox';
import { type SuggestionLoader, useSuggestions } from './use-suggestions';

interface Props {
  form: SearchFormMarkup;
  loadSuggestions: SuggestionLoader;
  /** What the visitor had done in the plain form this box replaces (SearchForm). */
  handover?: Handover;
  /**
   * SearchField, handed down by the plain form: imported here too, that module would become a
   * chunk of its own, fetched by every page with a hub.
   */
  Field: typeof SearchField;
}

/**
 * The hub's search box: the form with its input as a combobox of suggestions (useCombobox).
 * Taking a suggestion or submitting goes to the search expression page, as the form would.
 * Memoised: the hub re-renders several times per Load more, and React 19 rewrites a
 * controlled input's name and type attributes on every render of it.
 */
export const SearchBox = memo(function SearchBox({
  form,
  loadSuggestions,
  handover,
  Field,
}: Props) {
  const [text, setText] = useState(form.value);
  const [typed, setTyped] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const suggestions = useSuggestions(text, typed, loadSuggestions);

  // Taking over from the plain form where the visitor is: focus and caret stay where they were.
  useLayoutEffect(() => {
    const field = input.current;
    if (!handover || !field) return;
    const { input: plain, focused } = handover;
    // Set on the element too, so that rendering the same text leaves the caret where it is.
    field.value = plain.value;
    setText(plain.value);
    setTyped(plain.value !== form.value);
    if (focused) {
      field.focus();
      field.setSelectionRange(plain.selectionStart, plain.selectionEnd);
    }
  }, [handover, form]);

  const go = (value: string) => {
    const query = value.trim();
    if (!query) return;
    // The CMS's form action, or the page's path; on the page's language site either way.
    const url = new URL(inPageLanguage(form.action), location.href);
    url.search = '';
    url.searchParams.set(form.name, query);
    location.assign(url.href);
  };

  const combobox = useCombobox(suggestions, {
    onChoose: (value, from) => {
      emitWidgetEvent(from, 'suggestion', {
        position: suggestions.indexOf(value) + 1,
        count: suggestions.length,
      });
      setText(value);
      go(value);
    },
    onClear: () => setText(''),
  });

  return (
    <Field
      form={form}
      onSubmit={(event) => {
        event.preventDefault();
        const length = text.trim().length;
        if (length > 0) emitWidgetEvent(event.currentTarget, 'search', { length });
        go(text);
      }}
      input={{
        ref: input,
        value: text,
        onChange: (event) => {
          setText(event.target.value);
          setTyped(true);
        },
        ...combobox.input,
      }}
      list={
        <div
          className="wgt-media-search__list"
          role="listbox"
          aria-label={t('Suggestions')}
          {...combobox.listbox}
        >
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (useCombobox)
            <div
              key={suggestion}
              className="wgt-media-search__option"
              role="option"
              {...combobox.option(suggestion, index)}
            >
              {suggestion}
            </div>
          ))}
        </div>
      }
    >
      <p className="wgt-sr-only" role="status">
        {combobox.expanded
          ? tn(
              suggestions.length,
              '1 suggestion, use the up and down arrows to choose.',
              '{n} suggestions, use the up and down arrows to choose.',
            )
          : ''}
      </p>
    </Field>
  );
});
