import { describe, expect, it } from 'vitest';
import { isHttpOrSitePath } from '../../../src/format/safe-url';
import description from '../../../src/ui/sanitize-policies/description.json';
import richField from '../../../src/ui/sanitize-policies/rich-field.json';
import textField from '../../../src/ui/sanitize-policies/text-field.json';

// Each sanitizer policy file states its URL rule as data (the WordPress plugin reads the rich
// field's schemes for wp_kses); the bundle applies it through isHttpOrSitePath. The two must
// say the same: every scheme the file names is let through, no other, and site paths as it says.

const OTHER_SCHEMES = ['javascript', 'data', 'vbscript', 'ftp', 'file', 'mailto', 'blob', 'ws'];

describe.each([
  ['description', description.urls],
  ['rich-field', richField.urls],
  ['text-field', textField.urls],
])('the %s policy’s URL rule', (_, urls) => {
  it('is the one the bundle applies: its schemes, and site paths as it says', () => {
    for (const scheme of urls.schemes) {
      expect(isHttpOrSitePath(`${scheme}://school.example/a`)).toBe(true);
      expect(isHttpOrSitePath(`${scheme.toUpperCase()}://school.example/a`)).toBe(true);
    }
    for (const scheme of OTHER_SCHEMES.filter((each) => !urls.schemes.includes(each))) {
      expect(isHttpOrSitePath(`${scheme}://school.example/a`)).toBe(false);
      expect(isHttpOrSitePath(`${scheme}:alert(1)`)).toBe(false);
    }
    expect(isHttpOrSitePath('/news/sports-day')).toBe(urls.sitePaths);
    expect(urls.attributes).toEqual(expect.arrayContaining(['href', 'src']));
  });
});
