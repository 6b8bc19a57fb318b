import { type KeyboardEvent, useId, useState } from 'react';

interface Actions {
  /** An option was taken, by Enter or a click; `from` is the element the event came from. */
  onChoose(value: string, from: Element): void;
  /** Escape with the list closed: the text is cleared. */
  onClear(): void;
}

/**
 * An editable combobox's list (WAI-ARIA APG "combobox with listbox popup", list autocomplete
 * without automatic selection). A new list of options opens with nothing active; Down/Up move
 * through it (wrapping, and open it), Enter takes the active option, Escape closes the list
 * and a second Escape clears the text, Tab and blur close it. Focus stays in the input, which
 * points at the active option with aria-activedescendant; options are not focusable.
 */
export function useCombobox(options: readonly string[], { onChoose, onClear }: Actions) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shown, setShown] = useState(options);
  const listId = useId();
  const count = options.length;

  // A new answer reopens the list with nothing active (adjusting state while rendering).
  if (shown !== options) {
    setShown(options);
    setActive(-1);
    setOpen(count > 0);
  }
  const expanded = open && count > 0;

  const choose = (value: string, from: Element) => {
    setOpen(false);
    setActive(-1);
    onChoose(value, from);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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
        const chosen = expanded ? options[active] : undefined;
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
          onClear();
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  };

  return {
    expanded,
    input: {
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
      onKeyDown,
      onBlur: () => setOpen(false),
      // Only ever opens: focus given on taking over from the plain form (handover) lands in the
      // same batch as the first answer, and a stale `false` would close it again.
      onFocus: () => {
        if (count > 0) setOpen(true);
      },
    },
    listbox: { id: listId, hidden: !expanded },
    option: (value: string, index: number) => ({
      id: `${listId}-${index}`,
      'aria-selected': index === active,
      // Keeps focus (and the caret) in the input while the pointer picks.
      onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
      onClick: (event: { currentTarget: Element }) => choose(value, event.currentTarget),
    }),
  };
}
