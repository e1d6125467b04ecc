/**
 * A webpack loader for intl-messageformat's lib/core.js (the version under Umi's react-intl): its class sets
 * `IntlMessageFormat.defaultLocale` when the module loads, by building an Intl.NumberFormat, which makes the browser
 * load its number-formatting data: about 10 ms (40 on a phone's slower CPU) inside the entry's one long start-up task,
 * for a value react-intl never reads (it always passes the locale). Here it is worked out the first time it is read.
 * A library update that no longer has the line fails the build rather than quietly keeping the cost.
 */
const EAGER = 'IntlMessageFormat.defaultLocale = new Intl.NumberFormat().resolvedOptions().locale;';

const LAZY = `(function () {
    var chosen;
    Object.defineProperty(IntlMessageFormat, 'defaultLocale', {
        configurable: true,
        enumerable: true,
        get: function () { return chosen === undefined ? (chosen = new Intl.NumberFormat().resolvedOptions().locale) : chosen; },
        set: function (locale) { chosen = locale; },
    });
})();`;

module.exports = function lazyIntlDefaultLocale(source) {
  if (!source.includes(EAGER)) throw new Error('intl-messageformat/lib/core.js changed: config/lazyIntlDefaultLocaleLoader.js no longer applies');
  return source.replace(EAGER, LAZY);
};
