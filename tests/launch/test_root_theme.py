"""The served root theme already carries the appearance React's colour mode gives it, and the
colour mode writes nothing when the page is already right (each write restyles the page)."""

from pathlib import Path

import reflex_base

from marketplace_app.launch.quiet_theme import PROVIDER_JS, THEME_JS, quiet_theme_js
from marketplace_app.launch.root_theme import themed_root
from marketplace_app.launch.stylesheet_trim import named_siblings

ROOT = ('<body><div data-is-root-theme="true" data-accent-color="orange" '
        'class="radix-themes css-0"><p class="radix-themes-note">x</p></div></body>')
TEMPLATES = Path(reflex_base.__file__).parent / ".templates" / "web"


def test_the_root_theme_is_served_light():
    themed = themed_root(ROOT)
    assert 'class="radix-themes light css-0"' in themed
    assert 'class="radix-themes-note"' in themed
    assert themed_root(themed) == themed


def test_the_colour_mode_shipped_with_reflex_is_made_quiet():
    for path in (THEME_JS, PROVIDER_JS):
        source = (TEMPLATES / path).read_text(encoding="utf-8")
        quiet = quiet_theme_js(source, path)
        assert "classList.contains(resolvedTheme)" in quiet, path
        assert quiet_theme_js(quiet, path) == quiet
    quiet = quiet_theme_js((TEMPLATES / THEME_JS).read_text(encoding="utf-8"))
    assert "if (root.style.colorScheme !== resolvedTheme)" in quiet


def test_a_changed_colour_mode_is_refused_rather_than_left_loud():
    try:
        quiet_theme_js("root.classList.toggle(resolvedTheme);")
    except RuntimeError as error:
        assert "changed shape" in str(error)
    else:
        raise AssertionError("an unknown colour mode went through unpatched")


def test_a_sibling_rule_names_the_sibling():
    css = (":where(.rt-SegmentedControlItem:where([data-state='on'], :focus-visible)) + * "
           ".rt-SegmentedControlItemSeparator{opacity:0}")
    assert named_siblings(css) == (
        ":where(.rt-SegmentedControlItem:where([data-state='on'], :focus-visible)) + "
        ".rt-SegmentedControlItem .rt-SegmentedControlItemSeparator{opacity:0}")
