// Kalakar's installable-app runtime, loaded by every page: registers the service worker,
// offers to install the app, says when a new version is ready and when the phone is offline,
// and keeps a copy of the pages a reader viewed so that they open with no signal.
// The bars it shows are rendered by the pages (components/app_bars.py) in the reader's
// language; this script only switches classes on <html>.
(() => {
  "use strict";
  const root = document.documentElement;
  const SNAPSHOTS = "kalakar-snapshots";
  const MAX_SNAPSHOTS = 60;
  // Pages whose last view is kept for offline reading (the client's saved talent included).
  const SAVED_PAGES = /^\/(?:main-feed|find-talent|talent-detail\/|portfolio-detail\/|photography|photographer-profile|client-dashboard|browse|brief\/)/;
  const INSTALL_DISMISSED = "kalakar-install-dismissed";
  const INSTALL_QUIET_MS = 30 * 24 * 3600 * 1000;
  const snapshotAt = Number(root.dataset.snapshotAt || 0);

  /** True while the reader is typing into a field. */
  const typing = () => {
    const el = document.activeElement;
    return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
  };

  /** A page's cache key, as the service worker computes it. */
  const pageKey = (href) => {
    const url = new URL(href);
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
    return url.origin + path + url.search;
  };

  const showOffline = () => root.classList.toggle("pwa-offline", !navigator.onLine);
  addEventListener("online", showOffline);
  addEventListener("offline", showOffline);

  if (snapshotAt) {
    // A saved copy, served with no network: mark it, keep its controls from pretending.
    root.classList.add("pwa-offline", "pwa-snapshot");
    const locale = (root.lang || "").startsWith("hi") ? "hi-IN" : "en-IN";
    const when = new Date(snapshotAt).toLocaleString(locale,
      {day: "numeric", month: "short", hour: "numeric", minute: "2-digit"});
    const fill = () => document.querySelectorAll("[data-pwa-time]")
      .forEach((el) => { el.textContent = when; });
    if (document.readyState === "loading") addEventListener("DOMContentLoaded", fill);
    else fill();
    document.addEventListener("click", (event) => {
      const control = event.target.closest(
        "button, [role=button], input, textarea, select, [role=switch], [role=checkbox]");
      if (!control || control.closest(".pwa-bar")) return;
      event.preventDefault();
      event.stopPropagation();
      const bar = document.querySelector(".pwa-offline-bar");
      bar?.classList.remove("pwa-flash");
      void bar?.offsetWidth;
      bar?.classList.add("pwa-flash");
    }, true);
    addEventListener("online", () => { if (!typing()) location.reload(); });
    return;
  }
  showOffline();

  // Install prompt: offered once the browser allows it, quiet for 30 days after "Not now".
  let installEvent = null;
  const quiet = () => Date.now() - Number(localStorage.getItem(INSTALL_DISMISSED) || 0)
    < INSTALL_QUIET_MS;
  const standalone = () => matchMedia("(display-mode: standalone)").matches ||
    navigator.standalone === true;
  addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    installEvent = event;
    if (!quiet()) root.classList.add("pwa-install");
  });
  addEventListener("appinstalled", () => root.classList.remove("pwa-install", "pwa-install-ios"));
  if (/iphone|ipad|ipod/i.test(navigator.userAgent) && !standalone() && !quiet()) {
    root.classList.add("pwa-install-ios");
  }

  // Updates: a new worker waits until the reader asks for it; nothing reloads by itself.
  let waiting = null;
  let reloading = false;
  const offerUpdate = (worker) => {
    waiting = worker;
    root.classList.add("pwa-update");
  };

  document.addEventListener("click", async (event) => {
    const action = event.target.closest("[data-pwa-action]")?.dataset.pwaAction;
    if (action === "install" && installEvent) {
      root.classList.remove("pwa-install");
      installEvent.prompt();
      const choice = await installEvent.userChoice;
      installEvent = null;
      if (choice.outcome !== "accepted") localStorage.setItem(INSTALL_DISMISSED, String(Date.now()));
    } else if (action === "not-now") {
      localStorage.setItem(INSTALL_DISMISSED, String(Date.now()));
      root.classList.remove("pwa-install", "pwa-install-ios");
    } else if (action === "reload" && waiting) {
      reloading = true;
      waiting.postMessage({type: "SKIP_WAITING"});
    }
  });

  // A message sent with no signal waits in the page's event queue: show it as waiting until
  // the thread holds it.
  document.addEventListener("submit", (event) => {
    const input = event.target.querySelector?.("#chat-input");
    const outbox = document.getElementById("chat-outbox");
    const text = input?.value.trim();
    if (!text || !outbox || navigator.onLine) return;
    const item = document.createElement("p");
    item.className = "pwa-outbox-item";
    item.dataset.text = text;
    item.textContent = text;
    const note = document.createElement("small");
    note.textContent = outbox.dataset.pendingLabel || "";
    item.append(note);
    outbox.append(item);
  }, true);
  const settleOutbox = () => {
    const thread = document.getElementById("chat-thread");
    document.querySelectorAll(".pwa-outbox-item").forEach((item) => {
      const sent = thread && Array.from(thread.querySelectorAll("p, span"))
        .some((node) => node.textContent.trim() === item.dataset.text);
      if (sent || !document.getElementById("chat-outbox")?.contains(item)) item.remove();
    });
  };

  // The offline copy of a page: its DOM once it settles, without scripts, with its styles.
  let timer = 0;
  const saveable = () => "caches" in window && window.isSecureContext &&
    SAVED_PAGES.test(location.pathname) && navigator.onLine &&
    !document.querySelector(".rt-Skeleton, [role=dialog], [data-pwa-nosave]");
  async function savePage() {
    if (!saveable()) return;
    const clone = root.cloneNode(true);
    clone.querySelectorAll("script, link[rel=modulepreload], section:has(> [data-sonner-toaster])")
      .forEach((node) => node.remove());
    // CSS-in-JS rules inserted through the CSSOM leave their <style> empty: write them out.
    const live = document.querySelectorAll("style");
    clone.querySelectorAll("style").forEach((style, i) => {
      const sheet = live[i]?.sheet;
      if (!style.textContent && sheet) {
        style.textContent = Array.from(sheet.cssRules, (rule) => rule.cssText).join("\n");
      }
    });
    clone.classList.remove("pwa-offline", "pwa-update", "pwa-install", "pwa-install-ios");
    clone.dataset.snapshotAt = String(Date.now());
    const script = document.createElement("script");
    script.src = "/pwa.js";
    clone.querySelector("head").append(script);
    const cache = await caches.open(SNAPSHOTS);
    await cache.put(pageKey(location.href), new Response("<!DOCTYPE html>\n" + clone.outerHTML,
      {headers: {"content-type": "text/html; charset=utf-8"}}));
    const keys = await cache.keys();
    for (const key of keys.slice(0, Math.max(0, keys.length - MAX_SNAPSHOTS))) {
      await cache.delete(key);
    }
  }
  // Saved 1.5 s after the page stops changing, and at least every 5 s while it changes.
  let changingSince = 0;
  const saveSoon = () => {
    if (document.querySelector(".pwa-outbox-item")) settleOutbox();
    clearTimeout(timer);
    changingSince = changingSince || Date.now();
    const wait = Math.max(0, Math.min(1500, changingSince + 5000 - Date.now()));
    timer = setTimeout(() => {
      changingSince = 0;
      savePage().catch(() => {});
    }, wait);
  };

  function start() {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (reloading) location.reload();
    });
    navigator.serviceWorker.register("/sw.js").then((registration) => {
      if (registration.waiting && navigator.serviceWorker.controller) {
        offerUpdate(registration.waiting);
      }
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        worker?.addEventListener("statechange", () => {
          if (worker.state === "installed" && navigator.serviceWorker.controller) {
            offerUpdate(worker);
          }
        });
      });
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") registration.update().catch(() => {});
      });
    }).catch(() => {});
  }
  function watchPage() {
    new MutationObserver(saveSoon).observe(document.body,
      {childList: true, subtree: true, characterData: true});
    saveSoon();
    start();
  }
  if (document.readyState === "complete") watchPage();
  else addEventListener("load", watchPage, {once: true});

  /** Sign-out on a shared phone: forget the pages its reader saw. */
  window.kalakarForgetPages = () => ("caches" in window ? caches.delete(SNAPSHOTS) : null);
})();
