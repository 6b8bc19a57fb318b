import { describe, expect, it } from 'vitest';
import { detectPlatform } from '../../../widgets/home-screen-prompt/platform';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadSafariMobile:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ asks for desktop sites by default and then looks like a Mac.
  ipadOrMacSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.41.118;FBBV/577403339;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/en_GB;FBOP/5]',
  iphoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0.0.22.109 (iPhone14,5; iOS 17_4; en_GB; en; scale=3.00; 1170x2532; 580229548)',
  iphoneUnknownWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidLine:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 Line/14.5.1',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktopFirefox:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('given Safari on an iPhone or iPad', () => {
  it('takes the iOS instructions branch', () => {
    expect(detectPlatform(UA.iphoneSafari, 5)).toBe('ios-safari');
    expect(detectPlatform(UA.ipadSafariMobile, 5)).toBe('ios-safari');
  });

  it('recognises iPadOS asking for the desktop site by its touch screen', () => {
    expect(detectPlatform(UA.ipadOrMacSafari, 5)).toBe('ios-safari');
  });

  it('leaves Safari on a Mac (no touch points) to the install event, which it never fires', () => {
    expect(detectPlatform(UA.ipadOrMacSafari, 0)).toBe('other');
  });
});

describe('given another browser on iOS', () => {
  it('does not show Safari’s instructions in Chrome or Firefox for iOS', () => {
    expect(detectPlatform(UA.iphoneChrome, 5)).toBe('other');
    expect(detectPlatform(UA.iphoneFirefox, 5)).toBe('other');
  });
});

describe('given an in-app browser', () => {
  it('knows the Facebook, Instagram and LINE browsers', () => {
    expect(detectPlatform(UA.iphoneFacebook, 5)).toBe('in-app');
    expect(detectPlatform(UA.iphoneInstagram, 5)).toBe('in-app');
    expect(detectPlatform(UA.androidLine, 5)).toBe('in-app');
  });

  it('treats an unnamed iOS web view and an Android WebView as in-app', () => {
    expect(detectPlatform(UA.iphoneUnknownWebView, 5)).toBe('in-app');
    expect(detectPlatform(UA.androidWebView, 5)).toBe('in-app');
  });
});

describe('given a desktop or Android browser', () => {
  it('waits for the install event (Chromium fires it, Firefox does not)', () => {
    expect(detectPlatform(UA.androidChrome, 5)).toBe('other');
    expect(detectPlatform(UA.desktopChrome, 0)).toBe('other');
    expect(detectPlatform(UA.desktopFirefox, 0)).toBe('other');
  });
});
