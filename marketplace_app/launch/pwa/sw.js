// Kalakar's service worker (Workbox). Written by marketplace_app/launch/service_worker.py at
// build time: the precache list below is the build's own app shell.
importScripts("/__WORKBOX_DIR__/workbox-sw.js");
workbox.setConfig({modulePathPrefix: "/__WORKBOX_DIR__/", debug: false});

const {precacheAndRoute, cleanupOutdatedCaches, matchPrecache} = workbox.precaching;
const {registerRoute} = workbox.routing;
const {CacheFirst, NetworkOnly, StaleWhileRevalidate} = workbox.strategies;
const {ExpirationPlugin} = workbox.expiration;
const {CacheableResponsePlugin} = workbox.cacheableResponse;

const PAGES = "kalakar-pages-v1";
const SNAPSHOTS = "kalakar-snapshots";
const MEDIA = "kalakar-media-v1";
const API = "kalakar-api-v1";
const FONTS = "kalakar-fonts-v1";
const ICONS = "kalakar-icons-v1";
const KEEP = new Set([PAGES, SNAPSHOTS, MEDIA, API, FONTS, ICONS]);
const MEDIA_BYTES = 200 * 1024 * 1024;
const PAGE_TIMEOUT_S = 4;
// Pages anyone may see: their last served copy is kept for a weak signal.
const PUBLIC_PAGE = /^\/(?:$|main-feed|find-talent|talent-detail\/|portfolio-detail\/|photography|photographer-profile|services|browse|brief\/|coming-soon)/;
// Reads whose stale copy is harmless (the feed, talent pages), asked without a token.
const PUBLIC_READ = /^\/api\/(?:[Pp]ortfolio\/(?:all|user\/[^/]+|[^/]+)|talent-listing|user\/profile\/[^/]+|user\/[^/]+\/availability|briefs(?:\/[^/]+)?)$/;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** A page's key: its path without a trailing slash (the server adds one), and its query. */
function pageKey(href) {
  const url = new URL(href);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  return url.origin + path + url.search;
}

/** Offline: the page as the reader last saw it, else its last served copy, else the offline page. */
async function offlinePage(request) {
  const key = pageKey(request.url);
  const snapshot = await (await caches.open(SNAPSHOTS)).match(key);
  if (snapshot) return marked(snapshot, "snapshot");
  const served = await (await caches.open(PAGES)).match(key);
  if (served) return marked(served, "served " + key);
  const fallback = await matchPrecache("/offline.html");
  return fallback ? marked(fallback, "offline page") : Response.error();
}

/** A saved answer, saying which copy it is (x-offline-copy). */
async function marked(response, copy) {
  const headers = new Headers(response.headers);
  headers.set("x-offline-copy", copy);
  return new Response(await response.blob(), {status: response.status, headers});
}

const keepPublicPage = {
  fetchDidSucceed: async ({request, response}) => {
    const path = new URL(request.url).pathname;
    if (response.status === 200 && response.type === "basic" && PUBLIC_PAGE.test(path)) {
      const cache = await caches.open(PAGES);
      await cache.put(pageKey(request.url), response.clone());
    }
    return response;
  },
  handlerDidError: async ({request}) => offlinePage(request),
};

// Pages: the network first, for at most a few seconds, then what was saved. The browser's
// HTTP cache is asked to revalidate: a page shell it kept by heuristics would otherwise stand
// in for the network with no signal, and boot an app that cannot connect.
registerRoute(
  ({request, url}) => request.mode === "navigate" && url.origin === self.location.origin &&
    !/^\/(?:api|_event|_upload|auth-success|ping|_health|media)\b/.test(url.pathname),
  new NetworkOnly({networkTimeoutSeconds: PAGE_TIMEOUT_S, plugins: [keepPublicPage],
                   fetchOptions: {cache: "no-cache"}}));

/** Keep a cache under a byte budget, dropping its oldest entries first. */
function byteBudget(cacheName, limit) {
  let pending = null;
  const trim = async () => {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    const sizes = await Promise.all(keys.map(async (key) => {
      const response = await cache.match(key);
      return Number(response?.headers.get("content-length")) || 0;
    }));
    let total = sizes.reduce((a, b) => a + b, 0);
    for (let i = 0; total > limit && i < keys.length; i += 1) {
      await cache.delete(keys[i]);
      total -= sizes[i];
    }
  };
  return {
    cacheDidUpdate: async () => {
      pending = pending || new Promise((resolve) => setTimeout(resolve, 2000))
        .then(trim).finally(() => { pending = null; });
      return pending;
    },
  };
}

// Media derivatives never change under their name: cache first, least recently used out.
registerRoute(
  ({request, url}) => request.method === "GET" && url.origin === self.location.origin &&
    url.pathname.startsWith("/media/") && !url.pathname.startsWith("/media/staging/"),
  new CacheFirst({cacheName: MEDIA, plugins: [
    new CacheableResponsePlugin({statuses: [200]}),
    new ExpirationPlugin({maxEntries: 2000, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true}),
    byteBudget(MEDIA, MEDIA_BYTES),
  ]}));

// Fonts a page asked for (the Devanagari face for a Hindi reader): kept once fetched.
registerRoute(
  ({request, url}) => request.destination === "font" && url.origin === self.location.origin,
  new CacheFirst({cacheName: FONTS, plugins: [new CacheableResponsePlugin({statuses: [200]}),
                                              new ExpirationPlugin({maxEntries: 20})]}));

// The SVG icons a page drew (first_screen/icon_masks.py, the select's chevron): kept once
// fetched, so a page read offline has them.
registerRoute(
  ({request, url}) => request.method === "GET" && url.origin === self.location.origin &&
    url.pathname.startsWith("/icons/") && url.pathname.endsWith(".svg"),
  new CacheFirst({cacheName: ICONS, plugins: [
    new CacheableResponsePlugin({statuses: [200]}),
    new ExpirationPlugin({maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600}),
  ]}));

// Public reads: answer from the cache at once, refresh it behind.
registerRoute(
  ({request, url}) => request.method === "GET" && url.origin === self.location.origin &&
    PUBLIC_READ.test(url.pathname) && !request.headers.has("authorization"),
  new StaleWhileRevalidate({cacheName: API, plugins: [
    new CacheableResponsePlugin({statuses: [200]}),
    new ExpirationPlugin({maxEntries: 200, maxAgeSeconds: 24 * 3600}),
  ]}));

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("kalakar-") && !KEEP.has(name)) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});
