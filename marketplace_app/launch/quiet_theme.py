"""A Reflex plugin that keeps React's colour mode from rewriting a page that is already right.

When React starts, Reflex's colour mode removes `light` from <html> and from the root theme and
adds it back, and sets <html>'s color-scheme again. Each of those writes makes the browser
restyle every element of the page (120-160 ms on a phone, Lighthouse's 4x CPU), though nothing
changes. The patched effects write only what differs."""

import re

from reflex_base.plugins.base import Plugin

THEME_JS = "utils/react-theme.js"
PROVIDER_JS = "components/reflex/radix_themes_color_mode_provider.js"
_MARKER = "// marketplace: only a real change is written"
_SWAP = re.compile(r'^( *)(\w+)\.classList\.remove\("light", "dark"\);\n'
                   r'\1\2\.classList\.add\(resolvedTheme\);\n', re.M)
_SCHEME = re.compile(r"^( *)(\w+)\.style\.colorScheme = resolvedTheme;\n", re.M)


def _quiet_swap(match: re.Match) -> str:
    indent, element = match[1], match[2]
    other = 'resolvedTheme === "dark" ? "light" : "dark"'
    return (f"{indent}{_MARKER}\n"
            f"{indent}if (!{element}.classList.contains(resolvedTheme) || "
            f"{element}.classList.contains({other})) {{\n"
            f'{indent}  {element}.classList.remove("light", "dark");\n'
            f"{indent}  {element}.classList.add(resolvedTheme);\n"
            f"{indent}}}\n")


def _quiet_scheme(match: re.Match) -> str:
    indent, element = match[1], match[2]
    return (f"{indent}if ({element}.style.colorScheme !== resolvedTheme) "
            f"{element}.style.colorScheme = resolvedTheme;\n")


def quiet_theme_js(source: str, path: str = THEME_JS) -> str:
    """The colour mode's class swap (and color-scheme write) made conditional (idempotent)."""
    if _MARKER in source:
        return source
    quiet, swaps = _SWAP.subn(_quiet_swap, source)
    if swaps != 1:
        raise RuntimeError(f"{path} changed shape: cannot keep the colour mode from restyling")
    return _SCHEME.sub(_quiet_scheme, quiet)


class QuietThemePlugin(Plugin):
    """Rewrites the colour mode's effects at every compile."""

    def pre_compile(self, **context) -> None:
        """Queue both patches."""
        context["add_modify_task"](THEME_JS, quiet_theme_js)
        context["add_modify_task"](PROVIDER_JS, lambda source: quiet_theme_js(source,
                                                                              PROVIDER_JS))
