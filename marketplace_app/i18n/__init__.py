"""The text catalogue: English (the spec's wording) is the key, Hindi comes from hi.po."""

import re
from functools import lru_cache
from http.cookies import CookieError, SimpleCookie
from pathlib import Path

from babel.messages.pofile import read_po

from .. import catalog

LANGUAGES: tuple[str, ...] = catalog.LANGUAGES
DEFAULT_LANGUAGE = "en"
LANGUAGE_NAMES = {"en": "English", "hi": "हिन्दी"}
# The reader's choice for the server that fills in pages; the browser keeps it in localStorage.
LANGUAGE_COOKIE = "lang"
LANGUAGE_COOKIE_MAX_AGE = 31_536_000  # a year
CATALOGUE_DIR = Path(__file__).resolve().parent
_PLACEHOLDER = re.compile(r"\{(\w+)\}")


@lru_cache(maxsize=None)
def catalogue(lang: str) -> dict[str, str]:
    """msgid -> translation for one language (empty for English, whose keys are the text)."""
    path = CATALOGUE_DIR / f"{lang}.po"
    if lang == DEFAULT_LANGUAGE or not path.exists():
        return {}
    with path.open("rb") as handle:
        po = read_po(handle, locale=lang)
    return {m.id: m.string for m in po if m.id and isinstance(m.id, str) and m.string}


def normalise(lang: str | None) -> str:
    """A supported language code from 'hi', 'hi-IN', 'en-GB,en;q=0.9', None, ..."""
    code = (lang or "").split(",")[0].split(";")[0].strip().lower().split("-")[0]
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


def exact_language(value: str | None) -> str | None:
    """`value` when it names a supported language as it is ("hi", " HI"), else None: an
    address's ?lang= or a kept choice, never guessed from "hi-IN" or "xx"."""
    if value and normalise(value) == value.strip().lower():
        return normalise(value)
    return None


def kept_language(cookie_header: str | None) -> str | None:
    """The `lang` cookie's value in a Cookie header (None when absent or unreadable)."""
    jar = SimpleCookie()
    try:
        jar.load(cookie_header or "")
    except CookieError:
        return None
    morsel = jar.get(LANGUAGE_COOKIE)
    return morsel.value if morsel else None


@lru_cache(maxsize=None)
def _templates(lang: str) -> tuple[tuple[re.Pattern, str], ...]:
    """Entries with {placeholders} as patterns an already filled-in English text matches."""
    found = []
    for english, hindi in catalogue(lang).items():
        parts = _PLACEHOLDER.split(english)
        if len(parts) < 3 or len(set(parts[1::2])) != len(parts[1::2]):
            continue
        pattern = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)"
                          for i, p in enumerate(parts))
        found.append((re.compile(pattern, re.S), hindi))
    # The template with the most fixed text is the most specific one.
    found.sort(key=lambda entry: -len(_PLACEHOLDER.sub("", entry[0].pattern)))
    return tuple(found)


def _filled(text: str, lang: str) -> str | None:
    """A message the services filled in ("Bio must be at most 2000 characters"), translated
    through its template, each value translated too when the catalogue has it."""
    known = catalogue(lang)
    for pattern, hindi in _templates(lang):
        match = pattern.fullmatch(text)
        if match:
            values = {name: ", ".join(known.get(part, part) for part in value.split(", "))
                      for name, value in match.groupdict().items()}
            return hindi.format(**values)
    return None


def translate(text: str, lang: str | None = None, **params) -> str:
    """`text` in `lang` (English when no translation exists), with {placeholders} filled."""
    code = normalise(lang)
    found = catalogue(code).get(text)
    if found is None and not params and code != DEFAULT_LANGUAGE and isinstance(text, str):
        found = _filled(text, code)
    found = text if found is None else found
    return found.format(**params) if params else found


def missing(texts, lang: str = "hi") -> list[str]:
    """The texts that have no entry in `lang`'s catalogue."""
    known = catalogue(lang)
    return sorted({t for t in texts if t not in known})
