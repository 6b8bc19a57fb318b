import type { FeedGroupDefinition } from '../../media/groups';

// One 16x16 path per group: small enough to inline (no icon font, no request), drawn in
// currentColor so the theme colours it. Brand marks are simplified glyphs, not logos.
const PATHS: Record<string, string> = {
  news: 'M2 2h10v12H3a1 1 0 0 1-1-1zm2 2v2h6V4zm0 4v1h6V8zm0 3v1h6v-1zm9-6h1v8a1 1 0 0 1-2 0V5z',
  events: 'M3 3h10v11H3zm0 3v7h10V6zM5 1h1v3H5zm5 0h1v3h-1zM5 8h2v2H5z',
  twitter: 'M2 2h3.5l3 4 3-4H14L9.7 7.6 14.5 14H11l-3.3-4.4L4.5 14H2l4.5-5.7z',
  photos: 'M2 5h3l1.5-2h3L11 5h3v8H2zm6 1.5a2.7 2.7 0 1 0 0 5.4 2.7 2.7 0 0 0 0-5.4z',
  blog: 'M11 1.5 14.5 5 6 13.5H2.5V10zM3.5 15h10v-1h-10z',
  videos: 'M2 3h12v10H2zm4.5 2.5v5l4-2.5z',
  facebook:
    'M9 15V9h2l.4-2.5H9V5c0-.7.3-1.2 1.3-1.2h1.2V1.6A14 14 0 0 0 9.7 1.5C8 1.5 6.5 2.6 6.5 4.6v1.9H4.5V9h2v6z',
  soundcloud:
    'M1 10h1v3H1zm2-2h1v5H3zm2-1h1v6H5zm2-2h1v8H7zm2 0c3 0 4 1.5 4.2 3A2.5 2.5 0 0 1 13 13H9z',
  publications: 'M1 3c2.5-1 5-1 7 .5C10 2 12.5 2 15 3v10c-2.5-1-5-1-7 .5C6 12 3.5 12 1 13zm7 .5v10',
  instagram:
    'M4.5 1.5h7a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3h-7a3 3 0 0 1-3-3v-7a3 3 0 0 1 3-3zM8 5a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm4-1.2a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6z',
  pinterest:
    'M8 1a7 7 0 0 0-2.6 13.5c0-.6 0-1.4.2-2l.8-3.5s-.2-.5-.2-1.1c0-1 .6-1.8 1.3-1.8.6 0 .9.5.9 1 0 .7-.4 1.6-.6 2.5-.2.7.4 1.3 1.1 1.3 1.3 0 2.3-1.4 2.3-3.4 0-1.8-1.3-3-3.1-3-2.1 0-3.4 1.6-3.4 3.3 0 .6.2 1.3.5 1.7L5 10.3C3.9 9.8 3.5 8.6 3.5 7.5 3.5 5.1 5.3 3 8.6 3c2.7 0 4.7 1.9 4.7 4.5 0 2.7-1.7 4.8-4 4.8-.8 0-1.5-.4-1.8-.9l-.5 1.8c-.2.7-.6 1.5-.9 2A7 7 0 1 0 8 1z',
};

/** The small source mark of a card: the group's glyph, named for screen readers. */
export function SourceIcon({ group }: { group: FeedGroupDefinition }) {
  const path = PATHS[group.Slug];
  return (
    <span className={`wgt-card__source ${group.IconLogoClass}`}>
      {path && (
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d={path} fill="currentColor" fillRule="evenodd" />
        </svg>
      )}
      <span className="wgt-sr-only">{group.GroupName}</span>
    </span>
  );
}
