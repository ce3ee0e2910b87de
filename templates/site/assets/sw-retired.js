/* Sortie: this site is built without its offline copy (`mkdocs serve`, or `offline: false`
 * in mkdocs.yml). A worker an earlier build installed at this address would go on serving
 * that build's pages: each of its pages asks for this script, which replaces it, deletes
 * what it kept and leaves, so the pages reload from the network. */
self.addEventListener("install", function () {
  self.skipWaiting();
});
self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (name) {
              return name.indexOf("sortie-") === 0;
            })
            .map(function (name) {
              return caches.delete(name);
            })
        );
      })
      .then(function () {
        return self.registration.unregister();
      })
  );
});
