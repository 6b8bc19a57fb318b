import { useEffect, useId, useRef, useState } from 'react';
import type { HeaderMarkup } from './read-markup';
import { MOBILE_QUERY } from './schema';
import { useMediaQuery } from './use-media-query';

type PortalMarkup = NonNullable<HeaderMarkup['portal']>;

/**
 * The portal link and its dropdown of parents-area links. On wide screens the dropdown opens on
 * hover and keyboard focus (CSS, as without JavaScript); on mobile widths (spec: up to 767) a tap
 * on the link toggles the dropdown instead of following the link.
 */
export function Portal({ portal }: { portal: PortalMarkup }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const menuId = useId();
  const toggles = mobile && portal.links.length > 0;

  useEffect(() => {
    if (!toggles) setOpen(false);
  }, [toggles]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      link.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const listening = new AbortController();
    document.addEventListener('keydown', onKey, { signal: listening.signal });
    document.addEventListener('pointerdown', onPointer, { signal: listening.signal });
    return () => listening.abort();
  }, [open]);

  return (
    <div className={`wgt-header__portal${open ? ' wgt-is-open' : ''}`} ref={root}>
      <a
        ref={link}
        className="wgt-header__portal-link"
        href={portal.link.href}
        aria-expanded={toggles ? open : undefined}
        aria-controls={toggles ? menuId : undefined}
        onClick={(event) => {
          if (!toggles) return;
          event.preventDefault();
          setOpen(!open);
        }}
      >
        {portal.link.label}
      </a>
      {portal.links.length > 0 && (
        <ul
          className="wgt-header__portal-menu"
          id={menuId}
          aria-label={portal.menuLabel ?? undefined}
        >
          {portal.links.map((item) => (
            <li key={item.href + item.label}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
