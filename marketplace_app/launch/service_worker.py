"""Post-build step: the installable app's manifest, its offline page and its service worker
(Workbox, precaching this build's app shell) written into the client build."""

import html
import json
import shutil
import subprocess
from pathlib import Path

from ..display_rules.app_identity import BACKGROUND_COLOR, THEME_COLOR
from ..display_rules.font_faces import FONT_FACES
from ..i18n import translate
from ..texts import app_install as T
from ..texts.site import BRAND

PWA_DIR = Path(__file__).resolve().parent / "pwa"
TOOLS_DIR = Path(__file__).resolve().parents[2] / "tools"


def manifest() -> dict:
    """The web app manifest: names, icons (maskable too), colours, start URL, shortcuts."""
    icons = [{"src": f"/icons/icon-{size}.png", "sizes": f"{size}x{size}", "type": "image/png",
              "purpose": "any"} for size in (192, 512)]
    icons += [{"src": f"/icons/maskable-{size}.png", "sizes": f"{size}x{size}",
               "type": "image/png", "purpose": "maskable"} for size in (192, 512)]
    shortcut_icon = [{"src": "/icons/icon-192.png", "sizes": "192x192", "type": "image/png"}]
    return {
        "id": "/", "name": BRAND, "short_name": BRAND, "lang": "en", "dir": "ltr",
        "description": T.APP_DESCRIPTION,
        "start_url": "/main-feed/?source=app", "scope": "/",
        "display": "standalone", "orientation": "portrait",
        "theme_color": THEME_COLOR, "background_color": BACKGROUND_COLOR,
        "categories": ["photo", "business", "lifestyle"],
        "icons": icons,
        "shortcuts": [
            {"name": T.SHORTCUT_FIND, "short_name": T.SHORTCUT_FIND, "url": "/find-talent/",
             "icons": shortcut_icon},
            {"name": T.SHORTCUT_SHARE, "short_name": T.SHORTCUT_SHARE, "url": "/work-upload/",
             "icons": shortcut_icon},
        ],
    }


def offline_page() -> str:
    """The page shown for an address this phone has never saved, in English and Hindi."""
    def block(lang: str) -> str:
        title = html.escape(translate(T.OFFLINE_PAGE_TITLE, lang))
        text = html.escape(translate(T.OFFLINE_PAGE_TEXT, lang))
        again = html.escape(translate(T.TRY_AGAIN, lang))
        return (f'<section lang="{lang}"><h1>{title}</h1><p>{text}</p>'
                f'<button type="button" onclick="location.reload()">{again}</button></section>')

    return ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<meta name=\"theme-color\" content=\"{THEME_COLOR}\">"
            f"<title>{html.escape(translate(T.OFFLINE_PAGE_TITLE, 'en'))} · {BRAND}</title>"
            "<link rel=\"icon\" href=\"/favicon.ico\"><style>"
            # The site's Devanagari face, for Devanagari only: a Hindi reader's phone holds
            # it in the fonts cache; elsewhere the system's own font stands in.
            f"{FONT_FACES}"
            "body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#21201c;"
            "max-width:32rem}h1{font-size:1.4rem;margin:1.5rem 0 .5rem}"
            "p{line-height:1.5;color:#63635e}button{font:inherit;padding:.6rem 1.2rem;"
            f"border:0;border-radius:8px;background:{THEME_COLOR};color:#fff}}"
            "section+section{border-top:1px solid #e9e8e2;margin-top:1.5rem}"
            "section[lang=hi]{font-family:'Noto Sans Devanagari',system-ui,sans-serif}"
            "</style></head>"
            f"<body>{block('en')}{block('hi')}</body></html>\n")


def write_app_files(client_dir: Path) -> None:
    """The manifest, the offline page and the page-side script beside the build."""
    (client_dir / "manifest.webmanifest").write_text(
        json.dumps(manifest(), ensure_ascii=False, indent=1), encoding="utf-8")
    (client_dir / "offline.html").write_text(offline_page(), encoding="utf-8")
    shutil.copyfile(PWA_DIR / "pwa.js", client_dir / "pwa.js")


def build_service_worker(client_dir: Path) -> dict:
    """Write the app files, then sw.js with this build's precache list (Node + workbox-build
    from tools/); what was precached."""
    write_app_files(client_dir)
    done = subprocess.run(
        ["node", str(PWA_DIR / "build_sw.mjs"), str(client_dir), str(PWA_DIR / "sw.js"),
         str(TOOLS_DIR)], check=True, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])
