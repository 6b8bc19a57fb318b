// Stand-in for Google Tag Manager's gtm.js (see demo/README.md, "Tag manager"): the demo's
// tagManagerUrl points here so nothing reaches the internet. It records that it ran, as a
// container would read the data layer, so tests and visitors can see it.
(() => {
  const id = new URL(document.currentScript.src).searchParams.get('id');
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ event: 'gtm.standin.loaded', id });
  document.documentElement.dataset.demoTagManager = id || '';
})();
