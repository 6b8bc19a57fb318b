import { useId, useRef } from 'react';
import { searchRoute } from '../../src/format/search';
import { inPageLanguage } from '../../src/i18n';
import { emitWidgetEvent } from '../../src/ui/events';
import { replaceLocation } from './navigate';
import type { SearchMarkup } from './read-markup';

/**
 * The menu's search form. Spec section 5: empty (or blank) text is not submitted; otherwise the
 * browser goes to /search/{text} (on the page's language site: /fr/search/{text}), replacing
 * the location. Without JavaScript the CMS form
 * submits ?q= and the CMS redirects.
 */
export function SearchForm({ search }: { search: SearchMarkup }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <search className="wgt-menu__search">
      <form
        action={search.action}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const route = searchRoute(input.current?.value);
          if (route) {
            emitWidgetEvent(event.currentTarget, 'search', {
              length: input.current?.value.trim().length ?? 0,
            });
            replaceLocation(inPageLanguage(route));
          } else input.current?.focus();
        }}
      >
        <label className="wgt-menu__search-label" htmlFor={inputId}>
          {search.label}
        </label>
        <input
          ref={input}
          id={inputId}
          className="wgt-menu__search-input"
          type="search"
          name={search.name}
          placeholder={search.placeholder ?? undefined}
        />
        <button type="submit" className="wgt-menu__search-button">
          {search.button}
        </button>
      </form>
    </search>
  );
}
