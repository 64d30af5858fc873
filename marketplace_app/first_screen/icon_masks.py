"""The CSS-mask icons (`.fs-i`, `.i-NAME`) as small SVG files served under /icons/masks/.

Not data URLs: Chrome builds a whole SVG document for each SVG image, and for a data URL it
does so inside the style pass that first meets it. A feed page's dozen icons added ~125 ms (4x
CPU) to two style passes a phone makes while showing the page. A file is built when it
arrives, each in a task of its own of ~10 ms. The files are in assets/icons/masks, written by
`python -m marketplace_app.first_screen.icon_masks` (tests/site/test_icon_masks.py checks
that they match)."""

import hashlib
from pathlib import Path

from .icons import _PATHS

URL_DIR = "/icons/masks"
ASSETS_DIR = Path(__file__).resolve().parents[2] / "assets" / "icons" / "masks"
# Icons also drawn filled (the video mark's play, a rating's stars).
FILLED = frozenset({"play", "star"})


def file_name(name: str, filled: bool) -> str:
    """The icon's file under /icons/masks/."""
    return f"{name}-filled.svg" if filled else f"{name}.svg"


def mask_svg(name: str, filled: bool) -> str:
    """A lucide icon, black on clear, as a mask's image."""
    return ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\" "
            f"fill=\"{'black' if filled else 'none'}\" stroke=\"black\" stroke-width=\"2\" "
            f"stroke-linecap=\"round\" stroke-linejoin=\"round\">{_PATHS[name]}</svg>\n")


def mask_url(name: str, filled: bool) -> str:
    """The CSS url() of the icon's file, versioned by its drawing (browsers and the service
    worker keep the files; a changed drawing is a new address). KeyError for an icon with no
    drawing or no file."""
    if name not in _PATHS or (filled and name not in FILLED):
        raise KeyError(f"no mask file for {file_name(name, filled)}")
    version = hashlib.sha256(mask_svg(name, filled).encode()).hexdigest()[:8]
    return f"url({URL_DIR}/{file_name(name, filled)}?v={version})"


def all_files() -> dict[str, str]:
    """Every mask file's name and text."""
    masks = [(name, False) for name in _PATHS] + [(name, True) for name in sorted(FILLED)]
    return {file_name(name, filled): mask_svg(name, filled) for name, filled in masks}


def write_all(folder: Path = ASSETS_DIR) -> int:
    """The mask files written into `folder` (stale ones removed); how many."""
    folder.mkdir(parents=True, exist_ok=True)
    files = all_files()
    for stale in set(p.name for p in folder.glob("*.svg")) - set(files):
        (folder / stale).unlink()
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return len(files)


if __name__ == "__main__":
    print(f"{write_all()} mask icons in {ASSETS_DIR}")
