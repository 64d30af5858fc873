"""Post-build step: how each prerendered page loads its JS (after the first paint, or at low
priority)."""

import gzip
import json
import re
from pathlib import Path

from .broken_pictures import with_broken_pictures
from .component_styles import hoisted
from .module_order import import_steps
from .root_theme import themed_root
from .session_sync import with_session_sync

# React Router writes one modulepreload tag per chunk of the page's import tree (about 40 on
# "/") and a module script that imports the route modules at once. On a slow phone link that
# JS (about 300 KB) competes with the stylesheet and the hero image, and evaluating it holds
# the first paint. A page whose HTML already holds its content needs none of it to be seen,
# so the tags are replaced by a loader that adds the same preloads and runs the same imports,
# in the same order, once the page has loaded and painted. The other pages show data, forms or
# skeletons that need the JS: their preloads only go at low priority, after the stylesheet.
# The SPA fallback (the talent and portfolio pages) shows nothing at all before its JS runs,
# so there the JS keeps React Router's high priority.
CONTENT_ROUTES = frozenset({"/", "/services", "/photography", "/coming-soon"})
SPA_FALLBACK = "/__spa-fallback"
_PRELOAD = re.compile(r'<link rel="modulepreload" href="([^"]+)"/>')
_LOW = r'<link rel="modulepreload" href="\1" fetchPriority="low"/>'
_BOOT = re.compile(r'<script type="module" async="">(.*?)</script>', re.S)
_MANIFEST = re.compile(r'^import "([^"]+)";', re.M)
_ROUTE = re.compile(r'^import \* as (\w+) from "([^"]+)";', re.M)
_MODULES = re.compile(r"window\.__reactRouterRouteModules = (\{[^;]*\});")
_ENTRY = re.compile(r'^import\("([^"]+)"\);', re.M)
_SIDECARS = (".br", ".zst")
ASSETS_URL = "/assets/"
# Stylesheets of components that only draw after the JS runs (the lightbox's, in a chunk of
# its own): they load beside the page instead of holding its first paint, so the site's one
# stylesheet is the only request that blocks rendering.
_LATE_SHEET = re.compile(r'<link rel="stylesheet" href="(/assets/(?!__reflex_global_styles)'
                         r'[^"]+\.css#?)"/>')
_LATE = r"""<link rel="stylesheet" href="\1" media="print" onload="this.media='all'"/>"""
# Applied once loaded, such a sheet made the browser restyle the whole page (a phone's 100+ ms)
# as the JS started: where the build has it, its rules come in the page's <head> instead. The
# link stays for React's hydration and Vite's loader to find, and never applies.
_KEPT_LINK = '<link rel="stylesheet" href="{href}" media="print"/>'
# Adding a modulepreload costs the page's thread 2-7 ms on a phone (Lighthouse's 4x CPU): the
# ~40 of a page, added at once, were one task of 70-280 ms. A few go in each task, beside the
# imports, which fetch the same modules anyway.
PRELOADS_PER_TASK = 4
# After the load event, the first screen's pictures decoded and the first paint, 3 s after
# load where no paint is reported, or at once when the visitor starts to use the page. The
# pictures first: the largest paint is mostly one of them, and once the JS runs on a slow
# phone the frame that would show it waits a second or more.
_LOADER = """\
const preloads = %(preloads)s;
async function preload() {
  for (let i = 0; i < preloads.length; i += %(batch)d) {
    if (i) await new Promise(resolve => setTimeout(resolve));
    for (const href of preloads.slice(i, i + %(batch)d)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
  }
}
const steps = %(steps)s;
async function hydrate() {
  preload();
  for (const step of steps) {
    await import(step);
    await new Promise(resolve => setTimeout(resolve));
  }
  await import(%(manifest)s);
%(routes)s
  window.__reactRouterRouteModules = %(modules)s;
  import(%(entry)s);
}
let started = false;
const start = () => { if (!started) { started = true; hydrate(); } };
function afterFirstPaint() {
  setTimeout(start, 3000);
  const eager = [...document.images].filter(image => image.loading !== "lazy");
  Promise.all(eager.map(image => image.decode().catch(() => {}))).then(afterPaint);
}
function afterPaint() {
  if (!(PerformanceObserver.supportedEntryTypes || []).includes("paint")) return start();
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(start));
  }).observe({type: "paint", buffered: true});
}
if (document.readyState === "complete") afterFirstPaint();
else addEventListener("load", afterFirstPaint, {once: true});
for (const type of ["pointerdown", "keydown", "focusin"]) {
  addEventListener(type, start, {once: true, capture: true, passive: true});
}
%(early_taps)s"""

# A tap on a served control before React has taken it over would do nothing: the loader keeps
# it (where the control sits, found again from its nearest id, and its text) and clicks the
# same control once React has it. Links need no JS, so they are left to the browser.
_EARLY_TAPS = """const CONTROLS = "button,[role=radio],[role=switch],[role=checkbox],[role=tab],label";
const taken = el => Object.keys(el).some(k => k.startsWith("__reactProps"));
const early = [];
function twins(root, text) {
  return [...root.querySelectorAll(CONTROLS)].filter(el => el.textContent === text);
}
function placeOf(el) {
  const root = el.parentElement.closest("[id]") || document.documentElement;
  return {root: root.id || null, text: el.textContent, nth: twins(root, el.textContent).indexOf(el)};
}
function found(place) {
  const root = place.root ? document.getElementById(place.root) : document.documentElement;
  return root ? twins(root, place.text)[place.nth] || null : null;
}
// A tap as the browser sends it: Radix tabs open on mousedown, buttons act on click.
function press(control) {
  const at = {bubbles: true, cancelable: true, button: 0, isPrimary: true, view: window};
  control.dispatchEvent(new PointerEvent("pointerdown", at));
  control.dispatchEvent(new MouseEvent("mousedown", at));
  control.dispatchEvent(new PointerEvent("pointerup", at));
  control.dispatchEvent(new MouseEvent("mouseup", at));
  control.click();
}
function keepEarlyTap(event) {
  const control = event.target.closest && event.target.closest(CONTROLS);
  if (!control || event.target.closest("a[href]") || taken(control)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  early.push(placeOf(control));
  start();
  if (early.length === 1) giveEarlyTaps(Date.now());
}
// React has the page once its header is taken; a kept control may take up to 2 s longer.
function giveEarlyTaps(since, hydrated) {
  const header = document.getElementById("site-header");
  if (!hydrated && header && taken(header)) hydrated = Date.now();
  const ready = hydrated && early.every(place => {
    const control = found(place);
    return control && taken(control);
  });
  const waited = hydrated ? Date.now() - hydrated < 2000 : Date.now() - since < 30000;
  if (!ready && waited) return setTimeout(() => giveEarlyTaps(since, hydrated), 50);
  removeEventListener("click", keepEarlyTap, true);
  for (const place of early.splice(0)) {
    const control = found(place);
    if (control) press(control);
  }
}
addEventListener("click", keepEarlyTap, true);
const stopKeeping = () => {
  const header = document.getElementById("site-header");
  if (header && taken(header)) {
    if (!early.length) removeEventListener("click", keepEarlyTap, true);
  } else setTimeout(stopKeeping, 200);
};
stopKeeping();
// A form sent before React has it (Enter in a member's served header search) would load the
// page again with the form in its address: it is handed to React once React acts on it (its
// handler cancels the event; a dispatched submit never loads a page), within 30 s. A form
// with an action of its own is meant to be sent without JS (the landing page's search).
addEventListener("submit", event => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !event.isTrusted || form.hasAttribute("action")
      || taken(form)) return;
  event.preventDefault();
  start();
  const since = Date.now();
  const send = () => {
    const handled = taken(form) && !form.dispatchEvent(
      new Event("submit", {bubbles: true, cancelable: true}));
    if (!handled && Date.now() - since < 30000) setTimeout(send, 50);
  };
  send();
}, true);
// A choice in a served native select (a phone's own picker: /portfolio's sort) before React
// has it would be put back by React: it is made again, once React has the select.
addEventListener("change", event => {
  const select = event.target;
  if (!(select instanceof HTMLSelectElement) || !select.id || taken(select)) return;
  const chosen = select.value;
  start();
  const since = Date.now();
  const choose = () => {
    const now = document.getElementById(select.id);
    if (now && taken(now)) {
      now.value = chosen;
      now.dispatchEvent(new Event("change", {bubbles: true}));
    } else if (Date.now() - since < 30000) setTimeout(choose, 50);
  };
  choose();
}, true);
"""


def defer_hydration(html: str, assets: Path | None = None) -> str:
    """The page with its module preloads and boot script replaced by the after-paint loader;
    unchanged where React Router's tags are not found as expected. With the build's `assets`
    folder, the loader evaluates the page's chunks one task at a time (module_order.py)."""
    boot = _BOOT.search(html)
    if not boot:
        return html
    script = boot.group(1)
    manifest, modules, entry = (_MANIFEST.search(script), _MODULES.search(script),
                                _ENTRY.search(script))
    routes = _ROUTE.findall(script)
    if not (manifest and modules and entry and routes):
        return html
    boots = [manifest.group(1), *(path for _, path in routes), entry.group(1)]
    loader = _LOADER % {
        "preloads": json.dumps(_PRELOAD.findall(html)),
        "steps": json.dumps(_steps(assets, boots) if assets else []),
        "manifest": json.dumps(manifest.group(1)),
        "routes": "\n".join(f"  const {name} = await import({json.dumps(path)});"
                            for name, path in routes),
        "modules": modules.group(1), "entry": json.dumps(entry.group(1)),
        "early_taps": _EARLY_TAPS, "batch": PRELOADS_PER_TASK}
    html = html[:boot.start()] + f'<script type="module">{loader}</script>' + html[boot.end():]
    return _PRELOAD.sub("", html)


def _steps(assets: Path, boots: list[str]) -> list[str]:
    """The chunks to import one at a time before the boot's own imports: those the boot
    evaluates before the entry (the entry starts React, once the route modules are known)."""
    if not all(path.startswith(ASSETS_URL) for path in boots):
        return []
    names = import_steps(assets, [path.removeprefix(ASSETS_URL) for path in boots])
    return [ASSETS_URL + name for name in names[:-1]]


def lower_preloads(html: str) -> str:
    """The page with every modulepreload marked fetchPriority=low."""
    return _PRELOAD.sub(_LOW, html)


def route_of(relative: str) -> str:
    """The route a prerendered file serves: "services/index.html" and "services.html" are
    both "/services"; "index.html" is "/"."""
    stem = relative.removesuffix(".html").removesuffix("index").rstrip("/")
    return "/" + stem


def late_component_sheets(html: str, read_sheet=None) -> str:
    """The page with every stylesheet but the site's not blocking its paint: its rules in the
    page where `read_sheet(href)` has them (the built file's text, or None), else loading
    beside the page."""

    def placed(match: re.Match) -> str:
        text = read_sheet(match[1].rstrip("#")) if read_sheet else None
        if text is None or "</" in text:
            return match.expand(_LATE)
        return _KEPT_LINK.format(href=match[1]) + f"<style>{text}</style>"

    return _LATE_SHEET.sub(placed, html)


def built_sheet(client_dir: Path):
    """read_sheet for late_component_sheets: a stylesheet's text from the build."""

    def read(href: str) -> str | None:
        path = client_dir / href.lstrip("/")
        return path.read_text(encoding="utf-8") if path.is_file() else None

    return read


def tune_page(route: str, html: str, read_sheet=None, assets: Path | None = None) -> str:
    """One page as the build should serve it (each starting with the session sync and the
    broken-picture watch); the component sheets in the page where `read_sheet` has them
    (late_component_sheets); its chunks evaluated one at a time where `assets` has them."""
    html = themed_root(hoisted(late_component_sheets(
        with_broken_pictures(with_session_sync(html)), read_sheet)))
    if route in CONTENT_ROUTES:
        return defer_hydration(html, assets)
    return html if route == SPA_FALLBACK else lower_preloads(html)


def tune_build(client_dir: Path) -> int:
    """Rewrite every prerendered page of a build (and its .gz twin); how many changed."""
    changed = 0
    for page in client_dir.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        tuned = tune_page(route_of(page.relative_to(client_dir).as_posix()), text,
                          built_sheet(client_dir), client_dir / ASSETS_URL.strip("/"))
        if tuned == text:
            continue
        page.write_text(tuned, encoding="utf-8")
        gz = page.with_name(page.name + ".gz")
        if gz.exists():
            gz.write_bytes(gzip.compress(tuned.encode("utf-8"), compresslevel=9, mtime=0))
        for suffix in _SIDECARS:  # no stdlib encoder: drop rather than serve stale bytes
            page.with_name(page.name + suffix).unlink(missing_ok=True)
        changed += 1
    return changed
