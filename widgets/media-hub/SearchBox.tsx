import {
  type FormEvent,
  type KeyboardEvent,
  memo,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { inPageLanguage, t, tn } from '../../src/i18n';
import { emitWidgetEvent } from '../../src/ui/widget-root';
import type { SearchFormMarkup } from './read-markup';
import type { Handover } from './SearchForm';
import { type SuggestionLoader, useSuggestions } from './use-suggestions';

interface Props {
  form: SearchFormMarkup;
  loadSuggestions: SuggestionLoader;
  /** Goes to the search expression page; location.assign by default. */
  navigate?: (url: string) => void;
  /** What the visitor had done in the plain form this box replaces (SearchForm). */
  handover?: Handover;
}

/**
 * The hub's search box: an editable combobox with a list of suggestions (WAI-ARIA APG
 * "combobox with listbox popup", list autocomplete without automatic selection). Down/Up move
 * through the suggestions (wrapping), Enter takes the active one, Escape closes the list and
 * a second Escape clears the text; focus stays in the input (aria-activedescendant).
 * Taking a suggestion or submitting goes to the search expression page, as the form would.
 * Memoised: the hub re-renders several times per Load more, and React 19 rewrites a
 * controlled input's name and type attributes on every render of it.
 */
export const SearchBox = memo(function SearchBox({
  form,
  loadSuggestions,
  navigate = defaultNavigate,
  handover,
}: Props) {
  const [text, setText] = useState(form.value);
  const [typed, setTyped] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(text, typed, loadSuggestions);
  const [shown, setShown] = useState(suggestions);
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;

  // A new answer reopens the list with nothing active (adjusting state while rendering).
  if (shown !== suggestions) {
    setShown(suggestions);
    setActive(-1);
    setOpen(suggestions.length > 0);
  }
  const expanded = open && suggestions.length > 0;

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
    navigate(url.href);
  };

  const choose = (value: string, from: Element) => {
    emitWidgetEvent(from, 'suggestion', {
      position: suggestions.indexOf(value) + 1,
      count: suggestions.length,
    });
    setText(value);
    setOpen(false);
    setActive(-1);
    go(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        const from = expanded ? active : -1;
        setOpen(true);
        if (from < 0) setActive(down ? 0 : count - 1);
        else setActive((from + (down ? 1 : count - 1)) % count);
        return;
      }
      case 'Enter': {
        const chosen = expanded ? suggestions[active] : undefined;
        if (chosen === undefined) return;
        event.preventDefault();
        choose(chosen, event.currentTarget);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) {
          setOpen(false);
          setActive(-1);
        } else {
          setText('');
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const length = text.trim().length;
    if (length > 0) emitWidgetEvent(event.currentTarget, 'search', { length });
    go(text);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers we support
    <form
      className="wgt-media-search"
      action={form.action}
      method="get"
      role="search"
      aria-label={form.landmarkLabel ?? undefined}
      onSubmit={onSubmit}
    >
      <label className="wgt-media-search__label" htmlFor={inputId}>
        {form.label}
      </label>
      <div className="wgt-media-search__field">
        <input
          ref={input}
          id={inputId}
          className="wgt-media-search__input"
          name={form.name}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          // Only ever opens: focus given on taking over from the plain form (handover) lands
          // in the same batch as the first answer, and a stale `false` would close it again.
          onFocus={() => {
            if (suggestions.length > 0) setOpen(true);
          }}
        />
        <div
          id={listId}
          className="wgt-media-search__list"
          role="listbox"
          aria-label={t('Suggestions')}
          hidden={!expanded}
        >
          {suggestions.map((suggestion, index) => (
            // Options are not focusable: focus stays in the input, which handles the keys and
            // points at the active option with aria-activedescendant (APG combobox).
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            // biome-ignore lint/a11y/useFocusableInteractive: see above
            <div
              key={suggestion}
              id={`${listId}-${index}`}
              className="wgt-media-search__option"
              role="option"
              aria-selected={index === active}
              // Keeps focus (and the caret) in the input while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => choose(suggestion, event.currentTarget)}
            >
              {suggestion}
            </div>
          ))}
        </div>
      </div>
      <button type="submit" className="wgt-button">
        {form.button}
      </button>
      <p className="wgt-sr-only" role="status">
        {expanded
          ? tn(
              suggestions.length,
              '1 suggestion, use the up and down arrows to choose.',
              '{n} suggestions, use the up and down arrows to choose.',
            )
          : ''}
      </p>
    </form>
  );
});

function defaultNavigate(url: string) {
  location.assign(url);
}
