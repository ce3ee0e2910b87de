/* Sortie: glossary tooltips, drawn in the theme's own tooltip markup and style.
 *
 * Material mounts one tooltip per [title] element when its script starts. On a page of
 * 29 tables holding 87 glossary terms that set-up was a quarter-second task on a phone,
 * so glossary terms carry data-preview (which Material skips) and this script serves
 * them all from two listeners on the document: nothing to set up, whatever the page.
 * The definition stays in the term's title until it is shown, for readers without
 * scripts; while shown it is the tooltip's text (never HTML) and the term's description. */
(function () {
  "use strict";

  var TERM = "abbr[data-preview]";
  var host = null; // the term whose definition shows
  var tip = null;
  var definition = "";

  function termOf(node) {
    return node instanceof Element ? node.closest(TERM) : null;
  }

  function show(term) {
    if (term === host) return;
    hide();
    var text = term.getAttribute("title");
    if (!text) return;
    host = term;
    definition = text;
    term.removeAttribute("title"); // or the browser adds its own tooltip
    tip = document.createElement("div");
    tip.className = "md-tooltip2 md-tooltip2--bottom";
    tip.setAttribute("role", "tooltip");
    tip.id = "sortie-tooltip";
    var inner = document.createElement("div");
    inner.className = "md-tooltip2__inner md-typeset";
    inner.textContent = text;
    tip.appendChild(inner);
    document.body.appendChild(tip);
    // The theme's stylesheet places the tooltip from these properties: the term's place
    // on the page, the tail's point below its middle, and the text's own width.
    var box = term.getBoundingClientRect();
    var style = tip.style;
    style.setProperty("--md-tooltip-host-x", box.left + window.scrollX + "px");
    style.setProperty("--md-tooltip-host-y", box.top + window.scrollY + "px");
    style.setProperty("--md-tooltip-x", box.width / 2 + "px");
    style.setProperty("--md-tooltip-y", box.height + 8 + "px");
    style.setProperty("--md-tooltip-tail", "0px");
    style.setProperty("--md-tooltip-width", inner.getBoundingClientRect().width + "px");
    term.setAttribute("aria-describedby", tip.id);
    var shown = tip;
    // One frame later, so the fade-in transition runs from the hidden state.
    requestAnimationFrame(function () {
      if (shown === tip) shown.classList.add("md-tooltip2--active");
    });
  }

  function hide() {
    if (!host) return;
    host.setAttribute("title", definition);
    host.removeAttribute("aria-describedby");
    var gone = tip;
    gone.classList.remove("md-tooltip2--active");
    gone.removeAttribute("id");
    setTimeout(function () {
      gone.remove();
    }, 250); // the theme's fade-out
    host = tip = null;
  }

  // Mouse events rather than pointer events: a tap on a phone sends "mouseover" to the
  // term and "mouseout" only when the next tap lands elsewhere, so the definition stays
  // up while it is read.
  document.addEventListener("mouseover", function (event) {
    var term = termOf(event.target);
    if (term) show(term);
  });
  document.addEventListener("mouseout", function (event) {
    if (host && !host.contains(event.relatedTarget)) hide();
  });
  document.addEventListener("focusin", function (event) {
    var term = termOf(event.target);
    if (term) show(term);
    else hide();
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") hide();
  });
})();
