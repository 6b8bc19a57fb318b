// The bundle's entry point. It lives in widgets/ rather than src/ so that src/ never imports a
// widget: src/kernel/boot.ts takes the catalog as an argument.
import { boot } from '../src/kernel/boot';
import { catalog } from './catalog';

boot(catalog);
