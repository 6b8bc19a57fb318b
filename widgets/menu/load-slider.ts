import { loadOnce } from '../../src/ui/chunk-load';

/** keen-slider, fetched on demand (a module of its own so tests can stand in for it). */
export const loadSlider = loadOnce(() => import('keen-slider').then((module) => module.default));
