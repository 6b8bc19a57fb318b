import { defineWidget } from '../../src/mount/define';

export const menu = defineWidget({
  name: 'menu',
  // Hidden until the header's menu button opens it, which must feel instant: mount at boot.
  defaultStrategy: 'eager',
  load: () => import('./Menu'),
});
