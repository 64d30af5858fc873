"""Post-build step: the prerendered pages fetch their JS module preloads at low priority."""

import gzip
import re
from pathlib import Path

# React Router writes one tag per chunk of the page's static import tree (about 40 on "/").
# At their default high priority they share a slow phone link with the render-blocking
# stylesheet and the hero image; low priority lets the first paint and the LCP image go
# first while the JS still loads early, so hydration is unchanged.
_PRELOAD = re.compile(r'<link rel="modulepreload" href="([^"]+)"/>')
_LOW = r'<link rel="modulepreload" href="\1" fetchPriority="low"/>'
_SIDECARS = (".br", ".zst")


def lower_preloads(html: str) -> str:
    """The page with every modulepreload marked fetchPriority=low."""
    return _PRELOAD.sub(_LOW, html)


def tune_build(client_dir: Path) -> int:
    """Rewrite every prerendered page of a build (and its .gz twin); how many changed."""
    changed = 0
    for page in client_dir.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        tuned = lower_preloads(text)
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
