import { type Provider, VIDEO_PLAYER } from './provider';

// A school video on the site itself (/videos/<slug>-<id>) plays on the school's own video host,
// which has no public origin: only config embedHosts.tiarcvideo gives it one.
const OWN_VIDEO_PATH = /^\/videos\/(?:[a-z0-9-]{0,200}-)?(\d{1,15})\/?$/;

export const tiarcvideo: Provider = {
  name: 'school video',
  origin: null,
  ...VIDEO_PLAYER,
  path: (raw) => {
    const own = OWN_VIDEO_PATH.exec(raw);
    return own && `/embed/${own[1]}`;
  },
  // The schools' own videos are often published on YouTube or Vimeo: then the consent and the
  // player are YouTube's or Vimeo's.
  plays: ['youtube', 'vimeo'],
};
