import { describe, expect, it } from 'vitest';
import {
  EMBED_PROVIDERS,
  embedForBooking,
  embedForItem,
  isAllowedEmbedUrl,
  PROVIDERS,
} from '../../../src/media/embed/providers';
import { ITEM_TYPES, itemTypeOf } from '../../../src/media/item-types';

const item = (ItemType: string, URL: unknown, extra: Record<string, unknown> = {}) => ({
  ItemType,
  URL,
  Title: 'Spring concert',
  Image: '/images/concert.jpg',
  ...extra,
});

const url = (ItemType: string, URL: unknown) => embedForItem(item(ItemType, URL))?.embedUrl ?? null;

describe('given real provider URLs of each item type', () => {
  it.each([
    [
      'Youtube',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'Youtube',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'Youtube',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'Youtube',
      'https://www.youtube.com/shorts/aBcD_eF-123',
      'https://www.youtube-nocookie.com/embed/aBcD_eF-123',
    ],
    ['Vimeo', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'Vimeo',
      'https://vimeo.com/76979871/af12bc34de',
      'https://player.vimeo.com/video/76979871?dnt=1&h=af12bc34de',
    ],
    [
      'Vimeo',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871?dnt=1',
    ],
    [
      'Vimeo',
      'https://player.vimeo.com/video/76979871',
      'https://player.vimeo.com/video/76979871?dnt=1',
    ],
    [
      'TiarcVideo',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['TiarcVideo', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'SoundCloudTrack',
      'https://soundcloud.com/school-choir/spring-concert',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fschool-choir%2Fspring-concert&visual=false',
    ],
    [
      'SoundCloudTrack',
      'https://api.soundcloud.com/tracks/293',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F293&visual=false',
    ],
    [
      'SoundCloudPlaylist',
      'https://soundcloud.com/school-choir/sets/best-of-2026',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fschool-choir%2Fsets%2Fbest-of-2026&visual=false',
    ],
    [
      'Issuu',
      'https://issuu.com/riverside-school/docs/magazine_spring_2026',
      'https://e.issuu.com/embed.html?u=riverside-school&d=magazine_spring_2026',
    ],
    [
      'Twitter',
      'https://twitter.com/RiversideSch/status/1234567890123456789',
      'https://platform.twitter.com/embed/Tweet.html?id=1234567890123456789&dnt=true',
    ],
    [
      'Twitter',
      'https://x.com/RiversideSch/status/1234567890',
      'https://platform.twitter.com/embed/Tweet.html?id=1234567890&dnt=true',
    ],
    [
      'Facebook',
      'https://www.facebook.com/RiversideSchool/posts/1234567890',
      'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2FRiversideSchool%2Fposts%2F1234567890&show_text=true',
    ],
    [
      'Facebook',
      'https://www.facebook.com/RiversideSchool/videos/987654321',
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2FRiversideSchool%2Fvideos%2F987654321&show_text=true',
    ],
    [
      'Instagram',
      'https://www.instagram.com/p/CxYz123AbC/',
      'https://www.instagram.com/p/CxYz123AbC/embed/',
    ],
    [
      'Instagram',
      'https://www.instagram.com/reel/CxYz123AbC',
      'https://www.instagram.com/p/CxYz123AbC/embed/',
    ],
    [
      'Pinterest',
      'https://www.pinterest.com/pin/99360735500167749/',
      'https://assets.pinterest.com/ext/embed.html?id=99360735500167749',
    ],
    [
      'Pinterest',
      'https://uk.pinterest.com/pin/99360735500167749/',
      'https://assets.pinterest.com/ext/embed.html?id=99360735500167749',
    ],
  ])('%s %s embeds %s', (type, source, expected) => {
    expect(url(type, source)).toBe(expected);
    const embed = embedForItem(item(type, source));
    expect(embed && isAllowedEmbedUrl(embed.embedUrl, embed.provider)).toBe(true);
  });

  it('describes the embed: provider, its name, kind, title and poster', () => {
    expect(embedForItem(item('SoundCloudPlaylist', 'https://soundcloud.com/a/sets/b'))).toEqual({
      provider: 'soundcloud',
      providerName: 'SoundCloud',
      kind: 'playlist',
      embedUrl: expect.stringMatching(/^https:\/\/w\.soundcloud\.com\/player\//),
      title: 'Spring concert',
      poster: '/images/concert.jpg',
    });
  });

  it('cleans the title and falls back to the provider and kind when there is none', () => {
    const youtube = 'https://youtu.be/dQw4w9WgXcQ';
    expect(embedForItem(item('Youtube', youtube, { Title: 'Choir ?? # live' }))?.title).toBe(
      'Choir #live',
    );
    expect(embedForItem(item('Youtube', youtube, { Title: '' }))?.title).toBe('YouTube video');
  });

  it('drops a poster that is not http(s) or a site path', () => {
    const embed = embedForItem(
      item('Youtube', 'https://youtu.be/dQw4w9WgXcQ', { Image: 'javascript:alert(1)' }),
    );
    expect(embed?.poster).toBeUndefined();
  });

  it('a school video on the site itself has no embed unless its host is configured', () => {
    expect(url('TiarcVideo', '/videos/sports-day-2026-118')).toBeNull();
    const hosts = { tiarcvideo: 'https://video.school.example/' };
    expect(embedForItem(item('TiarcVideo', '/videos/sports-day-2026-118'), hosts)?.embedUrl).toBe(
      'https://video.school.example/embed/118',
    );
  });
});

describe('given the ItemType table', () => {
  it('each embedProvider it names is a provider, and picks the embed of that type', () => {
    const players = ITEM_TYPES.flatMap((type) => itemTypeOf(type)?.embed ?? []);
    expect(players.length).toBeGreaterThan(0);
    for (const { provider } of players) expect(EMBED_PROVIDERS).toContain(provider);
    expect(embedForItem(item('Issuu', 'https://issuu.com/a/docs/b'))?.provider).toBe('issuu');
  });
});

describe('given item types without an embed', () => {
  it.each(['TiarcNews', 'TiarcCalendar', 'Flickr', 'Tumblr', 'WordPress', 'Nope'])(
    '%s has none',
    (type) => {
      expect(url(type, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    },
  );

  it('a URL of another provider than the item type has none', () => {
    expect(url('Vimeo', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(url('SoundCloudTrack', 'https://soundcloud.com/choir/sets/best')).toBeNull();
    expect(url('SoundCloudPlaylist', 'https://soundcloud.com/choir/spring')).toBeNull();
  });
});

describe('given hostile or malformed URLs', () => {
  it.each([
    ['Youtube', 'javascript:alert(1)//https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['Youtube', 'data:text/html,<script>alert(1)</script>'],
    ['Youtube', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['Youtube', 'https://evilyoutube.com/watch?v=dQw4w9WgXcQ'],
    ['Youtube', 'https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ'],
    ['Youtube', 'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['Youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>'],
    ['Youtube', 'https://www.youtube.com/watch?v=dQw4w9WgX'],
    ['Youtube', 'https://www.youtube.com/embed/../../evil'],
    ['Youtube', '//www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['Youtube', 'ftp://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['Youtube', 42],
    ['Vimeo', 'https://vimeo.com.evil.example/76979871'],
    ['Vimeo', 'https://vimeo.com/76979871/extra/path'],
    ['Vimeo', 'https://vimeo.com/76979871abc'],
    ['SoundCloudTrack', 'https://soundcloud.com/choir/spring%22onload%3D'],
    ['SoundCloudTrack', 'https://soundcloud.evil.example/choir/spring'],
    ['Issuu', 'https://issuu.com/user/docs/<img>'],
    ['Twitter', 'https://twitter.com/user/status/12345abc'],
    ['Twitter', 'https://twitter.com.evil.example/user/status/12345'],
    ['Facebook', 'https://www.facebook.com/page/posts/1;alert(1)'],
    ['Facebook', 'https://facebook.com.evil.example/page/posts/123'],
    ['Instagram', 'https://www.instagram.com/p/abc"def/'],
    ['Instagram', 'https://instagram.evil.example/p/CxYz123AbC/'],
    ['Pinterest', 'https://pinterest.evil.example/pin/123/'],
    ['Pinterest', 'https://www.pinterest.com.evil.example/pin/123/'],
    ['Pinterest', 'https://www.pinterest.com/pin/123abc/'],
  ])('%s %s has no embed', (type, source) => {
    expect(url(type, source)).toBeNull();
  });
});

describe('given the demo stand-in hosts configured (config embedHosts)', () => {
  const hosts = Object.fromEntries(
    EMBED_PROVIDERS.map((p) => [p, `http://127.0.0.1:8080/embed-standin/${p}`]),
  );

  it.each([
    ['Youtube', 'youtube'],
    ['Vimeo', 'vimeo'],
    ['TiarcVideo', 'tiarcvideo'],
    ['SoundCloudTrack', 'soundcloud'],
    ['SoundCloudPlaylist', 'soundcloud'],
    ['Issuu', 'issuu'],
    ['Twitter', 'twitter'],
    ['Facebook', 'facebook'],
    ['Instagram', 'instagram'],
    ['Pinterest', 'pinterest'],
  ])('a %s item at the old demo path /embed-standin/%s/118 has no embed', (type, path) => {
    expect(embedForItem(item(type, `/embed-standin/${path}/118`), hosts)).toBeNull();
    expect(embedForItem(item(type, `/embed-standin/${path}/118`))).toBeNull();
  });

  it.each([
    [
      'Youtube',
      'https://www.youtube.com/watch?v=demo0002490',
      'https://www.youtube-nocookie.com/embed/demo0002490',
      'http://127.0.0.1:8080/embed-standin/youtube/embed/demo0002490',
    ],
    [
      'Vimeo',
      'https://vimeo.com/900002567',
      'https://player.vimeo.com/video/900002567?dnt=1',
      'http://127.0.0.1:8080/embed-standin/vimeo/video/900002567?dnt=1',
    ],
    [
      'SoundCloudTrack',
      'https://soundcloud.com/riversideis/evening-hymn-2702',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Friversideis%2Fevening-hymn-2702&visual=false',
      'http://127.0.0.1:8080/embed-standin/soundcloud/player/?url=https%3A%2F%2Fsoundcloud.com%2Friversideis%2Fevening-hymn-2702&visual=false',
    ],
    [
      'SoundCloudPlaylist',
      'https://soundcloud.com/riversideis/sets/best-of-2751',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Friversideis%2Fsets%2Fbest-of-2751&visual=false',
      'http://127.0.0.1:8080/embed-standin/soundcloud/player/?url=https%3A%2F%2Fsoundcloud.com%2Friversideis%2Fsets%2Fbest-of-2751&visual=false',
    ],
    [
      'Issuu',
      'https://issuu.com/lakesideis/docs/magazine-2776',
      'https://e.issuu.com/embed.html?u=lakesideis&d=magazine-2776',
      'http://127.0.0.1:8080/embed-standin/issuu/embed.html?u=lakesideis&d=magazine-2776',
    ],
    [
      'Twitter',
      'https://twitter.com/RiversideIS/status/1860000000000001807',
      'https://platform.twitter.com/embed/Tweet.html?id=1860000000000001807&dnt=true',
      'http://127.0.0.1:8080/embed-standin/twitter/embed/Tweet.html?id=1860000000000001807&dnt=true',
    ],
    [
      'Facebook',
      'https://www.facebook.com/RiversideIS/posts/101000000001992',
      'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2FRiversideIS%2Fposts%2F101000000001992&show_text=true',
      'http://127.0.0.1:8080/embed-standin/facebook/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2FRiversideIS%2Fposts%2F101000000001992&show_text=true',
    ],
    [
      'Instagram',
      'https://www.instagram.com/p/Demo0002102/',
      'https://www.instagram.com/p/Demo0002102/embed/',
      'http://127.0.0.1:8080/embed-standin/instagram/p/Demo0002102/embed/',
    ],
    [
      'Pinterest',
      'https://www.pinterest.com/pin/99300000000002225/',
      'https://assets.pinterest.com/ext/embed.html?id=99300000000002225',
      'http://127.0.0.1:8080/embed-standin/pinterest/ext/embed.html?id=99300000000002225',
    ],
  ])('%s %s embeds %s, and through embedHosts %s', (type, source, real, standin) => {
    expect(embedForItem(item(type, source))?.embedUrl).toBe(real);
    expect(embedForItem(item(type, source), hosts)?.embedUrl).toBe(standin);
  });

  it("the host configured for one provider does not take another provider's embeds", () => {
    const youtubeOnly = { youtube: hosts.youtube };
    expect(embedForItem(item('Vimeo', 'https://vimeo.com/900002567'), youtubeOnly)?.embedUrl).toBe(
      'https://player.vimeo.com/video/900002567?dnt=1',
    );
  });
});

describe('the allow-list', () => {
  const hosts = { youtube: 'http://127.0.0.1:8080/embed-standin/youtube' };

  it('accepts the real player origins over https and the configured replacements', () => {
    expect(isAllowedEmbedUrl('https://www.youtube-nocookie.com/embed/x', 'youtube')).toBe(true);
    expect(
      isAllowedEmbedUrl('http://127.0.0.1:8080/embed-standin/youtube/embed/x', 'youtube', hosts),
    ).toBe(true);
    expect(isAllowedEmbedUrl('https://myschool.wufoo.com/embed/abc/', 'booking')).toBe(true);
  });

  it('refuses everything else', () => {
    expect(isAllowedEmbedUrl('http://www.youtube-nocookie.com/embed/x', 'youtube')).toBe(false);
    expect(isAllowedEmbedUrl('https://www.youtube.com/embed/x', 'youtube')).toBe(false);
    expect(
      isAllowedEmbedUrl('https://www.youtube-nocookie.com.evil.example/embed/x', 'youtube'),
    ).toBe(false);
    expect(isAllowedEmbedUrl('https://player.vimeo.com/video/1', 'youtube')).toBe(false);
    expect(
      isAllowedEmbedUrl('http://127.0.0.1:8080/embed-standin/youtubeX/embed/x', 'youtube', hosts),
    ).toBe(false);
    expect(
      isAllowedEmbedUrl('http://127.0.0.1:8080/embed-standin/vimeo/video/1', 'vimeo', hosts),
    ).toBe(false);
    expect(isAllowedEmbedUrl('https://evil.example/embed/x', 'tiarcvideo')).toBe(false);
    expect(isAllowedEmbedUrl('https://wufoo.com.evil.example/embed/abc/', 'booking')).toBe(false);
    expect(isAllowedEmbedUrl('javascript:alert(1)', 'youtube')).toBe(false);
  });

  it('every provider has a name, a sandbox that never allows top navigation, and no srcdoc', () => {
    for (const provider of EMBED_PROVIDERS) {
      const rules = PROVIDERS[provider];
      expect(rules.name).not.toBe('');
      expect(rules.sandbox).toContain('allow-scripts');
      expect(rules.sandbox).not.toMatch(/top-navigation/);
    }
    expect(PROVIDERS.booking.sandbox).toContain('allow-forms');
    expect(PROVIDERS.youtube.sandbox).not.toContain('allow-forms');
  });
});

describe('given a booking form code', () => {
  const hosts = { booking: 'https://riverside.wufoo.com' };

  it('embeds the form on the configured account host', () => {
    expect(embedForBooking('w1x2y3ri', 'Sports day', hosts)).toEqual({
      provider: 'booking',
      providerName: 'booking form',
      kind: 'form',
      embedUrl: 'https://riverside.wufoo.com/embed/w1x2y3ri/',
      title: 'Booking form: Sports day',
    });
  });

  it('has no embed without a configured host, a code, or with a code outside [A-Za-z0-9]', () => {
    expect(embedForBooking('w1x2y3ri', 'Sports day')).toBeNull();
    expect(embedForBooking('', 'Sports day', hosts)).toBeNull();
    expect(embedForBooking(null, 'Sports day', hosts)).toBeNull();
    expect(embedForBooking('abc/../../x', 'Sports day', hosts)).toBeNull();
    expect(embedForBooking('abc"onload', 'Sports day', hosts)).toBeNull();
  });

  it('ignores a configured host with a query, or not http(s)', () => {
    expect(embedForBooking('abc', 'x', { booking: 'https://a.wufoo.com/?x=1' })).toBeNull();
    expect(embedForBooking('abc', 'x', { booking: 'javascript:alert(1)' })).toBeNull();
  });
});
