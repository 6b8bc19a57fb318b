// The journey list every engine runs (test/engines/*.test.ts), in the order a visitor might.
import type { Journey } from '../journey';
import { arabic } from './arabic';
import { menu } from './menu';
import { stickyHeader } from './sticky-header';

export const JOURNEYS: Journey[] = [menu, stickyHeader, arabic];
