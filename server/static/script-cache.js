// The careers site's service worker (issue 27: a returning visitor's page). Registered by the shell after a page is
// usable (shell/src/scriptCache/registerScriptCache.ts), with the shell's build as `v`, for the /careers/ pages.
//
// It has one job. On a browser's second visit Chromium makes V8's code cache of each script while it runs it: for
// the shell's main.js alone 25-30 ms of the page's main thread (100-120 ms on a phone at 4x), in the task that starts
// the page. Scripts a service worker puts into Cache Storage while it installs get that cache made at once, off the
// page. So this worker asks the pages that registered it which of the site's build files they ran, keeps those in a
// cache of its own, and routes requests for build files to that cache with the Static Routing API (Chromium 123+):
// the browser answers them from the cache without starting this worker, and anything not in it from the network as
// before. It has no fetch handler: it never sees a page, an API call or a candidate's data, and a browser without
// static routes (it would need one) leaves it idle. Build files never change (their folder is their build), so a
// cached one is never stale; a new shell build registers a new version, whose cache replaces this one.
'use strict';

var VERSION = new URL(self.location.href).searchParams.get('v') || '';
var CACHE_PREFIX = 'careers-scripts-';
var CACHE = CACHE_PREFIX + VERSION;
// A build's script: /shell/<build>/<file>.js or /remotes/<remote>/<build>/<file>.js, a build being 12 hex digits.
var BUILD_SCRIPT = /^\/(?:shell|remotes\/[a-z][a-z0-9-]*)\/[0-9a-f]{12}\/[A-Za-z0-9_][A-Za-z0-9_.-]*\.js$/;
// How long a page may take to answer which files it ran; a page that does not answer adds none.
var ANSWER_WAIT_MS = 3000;
var ASK = 'careers-script-cache:files';

/** The build scripts of this origin among `list` (paths or URLs), as paths, each once. */
function buildScriptsOf(list) {
  var seen = {};
  var out = [];
  if (!Array.isArray(list)) return out;
  for (var i = 0; i < list.length; i += 1) {
    if (typeof list[i] !== 'string') continue;
    var url;
    try {
      url = new URL(list[i], self.location.origin);
    } catch (error) {
      continue;
    }
    if (url.origin !== self.location.origin || url.search || url.hash || !BUILD_SCRIPT.test(url.pathname) || seen[url.pathname]) continue;
    seen[url.pathname] = true;
    out.push(url.pathname);
  }
  return out;
}

/** Asks every careers page of this origin which build scripts it ran (each answers on a channel of its own). */
function askPages() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (pages) {
    return Promise.all(
      pages.map(function (page) {
        return new Promise(function (resolve) {
          var channel = new MessageChannel();
          var timer = setTimeout(function () {
            resolve([]);
          }, ANSWER_WAIT_MS);
          channel.port1.onmessage = function (event) {
            clearTimeout(timer);
            resolve(buildScriptsOf(event.data));
          };
          page.postMessage({ type: ASK }, [channel.port2]);
        });
      }),
    ).then(function (answers) {
      return buildScriptsOf([].concat.apply([], answers));
    });
  });
}

self.addEventListener('install', function (event) {
  if (typeof event.addRoutes !== 'function' || !/^[0-9a-f]{12}$/.test(VERSION)) return;
  var routes = ['/shell/*', '/remotes/*'].map(function (pathname) {
    return { condition: { requestMethod: 'GET', urlPattern: { pathname: pathname } }, source: { cacheName: CACHE } };
  });
  event.waitUntil(
    Promise.resolve(event.addRoutes(routes))
      .then(askPages)
      .then(function (files) {
        return caches.open(CACHE).then(function (cache) {
          // One file that cannot be fetched now is simply not kept: the browser fetches it as before.
          return Promise.all(
            files.map(function (file) {
              return cache.add(file).catch(function () {});
            }),
          );
        });
      })
      .then(function () {
        return self.skipWaiting();
      }),
  );
});

// The caches of earlier versions go once this one is in charge.
self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(
        names
          .filter(function (name) {
            return name.indexOf(CACHE_PREFIX) === 0 && name !== CACHE;
          })
          .map(function (name) {
            return caches.delete(name);
          }),
      );
    }),
  );
});
