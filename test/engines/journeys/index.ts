// The journey list every engine runs (test/engines/*.test.ts), in the order a visitor might.
import type { Journey } from '../journey';
import { arabic } from './arabic';
import { loadMore } from './load-more';
import { menu } from './menu';
import { newsPopup } from './news-popup';
import { schoolChoice } from './school-choice';
import { shareUrl } from './share-url';
import { stickyHeader } from './sticky-header';

export const JOURNEYS: Journey[] = [
  menu,
  stickyHeader,
  loadMore,
  schoolChoice,
  newsPopup,
  shareUrl,
  arabic,
];
