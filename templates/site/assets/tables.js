/* Sortie: sortable, filterable data tables. No dependency, served from the site itself.
 *
 * Works on every table inside <div class="sortie-table">: a filter box above it keeps
 * the rows containing every typed word (case and accents ignored); a button in each
 * heading sorts by that column, numbers as numbers, "unknown" always last. */
(function () {
  "use strict";

  var NUMBER = /^[-−]?\d+(?:[.,]\d+)?\s*(?:["″%]|pts?|points)?$/;

  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }

  function sortKey(cell) {
    var text = cell.textContent.replace(/\s+/g, " ").trim();
    if (text === "" || text === "unknown") return null;
    if (NUMBER.test(text)) return parseFloat(text.replace("−", "-").replace(",", "."));
    return fold(text);
  }

  function compare(a, b) {
    if (typeof a === "number" && typeof b === "number") return a - b;
    if (typeof a === "number") return -1;
    if (typeof b === "number") return 1;
    return a.localeCompare(b, undefined, { numeric: true });
  }

  function sortBy(table, column, heading) {
    var ascending = heading.getAttribute("aria-sort") !== "ascending";
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th) {
      th.setAttribute("aria-sort", "none");
    });
    heading.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    var body = table.tBodies[0];
    var rows = Array.prototype.map.call(body.rows, function (row, index) {
      return { row: row, index: index, key: sortKey(row.cells[column]) };
    });
    rows.sort(function (a, b) {
      if (a.key === null || b.key === null) {
        if (a.key === b.key) return a.index - b.index;
        return a.key === null ? 1 : -1; // unknown stays at the bottom either way
      }
      var order = compare(a.key, b.key);
      return (ascending ? order : -order) || a.index - b.index;
    });
    rows.forEach(function (item) { body.appendChild(item.row); });
  }

  function filter(table, query, count) {
    var words = fold(query).split(/\s+/).filter(Boolean);
    var shown = 0;
    var rows = table.tBodies[0].rows;
    Array.prototype.forEach.call(rows, function (row) {
      var text = fold(row.textContent);
      var keep = words.every(function (word) { return text.indexOf(word) !== -1; });
      row.hidden = !keep;
      if (keep) shown += 1;
    });
    count.textContent = words.length ? shown + " of " + rows.length : rows.length + " rows";
  }

  function setup(wrapper) {
    var table = wrapper.querySelector("table");
    if (!table || !table.tHead || !table.tBodies.length || table.dataset.sortie) return;
    table.dataset.sortie = "ready";

    var bar = document.createElement("div");
    bar.className = "sortie-filter";
    var input = document.createElement("input");
    input.type = "search";
    input.placeholder = "Filter";
    input.setAttribute("aria-label", "Filter the rows of this table");
    var count = document.createElement("span");
    count.className = "sortie-count";
    count.setAttribute("aria-live", "polite");
    bar.appendChild(input);
    bar.appendChild(count);
    wrapper.insertBefore(bar, wrapper.firstChild);
    input.addEventListener("input", function () { filter(table, input.value, count); });
    filter(table, "", count);

    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, column) {
      var button = document.createElement("button");
      button.type = "button";
      button.className = "sortie-sort";
      while (th.firstChild) button.appendChild(th.firstChild);
      button.title = "Sort by " + button.textContent.trim();
      // The browser's own hint, not Material's tooltip: Material's bundle now starts after
      // this script, and its tooltip would open over the glossary term inside the heading.
      button.setAttribute("data-preview", "");
      th.appendChild(button);
      th.setAttribute("aria-sort", "none");
      button.addEventListener("click", function () { sortBy(table, column, th); });
    });
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll(".sortie-table"), setup);
  }

  // A deferred script (generator/site/plugin.py): the page is parsed when it runs, and
  // Material's bundle, added after the page has loaded (theme.py), comes later still.
  init();
})();
