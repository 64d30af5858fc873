"""Small HTML helpers for the server-rendered first screen."""

from html import escape

from ..i18n import translate


def esc(value) -> str:
    """Text or attribute value, escaped."""
    return escape(str(value), quote=True)


def tag(name: str, attrs: dict | None = None, *children: str) -> str:
    """One element; attributes whose value is None are left out."""
    pairs = "".join(f' {k}="{esc(v)}"' for k, v in (attrs or {}).items() if v is not None)
    return f"<{name}{pairs}>{''.join(children)}</{name}>"


def text(message: str, lang: str, **params) -> str:
    """A catalogue text in the reader's language, escaped."""
    return esc(translate(message, lang, **params) if lang == "hi" else
               (message.format(**params) if params else message))


def texts(*parts: str) -> str:
    """Adjacent texts of one element as React's server renderer writes them: the non-empty
    ones with an empty comment between, so that hydration finds each as a text node of its
    own (one joined text node is a mismatch, and React draws the whole part again)."""
    return "<!-- -->".join(part for part in parts if part)


def data_name(value: str, lang: str) -> str:
    """A catalogue name from data (a city, level, category; several joined by ", "), in the
    reader's language, unescaped."""
    if lang != "hi" or not value:
        return value
    return ", ".join(translate(part, "hi") for part in value.split(", "))


def data_text(value: str, lang: str) -> str:
    """A catalogue name from data, in the reader's language, escaped."""
    return esc(data_name(value, lang))

