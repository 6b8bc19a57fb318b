// The journey list every engine runs (test/engines/*.test.ts), in the order a visitor might.
import type { Journey } from '../journey';
import { menu } from './menu';
import { parentsOffline } from './parents-offline';
import { searchSuggestions } from './search-suggestions';

export const JOURNEYS: Journey[] = [menu, searchSuggestions, parentsOffline];
