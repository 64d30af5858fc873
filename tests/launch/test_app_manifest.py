"""The installable app's files: a manifest PWABuilder's validator accepts, icons of the sizes
it names, an offline page in both languages, and a service worker that precaches this build's
shell (JS, CSS, the switch's fonts) and no page, nor the whole Hindi font for English readers."""

import html
import json
import re
import subprocess
from pathlib import Path

from PIL import Image

from marketplace_app.launch.service_worker import (PWA_DIR, TOOLS_DIR, build_service_worker,
                                                   manifest, offline_page)

ROOT = Path(__file__).resolve().parents[2]
VALIDATE = """
import {validateManifest, validateRequiredFields, reportMissing} from
  '@pwabuilder/manifest-validation';
const manifest = JSON.parse(process.argv[1]);
const invalid = (await validateManifest(manifest)).filter((check) => !check.valid)
  .map((check) => `${check.member}: ${check.errorString}`);
const required = (await validateRequiredFields(manifest)).filter((check) => !check.valid)
  .map((check) => check.member);
console.log(JSON.stringify({invalid, required,
                            missing: await reportMissing(manifest)}));
"""


def test_the_manifest_passes_pwabuilders_validator():
    done = subprocess.run(["node", "--input-type=module", "-e", VALIDATE,
                           json.dumps(manifest())], cwd=TOOLS_DIR, check=True,
                          capture_output=True, text=True)
    report = json.loads(done.stdout)
    assert report["invalid"] == [] and report["required"] == []
    assert not {"name", "short_name", "icons", "start_url", "display"} & set(report["missing"])


def test_every_icon_named_exists_at_its_size_with_a_maskable_one():
    icons = manifest()["icons"]
    assert {(i["sizes"], i["purpose"]) for i in icons} >= {("192x192", "any"),
                                                          ("512x512", "any"),
                                                          ("192x192", "maskable"),
                                                          ("512x512", "maskable")}
    for icon in icons + [{"src": "/icons/apple-touch-icon.png", "sizes": "180x180"}]:
        with Image.open(ROOT / "assets" / icon["src"].lstrip("/")) as image:
            assert f"{image.width}x{image.height}" == icon["sizes"]
    shortcuts = {s["url"] for s in manifest()["shortcuts"]}
    assert shortcuts == {"/find-talent/", "/work-upload/"}


def test_the_offline_page_speaks_english_and_hindi():
    page = html.unescape(offline_page())
    assert "You're offline" in page and "आप ऑफ़लाइन हैं" in page
    assert "<script" not in page


def test_the_service_worker_precaches_the_shell_and_no_page(tmp_path):
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "entry-abc123.js").write_text("console.log(1)")
    (tmp_path / "assets" / "styles-def456.css").write_text("a{}")
    (tmp_path / "fonts").mkdir()
    (tmp_path / "fonts" / "devanagari-switch-400.woff2").write_bytes(b"font")
    (tmp_path / "fonts" / "noto-sans-devanagari-400.woff2").write_bytes(b"whole font")
    (tmp_path / "main-feed.html").write_text("<html></html>")
    (tmp_path / "icons").mkdir()
    (tmp_path / "icons" / "icon-192.png").write_bytes(b"png")
    result = build_service_worker(tmp_path)
    worker = (tmp_path / "sw.js").read_text()
    urls = set(re.findall(r'"url":"([^"]+)"', worker))
    assert "fonts/noto-sans-devanagari-400.woff2" not in urls  # waits for a Hindi reader
    assert {"assets/entry-abc123.js", "assets/styles-def456.css",
            "fonts/devanagari-switch-400.woff2",
            "offline.html", "pwa.js", "manifest.webmanifest"} <= urls
    assert not {u for u in urls if u.endswith(".html") and u != "offline.html"}
    assert result["precached"] == len(urls)
    assert (tmp_path / result["workbox"] / "workbox-sw.js").exists()
    assert json.loads((tmp_path / "manifest.webmanifest").read_text())["display"] == "standalone"


def test_the_browser_scripts_parse():
    for script in ("pwa.js", "sw.js"):
        subprocess.run(["node", "--check", str(PWA_DIR / script)], check=True)
