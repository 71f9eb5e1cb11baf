/* global document, window */
// Runs before the app (and before first paint): the loading screen speaks the language the app
// will choose (?lng=, then the i18next cookie and local storage, then the browser), from texts the
// build copied out of the locale files into data attributes. A file of its own: the CSP allows no
// inline script.
(() => {
  const text = document.querySelector('[data-boot-loading]');
  if (!text) return;
  const toLanguage = (tag) => {
    const primary = String(tag ?? '')
      .toLowerCase()
      .split(/[-_]/)[0];
    if (primary === 'nb' || primary === 'nn') return 'no';
    if (primary === 'sv') return 'se';
    return primary;
  };
  const cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie);
  let stored = null;
  try {
    stored = window.localStorage.getItem('i18nextLng');
  } catch {
    // Storage may be blocked; the other sources still count.
  }
  const candidates = [
    new URLSearchParams(window.location.search).get('lng'),
    cookie ? decodeURIComponent(cookie[1]) : null,
    stored,
    ...(navigator.languages ?? [navigator.language]),
  ];
  for (const candidate of candidates) {
    const language = toLanguage(candidate);
    const translated = language && text.getAttribute(`data-boot-loading-${language}`);
    if (translated) {
      text.textContent = translated;
      document.documentElement.lang = { no: 'nb', se: 'sv' }[language] ?? language;
      return;
    }
  }
})();
