"""Page text through the catalogue: both languages compiled in, switched in the browser."""

import reflex as rx

from ..i18n import LANGUAGE_NAMES, translate
from ..site_content import BRAND
from ..state.lang import LangState

IS_HINDI = LangState.lang == "hi"


def t(text: str, **params):
    """`text` (the spec's English) or its Hindi, as the reader chose; {name} takes a Var."""
    hindi = translate(text, "hi")
    english = text.format(**params) if params else text
    hindi = hindi.format(**params) if params else hindi
    if params:
        return rx.cond(IS_HINDI, rx.Var.create(hindi), rx.Var.create(english))
    return rx.cond(IS_HINDI, hindi, english)


def page_title(text: str):
    """A document title: the page's name in the reader's language, then the brand."""
    return t(text) + f" · {BRAND}"


def language_watcher() -> rx.Component:
    """Invisible: settles the language when a page mounts."""
    return rx.fragment(on_mount=rx.call_script(
        "navigator.language || ''", callback=LangState.init_language))


def language_switch(dark: bool = False) -> rx.Component:
    """English / हिन्दी: two links, the current one marked."""

    def option(code: str) -> rx.Component:
        current = LangState.lang == code if code == "hi" else LangState.lang != "hi"
        return rx.link(
            LANGUAGE_NAMES[code], href=f"?lang={code}", lang=code,
            on_click=[rx.prevent_default, LangState.set_language(code)],
            aria_current=rx.cond(current, "true", "false"),
            weight=rx.cond(current, "bold", "regular"), underline="none", size="2",
            color=("white" if dark else "inherit"),
            opacity=rx.cond(current, "1", "0.75"),
        )

    return rx.hstack(rx.icon("languages", size=16, aria_hidden="true"), option("en"),
                     rx.text("/", size="2", aria_hidden="true"), option("hi"),
                     spacing="2", align="center", class_name="language-switch")
