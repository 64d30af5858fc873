"""The post-build step lowers module preloads and keeps the .gz twin in step."""

import gzip

from marketplace_app.launch.preloads import lower_preloads, tune_build

PAGE = ('<head><link rel="modulepreload" href="/assets/a.js"/>'
        '<link as="style" href="/assets/s.css" rel="preload"/></head>')


def test_lower_preloads_marks_only_module_preloads():
    tuned = lower_preloads(PAGE)
    assert '<link rel="modulepreload" href="/assets/a.js" fetchPriority="low"/>' in tuned
    assert '<link as="style" href="/assets/s.css" rel="preload"/>' in tuned
    assert lower_preloads(tuned) == tuned


def test_tune_build_rewrites_pages_and_their_gzip(tmp_path):
    page = tmp_path / "x" / "index.html"
    page.parent.mkdir()
    page.write_text(PAGE)
    (tmp_path / "x" / "index.html.gz").write_bytes(gzip.compress(PAGE.encode()))
    (tmp_path / "x" / "index.html.br").write_bytes(b"stale")
    assert tune_build(tmp_path) == 1
    assert gzip.decompress((tmp_path / "x" / "index.html.gz").read_bytes()).decode() == \
        page.read_text()
    assert not (tmp_path / "x" / "index.html.br").exists()
    assert tune_build(tmp_path) == 0
