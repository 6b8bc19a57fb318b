// The French and Arabic sites: /fr/... and /ar/... are every page of the site as a
// CMS serving those languages renders it: <html lang> (and dir="rtl" in Arabic), the menu, the
// chrome and the pages' own text translated, and the site's links kept in the language. The
// widgets take their language from <html lang>; their own texts are the bundle's (src/i18n), in
// their server markup too (./media-markup.mjs draws it in the page's language): not here.

import { escapeHtml } from './html.mjs';

/** @typedef {'fr' | 'ar'} Lang */

/** @type {Record<Lang, { dir: 'ltr' | 'rtl', site: string, texts: Record<string, string> }>} */
export const LANGUAGES = {
  fr: {
    dir: 'ltr',
    site: 'Groupe d’écoles internationales',
    texts: {
      'Skip to content': 'Aller au contenu',
      'International Schools Group': 'Groupe d’écoles internationales',
      'Parents area home': 'Accueil de l’Espace parents',
      'Parents area': 'Espace parents',
      'Term dates and events': 'Calendrier scolaire et événements',
      'Lunch menu': 'Menu de la cantine',
      'Uniform shop': 'Boutique d’uniformes',
      'Main menu': 'Menu principal',
      'Close the menu': 'Fermer le menu',
      'Search the site': 'Rechercher sur le site',
      Search: 'Rechercher',
      Featured: 'À la une',
      Menu: 'Menu',
      'Open days this spring': 'Journées portes ouvertes ce printemps',
      'The IB Diploma at our schools': 'Le Baccalauréat international dans nos écoles',
      'Scholarships and bursaries': 'Bourses d’études',
      'Sport and the arts': 'Sport et arts',
      'Photos from sports day': 'Photos de la journée sportive',
      'About us': 'À propos',
      'Welcome from the Principal': 'Le mot de la directrice',
      'Our schools': 'Nos écoles',
      'Riverside International School': 'École internationale Riverside',
      'Hillcrest International School': 'École internationale Hillcrest',
      'Lakeside International School': 'École internationale Lakeside',
      Show: 'Afficher',
      'Mission and values': 'Mission et valeurs',
      Governance: 'Gouvernance',
      Admissions: 'Admissions',
      'How to apply': 'Comment postuler',
      Fees: 'Frais de scolarité',
      'Tuition fees 2026/27': 'Frais de scolarité 2026/27',
      'Open days': 'Journées portes ouvertes',
      Learning: 'Apprentissage',
      Curriculum: 'Programmes',
      'Early Years': 'Petite enfance',
      'Primary Years Programme': 'Programme primaire',
      'IB Diploma': 'Baccalauréat international',
      Languages: 'Langues',
      'Media hub': 'Médiathèque',
      Calendar: 'Calendrier',
      Parents: 'Parents',
      Contact: 'Contact',
      'Find us': 'Nous trouver',
      'Riverside, London': 'Riverside, Londres',
      'Hillcrest, Dubai': 'Hillcrest, Dubaï',
      'Lakeside, Geneva': 'Lakeside, Genève',
      'Back to top': 'Haut de page',
      '© 2026 International Schools Group. A demo site.':
        '© 2026 Groupe d’écoles internationales. Un site de démonstration.',
      'Three schools, one family': 'Trois écoles, une famille',
      'An international education in London, Dubai and Geneva.':
        'Une éducation internationale à Londres, Dubaï et Genève.',
      'Alert: Riverside is closed on Friday for staff training':
        'Alerte : Riverside est fermée vendredi pour la formation des enseignants',
      'Notice: term dates for 2026/27 are published':
        'Information : le calendrier 2026/27 est publié',
      'Scroll to the latest news': 'Voir les dernières actualités',
      'Latest from our schools': 'Les dernières nouvelles de nos écoles',
      'Read the <a href="/media">media hub</a> for news, events, photos and videos, or see what is on in the <a href="/calendar">calendar</a>.':
        'Consultez la <a href="/media">médiathèque</a> pour les actualités, événements, photos et vidéos, ou le <a href="/calendar">calendrier</a> pour ce qui se prépare.',
      'Media groups': 'Rubriques',
      'All media': 'Tous les médias',
      'Every group': 'Toutes les rubriques',
      News: 'Actualités',
      Events: 'Événements',
      Photos: 'Photos',
      Blog: 'Blog',
      Videos: 'Vidéos',
      Magazines: 'Magazines',
      'View all news': 'Toutes les actualités',
      'View all events': 'Tous les événements',
      'View all tweets': 'Tous les tweets',
      'View all photos': 'Toutes les photos',
      'View all posts': 'Toutes les publications',
      'View all videos': 'Toutes les vidéos',
      'View all tracks': 'Tous les morceaux',
      'View all magazines': 'Tous les magazines',
      'View all pins': 'Toutes les épingles',
      'Search news, events, photos and posts':
        'Rechercher actualités, événements, photos et publications',
      'More items': 'Plus de contenus',
      'Back to the media hub': 'Retour à la médiathèque',
      'Latest news': 'Dernières actualités',
      'Coming up': 'À venir',
      'Term dates, lunch menus, the uniform shop and everything else parents need, in one place.':
        'Calendrier, menus de la cantine, boutique d’uniformes et tout ce dont les parents ont besoin, au même endroit.',
      Welcome: 'Bienvenue',
    },
  },
  ar: {
    dir: 'rtl',
    site: 'مجموعة المدارس الدولية',
    texts: {
      'Skip to content': 'انتقل إلى المحتوى',
      'International Schools Group': 'مجموعة المدارس الدولية',
      'Parents area home': 'الصفحة الرئيسية لأولياء الأمور',
      'Parents area': 'منطقة أولياء الأمور',
      'Term dates and events': 'مواعيد الفصول والفعاليات',
      'Lunch menu': 'قائمة الغداء',
      'Uniform shop': 'متجر الزي المدرسي',
      'Main menu': 'القائمة الرئيسية',
      'Close the menu': 'إغلاق القائمة',
      'Search the site': 'ابحث في الموقع',
      Search: 'بحث',
      Featured: 'مميز',
      Menu: 'القائمة',
      'Open days this spring': 'الأيام المفتوحة هذا الربيع',
      'The IB Diploma at our schools': 'دبلوم البكالوريا الدولية في مدارسنا',
      'Scholarships and bursaries': 'المنح الدراسية',
      'Sport and the arts': 'الرياضة والفنون',
      'Photos from sports day': 'صور من اليوم الرياضي',
      'About us': 'من نحن',
      'Welcome from the Principal': 'كلمة المديرة',
      'Our schools': 'مدارسنا',
      'Riverside International School': 'مدرسة ريفرسايد الدولية',
      'Hillcrest International School': 'مدرسة هيلكرست الدولية',
      'Lakeside International School': 'مدرسة ليكسايد الدولية',
      Show: 'عرض',
      'Mission and values': 'الرسالة والقيم',
      Governance: 'الحوكمة',
      Admissions: 'القبول',
      'How to apply': 'كيفية التقديم',
      Fees: 'الرسوم',
      'Tuition fees 2026/27': 'الرسوم الدراسية 2026/27',
      'Open days': 'الأيام المفتوحة',
      Learning: 'التعلّم',
      Curriculum: 'المناهج',
      'Early Years': 'السنوات الأولى',
      'Primary Years Programme': 'برنامج السنوات الابتدائية',
      'IB Diploma': 'دبلوم البكالوريا الدولية',
      Languages: 'اللغات',
      'Media hub': 'المركز الإعلامي',
      Calendar: 'التقويم',
      Parents: 'أولياء الأمور',
      Contact: 'اتصل بنا',
      'Find us': 'مواقعنا',
      'Riverside, London': 'ريفرسايد، لندن',
      'Hillcrest, Dubai': 'هيلكرست، دبي',
      'Lakeside, Geneva': 'ليكسايد، جنيف',
      'Back to top': 'العودة إلى الأعلى',
      '© 2026 International Schools Group. A demo site.':
        '© 2026 مجموعة المدارس الدولية. موقع تجريبي.',
      'Three schools, one family': 'ثلاث مدارس، عائلة واحدة',
      'An international education in London, Dubai and Geneva.': 'تعليم دولي في لندن ودبي وجنيف.',
      'Alert: Riverside is closed on Friday for staff training':
        'تنبيه: مدرسة ريفرسايد مغلقة يوم الجمعة لتدريب الموظفين',
      'Notice: term dates for 2026/27 are published': 'إشعار: نُشرت مواعيد الفصول لعام 2026/27',
      'Scroll to the latest news': 'انتقل إلى آخر الأخبار',
      'Latest from our schools': 'آخر أخبار مدارسنا',
      'Read the <a href="/media">media hub</a> for news, events, photos and videos, or see what is on in the <a href="/calendar">calendar</a>.':
        'تصفّح <a href="/media">المركز الإعلامي</a> للأخبار والفعاليات والصور والفيديو، أو اطّلع على <a href="/calendar">التقويم</a>.',
      'Media groups': 'أقسام الوسائط',
      'All media': 'كل الوسائط',
      'Every group': 'كل الأقسام',
      News: 'الأخبار',
      Events: 'الفعاليات',
      Photos: 'الصور',
      Blog: 'المدونة',
      Videos: 'الفيديو',
      Magazines: 'المجلات',
      'View all news': 'كل الأخبار',
      'View all events': 'كل الفعاليات',
      'View all tweets': 'كل التغريدات',
      'View all photos': 'كل الصور',
      'View all posts': 'كل المنشورات',
      'View all videos': 'كل مقاطع الفيديو',
      'View all tracks': 'كل المقاطع الصوتية',
      'View all magazines': 'كل المجلات',
      'View all pins': 'كل الدبابيس',
      'Search news, events, photos and posts': 'ابحث في الأخبار والفعاليات والصور والمنشورات',
      'More items': 'المزيد',
      'Back to the media hub': 'العودة إلى المركز الإعلامي',
      'Latest news': 'آخر الأخبار',
      'Coming up': 'قريبًا',
      'Term dates, lunch menus, the uniform shop and everything else parents need, in one place.':
        'مواعيد الفصول وقوائم الغداء ومتجر الزي المدرسي وكل ما يحتاجه أولياء الأمور في مكان واحد.',
      Welcome: 'أهلًا بكم',
    },
  },
};

/** The schools' names in the page config (`schools`), as the CMS writes them in each language. */
const SCHOOL_NAMES = {
  fr: { London: 'Londres', Dubai: 'Dubaï', Geneva: 'Genève' },
  ar: { London: 'لندن', Dubai: 'دبي', Geneva: 'جنيف' },
};

/**
 * The page config of a page in `lang`: the schools' names translated.
 * @param {any} config @param {Lang} lang
 */
export function localizeConfig(config, lang) {
  if (!Array.isArray(config?.schools)) return config;
  const names = /** @type {Record<string, string>} */ (SCHOOL_NAMES[lang]);
  return {
    ...config,
    schools: config.schools.map((school) => ({
      ...school,
      name: names[school.name] ?? school.name,
    })),
  };
}

/** The language of a path (/fr/..., /ar/...), or null for the English site. */
export function pathLanguage(pathname) {
  return /** @type {Lang | null} */ (/^\/(fr|ar)(?=\/|$)/.exec(pathname)?.[1] ?? null);
}

// Paths that are the site's pages (kept in the language), not its assets or services.
const ASSET =
  /^\/(?:widgets|demo-assets|images|image-service|media-service|embed|tiles|cms-admin)\b/;

// The widgets' cards in the server's markup (./media-markup.mjs): drawn in the page's language
// already, with the bundle's own texts, and the rest is the item's data (a title, a venue, a
// category), which the widget shows as it is: a category "Admissions" is not the menu's.
// Cards never nest, and item data is escaped, so no `</article>` ends one early.
const CARD = /(<article class="wgt-card\b[\s\S]*?<\/article>)/;

/**
 * A page of the English site as the CMS renders it in `lang`: text nodes and labels that are a
 * text of the language's table replaced whole (the table's HTML fragments too), but not in the
 * widgets' cards (CARD), <html> given its lang and dir, and the links and forms to the site's
 * pages kept in the language.
 * @param {string} body @param {Lang} lang
 */
export function localizePage(body, lang) {
  const { dir, site, texts } = LANGUAGES[lang];
  let out = body.replace('<html lang="en">', `<html lang="${lang}" dir="${dir}">`);
  out = out.replace(/(<title>.*?)\| International Schools Group<\/title>/, `$1| ${site}</title>`);
  // Split on the cards: the even parts are the page's, the odd ones the cards.
  out = out
    .split(CARD)
    .map((part, index) => (index % 2 === 0 ? translated(part, texts) : part))
    .join('');
  return out.replace(/(\s(?:href|action)=")\/(?!\/)/g, (whole, attr, offset) => {
    const rest = out.slice(offset + whole.length, offset + whole.length + 40);
    return ASSET.test(`/${rest}`) || /^(?:fr|ar)(?:\/|")/.test(rest) ? whole : `${attr}/${lang}/`;
  });
}

/** Longest first: a text that holds another is replaced before it. */
const keysByLength = new WeakMap();

/**
 * `markup` with each text of `texts` replaced where it is a whole text node, a title or a label.
 * @param {string} markup @param {Record<string, string>} texts
 */
function translated(markup, texts) {
  let keys = keysByLength.get(texts);
  if (!keys) {
    keys = Object.keys(texts).sort((a, b) => b.length - a.length);
    keysByLength.set(texts, keys);
  }
  let out = markup;
  for (const key of keys) {
    const value = texts[key] ?? key;
    if (!out.includes(key.includes('<') ? key : escapeHtml(key))) continue;
    if (key.includes('<')) {
      out = out.split(key).join(value);
      continue;
    }
    const text = escapeHtml(key);
    out = out
      .split(`>${text}<`)
      .join(`>${escapeHtml(value)}<`)
      .split(`<title>${text} |`)
      .join(`<title>${escapeHtml(value)} |`)
      .replace(
        new RegExp(
          `(\\s(?:aria-label|alt|title|placeholder)=")${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`,
          'g',
        ),
        `$1${escapeHtml(value)}"`,
      );
  }
  return out;
}
