// The journey list every engine runs (test/engines/*.test.ts), in the order a visitor might.
import type { Journey } from '../journey';
import { arabic } from './arabic';
import { eventPopup } from './event-popup';
import { leaveMidCall } from './leave-mid-call';
import { loadMore } from './load-more';
import { menu } from './menu';
import { newsPopup } from './news-popup';
import { parentsOffline } from './parents-offline';
import { photoViewer } from './photo-viewer';
import { schoolChoice } from './school-choice';
import { searchSuggestions } from './search-suggestions';
import { shareUrl } from './share-url';
import { stickyHeader } from './sticky-header';
import { subscribe } from './subscribe';
import { videoConsent } from './video-consent';

export const JOURNEYS: Journey[] = [
  menu,
  stickyHeader,
  loadMore,
  schoolChoice,
  subscribe,
  searchSuggestions,
  newsPopup,
  shareUrl,
  leaveMidCall,
  eventPopup,
  photoViewer,
  videoConsent,
  arabic,
  parentsOffline,
];
