/* Sortie: the site kept on the device for play with no network (generator/site/offline.py).
 *
 * Registers the site's service worker once the page is in, says once when a new version of
 * the site is ready (a new build, installed beside the old one) and reloads into it when
 * asked; on the Print page, keeps every print file on the device with one button.
 * A service worker needs a secure context (https, or this machine: localhost, 127.0.0.1):
 * served over plain http from another machine the site works as before, online only. */
(function () {
  "use strict";

  var t = sortieWords(typeof SORTIE_WORDS === "object" ? SORTIE_WORDS : null); // words.js

  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  var script = document.currentScript;
  if (!script) return;
  // This script is <language root>/assets/sortie/offline.js; the build says where the
  // site's root is from there (SORTIE_SITE_ROOT: "../" in the French site, fr/).
  var languageRoot = new URL("../../", script.src);
  var siteRoot = new URL(typeof SORTIE_SITE_ROOT === "string" ? SORTIE_SITE_ROOT : "", languageRoot);
  var workers = navigator.serviceWorker;
  var controlled = !!workers.controller; // a first visit is not, and must not reload
  var reloading = false;
  var shown = null;

  // The new worker took over (this page's button, or another tab's): every page of the
  // old version reloads, so none goes on with its files mixed with the new ones.
  workers.addEventListener("controllerchange", function () {
    if (!controlled || reloading) return;
    reloading = true;
    location.reload();
  });

  var LATER = "sortie.update-later"; // "Later": not asked again in this tab

  function notice(waiting) {
    var later = null;
    try {
      later = sessionStorage.getItem(LATER);
    } catch (e) {}
    if (shown || !controlled || later) return;
    shown = document.createElement("div");
    shown.className = "sortie-update";
    shown.setAttribute("role", "status");
    var text = document.createElement("span");
    text.textContent = t("A new version of the site is ready.");
    var reload = document.createElement("button");
    reload.type = "button";
    reload.className = "md-button md-button--primary";
    reload.textContent = t("Reload");
    reload.addEventListener("click", function () {
      reload.disabled = true;
      waiting.postMessage({ type: "SKIP_WAITING" });
    });
    var dismiss = document.createElement("button");
    dismiss.type = "button";
    dismiss.className = "md-button";
    dismiss.textContent = t("Later");
    dismiss.addEventListener("click", function () {
      shown.hidden = true;
      try {
        sessionStorage.setItem(LATER, "1");
      } catch (e) {}
    });
    shown.append(text, reload, dismiss);
    document.body.appendChild(shown);
  }

  function watch(worker) {
    if (!worker) return;
    if (worker.state === "installed") notice(worker);
    worker.addEventListener("statechange", function () {
      if (worker.state === "installed") notice(worker);
    });
  }

  function register() {
    workers
      .register(new URL("sw.js", siteRoot).href, { scope: siteRoot.pathname })
      .then(function (registration) {
        watch(registration.waiting);
        watch(registration.installing);
        // Is a new build out? The browser asks by itself only now and then; the worker's
        // script is small, and names the manifest of what it keeps.
        if (controlled && navigator.onLine) registration.update().catch(function () {});
        registration.addEventListener("updatefound", function () {
          watch(registration.installing);
        });
      })
      .catch(function () {
        // No worker (storage turned off, a private window): the site works online as before.
      });
    keepPrintFiles();
  }

  // The Print page: one button keeps every print file it links, through the worker.
  function keepPrintFiles() {
    var box = document.querySelector(".sortie-keep-print");
    if (!box) return;
    var button = box.querySelector("button");
    var status = box.querySelector("[role=status]");
    var links = Array.prototype.map.call(
      document.querySelectorAll("article a[href$='.pdf']"),
      function (a) {
        return a.href;
      }
    ).filter(function (href, at, all) {
      return all.indexOf(href) === at;
    });
    box.hidden = false;
    button.addEventListener("click", function () {
      button.disabled = true;
      status.textContent = t("Keeping the print files…");
      // The worker fetches and keeps them: this page may be one it does not control yet
      // (the first page opened), whose own requests it would not see.
      workers.ready.then(function (registration) {
        var channel = new MessageChannel();
        channel.port1.onmessage = function (event) {
          var said = event.data;
          if (!said.finished) {
            var n = Math.min(said.done + said.failed + 1, said.total);
            status.textContent = t("Keeping file {n} of {total}…", { n: n, total: said.total });
            return;
          }
          status.textContent = said.failed
            ? t("{failed} of {total} files could not be kept: try again online.", said)
            : t("Kept: the print files open with no network.");
          button.disabled = false;
        };
        registration.active.postMessage({ type: "KEEP", urls: links }, [channel.port2]);
      });
    });
  }

  // Once the page is in and the browser is idle: keeping the site (some 1,000 files on a
  // first visit) never competes with the page the player opened.
  function soon() {
    if ("requestIdleCallback" in window) window.requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  }
  if (document.readyState === "complete") soon();
  else window.addEventListener("load", soon);
})();
