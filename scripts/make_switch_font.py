"""Cut the language switch's font: Noto Sans Devanagari reduced to the glyphs of "हिन्दी"
(about 2 KB a weight instead of 50), so English pages show the switch without the whole font.

Usage (fontTools is a tool here, not a dependency of the app):
    pyftsubset (pip install fonttools brotli, anywhere) on PATH, then
    .venv/bin/python scripts/make_switch_font.py
"""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from marketplace_app.components.fonts import SWITCH_FILE, SWITCH_WEIGHTS  # noqa: E402
from marketplace_app.i18n import LANGUAGE_NAMES  # noqa: E402

FONTS = ROOT / "assets" / "fonts"


def main() -> None:
    """Write one subset per weight the switch uses."""
    for weight in SWITCH_WEIGHTS:
        target = FONTS / SWITCH_FILE.format(weight=weight)
        subprocess.run(["pyftsubset", str(FONTS / f"noto-sans-devanagari-devanagari-{weight}"
                                                   "-normal.woff2"),
                        f"--text={LANGUAGE_NAMES['hi']}", "--layout-features=*",
                        "--flavor=woff2", f"--output-file={target}"], check=True)
        print(f"{target.relative_to(ROOT)}: {target.stat().st_size} bytes")


if __name__ == "__main__":
    main()
