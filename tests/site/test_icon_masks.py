"""The CSS-mask icons are files the pages fetch, not data URLs that a phone turns into an SVG
document inside its style pass (first_screen/icon_masks.py)."""

import re

import pytest

from marketplace_app.components.page_head import HEAD_RULES
from marketplace_app.first_screen.icon_masks import ASSETS_DIR, URL_DIR, all_files, mask_url


def test_the_head_rules_draw_no_icon_from_a_data_url():
    assert "data:image/svg+xml" not in HEAD_RULES


def test_every_icon_the_head_rules_name_has_its_file():
    named = set(re.findall(rf"url\({URL_DIR}/([a-z0-9-]+\.svg)\?v=[0-9a-f]{{8}}\)", HEAD_RULES))
    assert {"heart.svg", "play-filled.svg", "star.svg", "star-filled.svg"} <= named
    missing = [name for name in named if not (ASSETS_DIR / name).is_file()]
    assert not missing


def test_the_committed_files_are_the_drawings_as_written():
    """Regenerate with `python -m marketplace_app.first_screen.icon_masks`."""
    committed = {p.name: p.read_text(encoding="utf-8") for p in ASSETS_DIR.glob("*.svg")}
    assert committed == all_files()


def test_a_changed_drawing_is_a_new_address():
    assert mask_url("heart", False) != mask_url("sparkles", False).replace("sparkles", "heart")
    assert mask_url("star", True).split("?v=")[1] != mask_url("star", False).split("?v=")[1]


def test_an_icon_with_no_drawing_or_no_filled_file_is_refused_at_once():
    with pytest.raises(KeyError):
        mask_url("no-such-icon", False)
    with pytest.raises(KeyError):
        mask_url("heart", True)
