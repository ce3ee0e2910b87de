/* Sortie: sortable, filterable data tables. No dependency, served from the site itself.
 *
 * Works on every table inside <div class="sortie-table">: a filter box above it keeps
 * the rows containing every typed word (case and accents ignored); a button in each
 * heading sorts by that column, numbers as numbers, "unknown" always last. */
(function () {
  "use strict";

  // The page's words: the build puts its language's table above this file (SORTIE_WORDS,
  // from templates/site/lang/), and the helper that reads it (words.js); English is the
  // text itself.
  var t = sortieWords(typeof SORTIE_WORDS === "object" ? SORTIE_WORDS : null); // words.js

  var NUMBER = /^[-−]?\d+(?:[.,]\d+)?\s*(?:["″%]|pts?|points)?$/;

  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }

  function sortKey(cell) {
    var text = cell.textContent.replace(/\s+/g, " ").trim();
    if (text === "" || text === t("unknown")) return null;
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
    count.textContent = words.length
      ? t("{shown} of {total}", { shown: shown, total: rows.length })
      : t("{total} rows", { total: rows.length });
  }

  function setup(wrapper) {
    var table = wrapper.querySelector("table");
    if (!table || !table.tHead || !table.tBodies.length || table.dataset.sortie) return;
    table.dataset.sortie = "ready";

    var bar = document.createElement("div");
    bar.className = "sortie-filter";
    var input = document.createElement("input");
    input.type = "search";
    input.placeholder = t("Filter");
    input.setAttribute("aria-label", t("Filter the rows of this table"));
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

  // -- wide tables on a narrow screen ------------------------------------------------
  // A table wider than the screen scrolls sideways in its own region (.sortie-scroll,
  // generator/games/pages.py) with its first column pinned (sortie.css). A button above it
  // names the columns out of sight and scrolls to them, so a player on a phone knows the
  // Points and Traits columns are there at all.

  function hiddenColumns(region) {
    var table = region.querySelector("table");
    if (!table || !table.tHead) return [];
    var right = region.getBoundingClientRect().right;
    var cells = table.tHead.rows[0].cells;
    var pinned = cells[0].getBoundingClientRect().right;
    // Cut off at the right, unless it starts at the pinned column already (a column wider
    // than the screen can show no more than that).
    return Array.prototype.filter.call(cells, function (th) {
      var box = th.getBoundingClientRect();
      return box.right > right + 1 && box.left > pinned + 1;
    }).map(function (th) { return th.textContent.replace(/\s+/g, " ").trim(); });
  }

  function updateCue(region, cue) {
    if (region.scrollWidth <= region.clientWidth + 1) {
      cue.hidden = true;
      return;
    }
    var hidden = hiddenColumns(region);
    // A table a few pixels too wide (a border, a cell's padding) hides no column: at its
    // start there is nothing to go to, and nothing to come back from.
    if (!hidden.length && region.scrollLeft <= 1) {
      cue.hidden = true;
      return;
    }
    cue.hidden = false;
    cue.dataset.direction = hidden.length ? "more" : "back";
    cue.textContent = hidden.length
      ? t("More columns → {columns}", { columns: hidden.join(", ") })
      : t("← Back to the first columns");
  }

  function motion() {
    return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
  }

  function addCue(region) {
    var cue = document.createElement("button");
    cue.type = "button";
    cue.className = "sortie-cue";
    cue.hidden = true;
    if (region.id) cue.setAttribute("aria-controls", region.id);
    region.parentNode.insertBefore(cue, region);
    cue.addEventListener("click", function () {
      if (cue.dataset.direction !== "more") {
        region.scrollTo({ left: 0, behavior: motion() });
        return;
      }
      // The first column out of sight comes in just right of the pinned one.
      var cells = region.querySelector("thead tr").cells;
      var edge = region.getBoundingClientRect().right;
      var pinnedRight = cells[0].getBoundingClientRect().right;
      var next = Array.prototype.find.call(cells, function (th) {
        var box = th.getBoundingClientRect();
        return box.right > edge + 1 && box.left > pinnedRight + 1;
      });
      var by = next.getBoundingClientRect().left - pinnedRight;
      region.scrollTo({ left: region.scrollLeft + Math.max(by, 40), behavior: motion() });
    });
    var queued = false;
    var update = function () {
      if (queued) return;
      queued = true;
      requestAnimationFrame(function () { queued = false; updateCue(region, cue); });
    };
    region.addEventListener("scroll", update, { passive: true });
    return update;
  }

  function watchWidths() {
    var regions = document.querySelectorAll(".sortie-scroll");
    if (!regions.length || !("IntersectionObserver" in window)) return;
    var updates = new Map();
    var shown = new Set();
    // Measured only while a region is near the screen: a region out of sight is not laid
    // out (content-visibility in sortie.css), and measuring it would force the layout.
    var near = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (entry.isIntersecting) {
          shown.add(entry.target);
          updates.get(entry.target)();
        } else {
          shown.delete(entry.target);
        }
      });
    }, { rootMargin: "200px 0px" });
    // A turned phone, or the theme wrapping the table after this script ran.
    var resized = "ResizeObserver" in window ? new ResizeObserver(function (entries) {
      entries.forEach(function (entry) {
        var region = entry.target.closest(".sortie-scroll");
        if (shown.has(region)) updates.get(region)();
      });
    }) : null;
    Array.prototype.forEach.call(regions, function (region) {
      updates.set(region, addCue(region));
      near.observe(region);
      if (resized) {
        resized.observe(region);
        var table = region.querySelector("table");
        if (table) resized.observe(table);
      }
    });
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll(".sortie-table"), setup);
    watchWidths();
  }

  // A deferred script (generator/site/plugin.py): the page is parsed when it runs, and
  // Material's bundle, added after the page has loaded (theme.py), comes later still.
  init();
})();
