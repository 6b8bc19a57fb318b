// The site's three-level navigation as the CMS would hold it. Rendered as nested lists of
// links, it works without JavaScript; the menu widget enhances it.

/** @typedef {{ title: string, href: string, children?: MenuNode[] }} MenuNode */

/** @type {MenuNode[]} */
export const SITE_MAP = [
  {
    title: 'About us',
    href: '/about',
    children: [
      { title: 'Welcome from the Principal', href: '/about/welcome' },
      {
        title: 'Our schools',
        href: '/about/schools',
        children: [
          { title: 'Riverside International School', href: '/about/schools/riverside' },
          { title: 'Hillcrest International School', href: '/about/schools/hillcrest' },
          { title: 'Lakeside International School', href: '/about/schools/lakeside' },
        ],
      },
      { title: 'Mission and values', href: '/about/mission' },
      { title: 'Governance', href: '/about/governance' },
    ],
  },
  {
    title: 'Admissions',
    href: '/admissions',
    children: [
      { title: 'How to apply', href: '/admissions/how-to-apply' },
      {
        title: 'Fees',
        href: '/admissions/fees',
        children: [
          { title: 'Tuition fees 2026/27', href: '/admissions/fees/tuition' },
          { title: 'Scholarships and bursaries', href: '/admissions/fees/scholarships' },
        ],
      },
      { title: 'Open days', href: '/admissions/open-days' },
    ],
  },
  {
    title: 'Learning',
    href: '/learning',
    children: [
      {
        title: 'Curriculum',
        href: '/learning/curriculum',
        children: [
          { title: 'Early Years', href: '/learning/curriculum/early-years' },
          { title: 'Primary Years Programme', href: '/learning/curriculum/pyp' },
          { title: 'IB Diploma', href: '/learning/curriculum/ib-diploma' },
        ],
      },
      { title: 'Languages', href: '/learning/languages' },
      { title: 'Sport and the arts', href: '/learning/sport-and-arts' },
    ],
  },
  { title: 'Media hub', href: '/media' },
  { title: 'Calendar', href: '/calendar' },
  { title: 'Parents', href: '/parents' },
  { title: 'Contact', href: '/contact' },
];

export const SCHOOLS = [
  {
    name: 'Riverside International School',
    slug: 'riverside',
    place: 'Riverside, London',
    x: 22,
    y: 45,
  },
  {
    name: 'Hillcrest International School',
    slug: 'hillcrest',
    place: 'Hillcrest, Dubai',
    x: 75,
    y: 75,
  },
  {
    name: 'Lakeside International School',
    slug: 'lakeside',
    place: 'Lakeside, Geneva',
    x: 58,
    y: 22,
  },
];
