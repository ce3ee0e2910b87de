/* Sortie: the words of the site's own scripts in the page's language. The build puts this
 * above each script that calls it (tables.js, offline.js: generator/site/translations.py),
 * and, in a build of another language, the phrases that script says above both
 * (SORTIE_WORDS): one helper, inside each script, so it costs no request of its own.
 * sortieWords(table)(text, values) is the phrase by its English (the English itself where
 * the table has none), every {name} replaced by values[name]. */
function sortieWords(table) {
  var words = table || {};
  return function (text, values) {
    var own = Object.prototype.hasOwnProperty.call(words, text) ? words[text] : text;
    return own.replace(/\{(\w+)\}/g, function (all, name) {
      return values && name in values ? String(values[name]) : all;
    });
  };
}
