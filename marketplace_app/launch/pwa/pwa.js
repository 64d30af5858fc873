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

  /** The page moves down by the offline strip's height (two or three lines on a phone). */
  const fitStrip = () => {
    const strip = document.querySelector(".pwa-offline-bar");
    const height = root.classList.contains("pwa-offline") && strip ? strip.offsetHeight : 0;
    const value = height ? `${height}px` : "";
    // Any write to <html>'s style restyles every element of the page (a phone's 100+ ms):
    // only a real change is written, and online pages keep no strip at all.
    if (root.style.getPropertyValue("--pwa-strip") === value) return;
    if (value) root.style.setProperty("--pwa-strip", value);
    else root.style.removeProperty("--pwa-strip");
  };
  const showOffline = () => {
    root.classList.toggle("pwa-offline", !navigator.onLine);
    fitStrip();
  };
  addEventListener("resize", fitStrip);

  /** The live page again once the server really answers: an "online" event alone can come
   * while the phone is still offline (Chromium sends one to a page opened with no signal),
   * and a reload then would cancel the page the reader is opening. */
  async function backOnline() {
    if (!navigator.onLine || typing()) return;
    try {
      const answer = await fetch("/ping", {cache: "no-store", signal: AbortSignal.timeout(4000)});
      if (answer.ok && !typing()) location.reload();
    } catch (_) { /* still no way through: stay on the saved copy */ }
  }
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
    const ready = () => { fill(); fitStrip(); };
    if (document.readyState === "loading") addEventListener("DOMContentLoaded", ready);
    else ready();
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
    addEventListener("online", backOnline);
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

  // A message written with no signal waits in an outbox kept on the phone (it survives a
  // reload), shown under the thread, and is sent through the API once the server answers
  // again. Its key, made once, makes every retry the same message: a send that got through
  // on a dying connection is not stored twice.
  const OUTBOX = "kalakar-outbox";
  const RETRY_MS = 10000;
  const SHOWN_SENT_MS = 30000;
  const pending = () => { try { return JSON.parse(localStorage.getItem(OUTBOX)) || []; }
                          catch (_) { return []; } };
  const keep = (items) => localStorage.setItem(OUTBOX, JSON.stringify(items));
  const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(12)),
    (b) => b.toString(16).padStart(2, "0")).join("");
  addEventListener("submit", (event) => {
    const input = event.target.querySelector?.("#chat-input");
    const outbox = document.getElementById("chat-outbox");
    const text = input?.value.trim();
    const conversation = outbox?.dataset.conversation;
    if (!text || !conversation || navigator.onLine) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    keep([...pending(), {conversation, text, key: newKey()}]);
    input.value = "";
    showOutbox();
  }, true);
  /** The waiting messages of the open conversation, under its thread until it shows them. */
  function showOutbox() {
    const outbox = document.getElementById("chat-outbox");
    const thread = document.getElementById("chat-thread");
    if (!outbox) return;
    const inThread = (text) => !!thread && Array.from(thread.querySelectorAll("p, span"))
      .some((node) => node.textContent.trim() === text);
    const waiting = pending().filter((m) => m.conversation === outbox.dataset.conversation);
    // Sent ones stay until the thread's next refresh shows them (at most SHOWN_SENT_MS).
    const sent = JSON.parse(sessionStorage.getItem(OUTBOX + "-sent") || "[]")
      .filter((m) => m.conversation === outbox.dataset.conversation &&
                     Date.now() - m.sentAt < SHOWN_SENT_MS);
    const shown = waiting.concat(sent)
      .filter((m) => !inThread(m.text));
    outbox.querySelectorAll(".pwa-outbox-item").forEach((item) => {
      if (!shown.some((m) => m.key === item.dataset.key)) item.remove();
    });
    for (const message of shown) {
      if (outbox.querySelector(`[data-key="${message.key}"]`)) continue;
      const item = document.createElement("p");
      item.className = "pwa-outbox-item";
      item.dataset.key = message.key;
      item.textContent = message.text;
      const note = document.createElement("small");
      note.textContent = outbox.dataset.pendingLabel || "";
      item.append(note);
      outbox.append(item);
    }
  }
  let flushing = false;
  /** Send what waits, each with its own key; a refusal (signed out, not allowed) is final. */
  async function flushOutbox() {
    const token = localStorage.getItem("authToken");
    if (flushing || !navigator.onLine || !pending().length || !token) return;
    flushing = true;
    try {
      for (const message of pending()) {
        let answer;
        try {
          answer = await fetch(`/api/conversations/${encodeURIComponent(message.conversation)}/messages`, {
            method: "POST", cache: "no-store",
            headers: {"content-type": "application/json", authorization: `Bearer ${token}`},
            body: JSON.stringify({text: message.text, clientKey: message.key}),
            signal: AbortSignal.timeout(8000)});
        } catch (_) { break; }  // still no way through: try again later
        if (answer.status >= 500 || answer.status === 429) break;
        keep(pending().filter((m) => m.key !== message.key));
        if (answer.ok) {
          const sent = JSON.parse(sessionStorage.getItem(OUTBOX + "-sent") || "[]");
          sessionStorage.setItem(OUTBOX + "-sent", JSON.stringify([...sent.slice(-20), {...message, sentAt: Date.now()}]));
        }
      }
    } finally {
      flushing = false;
      showOutbox();
    }
  }
  setInterval(flushOutbox, RETRY_MS);
  addEventListener("online", flushOutbox);

  // The offline copy of a page: its DOM once it settles, without scripts, with its styles.
  let timer = 0;
  const saveable = () => "caches" in window && window.isSecureContext &&
    SAVED_PAGES.test(location.pathname) && navigator.onLine &&
    !document.querySelector(".rt-Skeleton, [role=dialog], [data-pwa-nosave]");
  /** <html>'s start tag as serialized, from a copy of it without its content. */
  const startTag = (copy) => copy.outerHTML.slice(0, -"</html>".length);
  // Left out of a saved page: its scripts (pwa.js is added back), module preloads and toasts.
  const UNSAVED = "script, link[rel=modulepreload], section:has(> [data-sonner-toaster])";

  /** The page as text to save: one serialization of the live document, edited as text. A
   * deep copy of the document to edit (20-80 ms on a phone, pictures and all) is not made. */
  function snapshotHtml() {
    let html = root.outerHTML;
    let kept = "";
    let removed = null;
    for (const node of document.querySelectorAll(`${UNSAVED}, style`)) {
      if (removed && removed.contains(node)) continue;
      const text = node.outerHTML;
      const at = html.indexOf(text);
      if (at < 0) continue;
      let replacement = "";
      if (node.tagName === "STYLE") {
        // CSS-in-JS rules inserted through the CSSOM leave their <style> empty: write them out.
        if (node.textContent || !node.sheet) continue;
        const rules = Array.from(node.sheet.cssRules, (rule) => rule.cssText).join("\n");
        replacement = text.replace("></style>", `>${rules.replaceAll("</", "<\\/")}</style>`);
      } else {
        removed = node;
      }
      kept += html.slice(0, at) + replacement;
      html = html.slice(at + text.length);
    }
    html = kept + html;
    const marked = root.cloneNode(false);
    marked.classList.remove("pwa-offline", "pwa-update", "pwa-install", "pwa-install-ios");
    marked.dataset.snapshotAt = String(Date.now());
    html = startTag(marked) + html.slice(startTag(root.cloneNode(false)).length);
    return html.replace("</head>", '<script src="/pwa.js"></script></head>');
  }

  async function savePage() {
    if (!saveable()) return;
    const html = snapshotHtml();
    const cache = await caches.open(SNAPSHOTS);
    await cache.put(pageKey(location.href), new Response("<!DOCTYPE html>\n" + html,
      {headers: {"content-type": "text/html; charset=utf-8"}}));
    const keys = await cache.keys();
    for (const key of keys.slice(0, Math.max(0, keys.length - MAX_SNAPSHOTS))) {
      await cache.delete(key);
    }
  }
  // Saved 1.5 s after the page stops changing, and at least every 5 s while it changes.
  let changingSince = 0;
  const saveSoon = () => {
    if (document.getElementById("chat-outbox")) showOutbox();
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
    flushOutbox();
  }
  if (document.readyState === "complete") watchPage();
  else addEventListener("load", watchPage, {once: true});

  /** Sign-out on a shared phone: forget the pages its reader saw. */
  window.kalakarForgetPages = () => {
    localStorage.removeItem(OUTBOX);
    sessionStorage.removeItem(OUTBOX + "-sent");
    return "caches" in window ? caches.delete(SNAPSHOTS) : null;
  };
})();
