// The journey list every engine runs (test/engines/*.test.ts), in the order a visitor might.
import type { Journey } from '../journey';
import { menu } from './menu';

export const JOURNEYS: Journey[] = [menu];
