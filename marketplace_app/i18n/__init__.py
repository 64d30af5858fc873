"""The text catalogue: English (the spec's wording) is the key, Hindi comes from hi.po."""

from functools import lru_cache
from pathlib import Path

from babel.messages.pofile import read_po

from .. import catalog

LANGUAGES: tuple[str, ...] = catalog.LANGUAGES
DEFAULT_LANGUAGE = "en"
LANGUAGE_NAMES = {"en": "English", "hi": "हिन्दी"}
CATALOGUE_DIR = Path(__file__).resolve().parent


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


def translate(text: str, lang: str | None = None, **params) -> str:
    """`text` in `lang` (English when no translation exists), with {placeholders} filled."""
    found = catalogue(normalise(lang)).get(text, text)
    return found.format(**params) if params else found


def missing(texts, lang: str = "hi") -> list[str]:
    """The texts that have no entry in `lang`'s catalogue."""
    known = catalogue(lang)
    return sorted({t for t in texts if t not in known})
