// The journey list every engine runs (test/engines/*.test.ts), in the order a visitor might.
import type { Journey } from '../journey';
import { eventPopup } from './event-popup';
import { menu } from './menu';
import { photoViewer } from './photo-viewer';
import { videoConsent } from './video-consent';

export const JOURNEYS: Journey[] = [menu, eventPopup, photoViewer, videoConsent];
