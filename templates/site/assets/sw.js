/* Sortie's service worker: the whole site kept on the device after one visit, so that it
 * works at the table with no network. Written by the build (generator/site/offline.py),
 * which writes the precache manifest it loads; Workbox (MIT) is served from this site.
 *
 * Every page, search index, script, style and data file is kept on install, each under
 * the digest of its bytes: a new build changes the digests of what changed, and this
 * worker, being new text, installs beside the old one. The old one serves its own files
 * until the player reloads (the page offers it), so a page never mixes two versions; then
 * the new one takes over and removes what the old one kept. Print files (PDFs) are kept
 * once opened, by their own digest, and removed when a new build changes them. */
importScripts.apply(self, /*SORTIE_SCRIPTS*/null); // Workbox, then SORTIE_OFFLINE

(function () {
  "use strict";
  var PRECACHE = self.SORTIE_OFFLINE.precache;
  var PRINT = self.SORTIE_OFFLINE.print;
  var PRINT_CACHE = "sortie-print";
  var base = new URL("./", self.location.href);

  workbox.core.setCacheNameDetails({ prefix: "sortie", suffix: "" });
  // Any query (a shared deck, a search) opens the page kept for its address.
  workbox.precaching.precacheAndRoute(PRECACHE, { ignoreURLParametersMatching: [/.*/] });
  workbox.precaching.cleanupOutdatedCaches();

  // Print files: from the device once kept, else from the network, then kept.
  var printKey = {};
  Object.keys(PRINT).forEach(function (url) {
    var address = new URL(url, base).href;
    printKey[address] = address + "?sortie-revision=" + PRINT[url];
  });
  function bare(address) {
    return address.split(/[?#]/)[0];
  }
  workbox.routing.registerRoute(
    function (found) {
      return bare(found.url.href) in printKey;
    },
    new workbox.strategies.CacheFirst({
      cacheName: PRINT_CACHE,
      plugins: [
        {
          cacheKeyWillBeUsed: function (found) {
            return Promise.resolve(printKey[bare(found.request.url)]);
          },
        },
      ],
    })
  );

  self.addEventListener("message", function (event) {
    if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
    if (event.data && event.data.type === "KEEP" && event.ports[0]) {
      event.waitUntil(keep(event.data.urls, event.ports[0]));
    }
  });

  // The Print page's button: each print file it names kept, one at a time, with progress.
  function keep(urls, port) {
    var said = { done: 0, failed: 0, total: urls.length };
    return caches.open(PRINT_CACHE).then(function (cache) {
      return urls.reduce(function (before, url) {
        return before.then(function () {
          var key = printKey[bare(url)];
          if (!key) {
            said.failed += 1;
            return;
          }
          return cache
            .match(key)
            .then(function (kept) {
              if (kept) return;
              return fetch(url).then(function (response) {
                if (!response.ok) throw new Error(String(response.status));
                return cache.put(key, response);
              });
            })
            .then(
              function () {
                said.done += 1;
              },
              function () {
                said.failed += 1;
              }
            )
            .then(function () {
              port.postMessage(said);
            });
        });
      }, Promise.resolve()).then(function () {
        port.postMessage({ finished: true, failed: said.failed, total: said.total });
      });
    });
  }

  // Taking over: print files of an earlier build and caches no worker uses any more go.
  self.addEventListener("activate", function (event) {
    var current = {};
    Object.keys(printKey).forEach(function (address) {
      current[printKey[address]] = true;
    });
    var ours = [workbox.core.cacheNames.precache, PRINT_CACHE];
    event.waitUntil(
      caches
        .keys()
        .then(function (names) {
          return Promise.all(
            names
              .filter(function (name) {
                return name.indexOf("sortie-") === 0 && ours.indexOf(name) < 0;
              })
              .map(function (name) {
                return caches.delete(name);
              })
          );
        })
        .then(function () {
          return caches.open(PRINT_CACHE);
        })
        .then(function (cache) {
          return cache.keys().then(function (requests) {
            return Promise.all(
              requests
                .filter(function (request) {
                  return !current[request.url];
                })
                .map(function (request) {
                  return cache.delete(request);
                })
            );
          });
        })
    );
  });
})();
