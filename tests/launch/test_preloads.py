"""The post-build step: content pages start their JS after the first paint, the others fetch
their module preloads at low priority, and each .gz twin stays in step."""

import gzip

from marketplace_app.launch.broken_pictures import BROKEN_PICTURES, with_broken_pictures
from marketplace_app.launch.preloads import defer_hydration, late_component_sheets, \
    lower_preloads, route_of, tune_build
from marketplace_app.launch.session_sync import SESSION_SYNC, with_session_sync

BOOT = ('<script type="module" async="">import "/assets/manifest-1.js";\n'
        'import * as route0 from "/assets/root-2.js";\n'
        'import * as route1 from "/assets/_index-3.js";\n  \n'
        '  window.__reactRouterRouteModules = {"root":route0,"routes/_index":route1};\n\n'
        'import("/assets/entry.client-4.js");</script>')
PAGE = ('<head><link rel="modulepreload" href="/assets/a.js"/>'
        '<link as="style" href="/assets/s.css" rel="preload"/></head>'
        f'<body><main>Hello</main>{BOOT}</body>')


def test_lower_preloads_marks_only_module_preloads():
    tuned = lower_preloads(PAGE)
    assert '<link rel="modulepreload" href="/assets/a.js" fetchPriority="low"/>' in tuned
    assert '<link as="style" href="/assets/s.css" rel="preload"/>' in tuned
    assert lower_preloads(tuned) == tuned


def test_defer_hydration_moves_preloads_and_imports_into_the_after_paint_loader():
    tuned = defer_hydration(PAGE)
    assert '<link rel="modulepreload"' not in tuned and 'async=""' not in tuned
    assert '<link as="style" href="/assets/s.css" rel="preload"/>' in tuned
    loader = tuned.split('<script type="module">', 1)[1]
    assert 'const preloads = ["/assets/a.js"]' in loader
    order = [loader.index(part) for part in (
        'import("/assets/manifest-1.js")', 'const route0 = await import("/assets/root-2.js")',
        'const route1 = await import("/assets/_index-3.js")',
        '= {"root":route0,"routes/_index":route1}', 'import("/assets/entry.client-4.js")')]
    assert order == sorted(order)
    assert 'addEventListener("load"' in loader and '"paint"' in loader
    assert defer_hydration(tuned) == tuned


def test_defer_hydration_leaves_an_unexpected_boot_script_alone():
    odd = PAGE.replace('import("/assets/entry.client-4.js");', "start();")
    assert defer_hydration(odd) == odd


def test_route_of_a_prerendered_file():
    assert route_of("index.html") == "/"
    assert route_of("services.html") == route_of("services/index.html") == "/services"
    assert route_of("main-feed/index.html") == "/main-feed"


def test_tune_build_defers_content_pages_lowers_data_pages_and_rewrites_gzip(tmp_path):
    names = ("index.html", "services/index.html", "main-feed/index.html", "__spa-fallback.html")
    for name in names:
        page = tmp_path / name
        page.parent.mkdir(exist_ok=True)
        page.write_text(PAGE)
        page.with_name(page.name + ".gz").write_bytes(gzip.compress(PAGE.encode()))
        page.with_name(page.name + ".br").write_bytes(b"stale")
    assert tune_build(tmp_path) == 4  # every page's head ends with the session sync and more
    for name in ("index.html", "services/index.html"):
        assert 'async function hydrate()' in (tmp_path / name).read_text()
    feed = (tmp_path / "main-feed/index.html").read_text()
    assert 'fetchPriority="low"' in feed and "hydrate()" not in feed
    fallback = (tmp_path / "__spa-fallback.html").read_text()  # nothing to paint first
    assert fallback == with_broken_pictures(with_session_sync(PAGE)) and 'fetchPriority="low"' not in fallback
    for name in names:
        assert (f"<script>{SESSION_SYNC}</script><script>{BROKEN_PICTURES}</script></head>"
                in (tmp_path / name).read_text())
        page = tmp_path / name
        assert gzip.decompress(page.with_name(page.name + ".gz").read_bytes()).decode() == \
            page.read_text()
        assert not page.with_name(page.name + ".br").exists()
    assert tune_build(tmp_path) == 0


def test_only_the_site_stylesheet_blocks_the_first_paint():
    page = ('<link href="/assets/__reflex_global_styles-A1.css" rel="stylesheet" type="text/css"/>'
            '<link rel="stylesheet" href="/assets/__reflex_global_styles-A1.css"/>'
            '<link rel="stylesheet" href="/assets/preload-helper-B2.css#"/>')
    tuned = late_component_sheets(page)
    assert tuned.count('media="print"') == 1
    assert ('<link rel="stylesheet" href="/assets/preload-helper-B2.css#" media="print" '
            """onload="this.media='all'"/>""") in tuned
    assert late_component_sheets(tuned) == tuned


def test_the_session_script_ends_the_head_where_hydration_does_not_mind_it():
    page = ('<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta content="width=device-width, '
            'initial-scale=1" name="viewport"/><title>T</title></head><body></body></html>')
    synced = with_session_sync(page)
    assert synced.index("<title>") < synced.index(SESSION_SYNC) < synced.index("</head>")
    assert with_session_sync(synced) == synced


def test_a_component_sheet_the_build_has_comes_in_the_page_and_its_link_never_applies():
    page = ('<link rel="stylesheet" href="/assets/__reflex_global_styles-A1.css"/>'
            '<link rel="stylesheet" href="/assets/preload-helper-B2.css#"/>')
    built = {"/assets/preload-helper-B2.css": ".yarl__root{display:flex}"}
    tuned = late_component_sheets(page, built.get)
    # Applied late, the sheet restyled the whole page; the link stays for React and Vite.
    assert tuned.endswith('<link rel="stylesheet" href="/assets/preload-helper-B2.css#" '
                          'media="print"/><style>.yarl__root{display:flex}</style>')
    assert "onload" not in tuned
    assert late_component_sheets(tuned, built.get) == tuned
    # A sheet the build lacks (or one that could end the <style>) still loads beside the page.
    assert "onload" in late_component_sheets(page, {}.get)
    assert "onload" in late_component_sheets(page, {k: "a{}</style>" for k in built}.get)
