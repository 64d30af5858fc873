"""Page text through the catalogue: both languages compiled in, switched in the browser."""

import reflex as rx
from reflex.vars.base import Var, VarData
from reflex_base.utils.imports import ImportVar

from ..i18n import LANGUAGE_NAMES, translate
from ..i18n.data_names import DATA_MODULE
from ..texts.site import BRAND
from ..state.account_language import AccountLanguageState
from ..state.lang import MARK_KNOWN_LANGUAGE_JS, LangState
from .radix_markup import radix_link, radix_stack

IS_HINDI = LangState.lang == "hi"


def t(text: str, **params):
    """`text` (the spec's English) or its Hindi, as the reader chose; {name} takes a Var."""
    hindi = translate(text, "hi")
    english = text.format(**params) if params else text
    hindi = hindi.format(**params) if params else hindi
    if params:
        return rx.cond(IS_HINDI, rx.Var.create(hindi), rx.Var.create(english))
    return rx.cond(IS_HINDI, hindi, english)


# The names table is one module (launch/hindi_names.py writes it at compile); each use imports it.
DATA_HI = Var(_js_expr="kalakarHi", _var_type=dict, _var_data=VarData(
    imports={f"$/{DATA_MODULE}": [ImportVar(tag="kalakarHi")]}))


def t_data(value: Var):
    """A catalogue name or rule message held in state, in the reader's language."""
    # A name, or several joined by ", " (a portfolio's categories), each looked up.
    hindi = Var(_js_expr=f"((v, h) => h[v] ?? String(v ?? '').split(', ')"
                         f".map((p) => h[p] ?? p).join(', '))({value!s}, {DATA_HI!s})",
                _var_type=str, _var_data=VarData.merge(value._get_all_var_data(),
                                                       DATA_HI._get_all_var_data()))
    return rx.cond(IS_HINDI, hindi, value)


# A comma after each digit that 3, 5, 7... digits follow. Not toLocaleString('en-IN'): its first
# call loads the locale's number data, 60 ms on a phone (4x CPU) in the first card drawn.
INDIAN_GROUPING = r"/(\d)(?=(\d\d)*\d{3}$)/g"


def count_text(value: Var):
    """A count with Indian grouping (1,23,456), as formats.number writes it."""
    return Var(_js_expr=f"String(Math.trunc(Number({value!s} ?? 0)))"
                        f".replace({INDIAN_GROUPING}, '$1,')", _var_type=str,
               _var_data=value._get_all_var_data())


def page_title(text: str):
    """A document title: the page's name in the reader's language, then the brand."""
    return t(text) + f" · {BRAND}"


def language_watcher() -> rx.Component:
    """Invisible: marks the known language and settles it with the server when a page
    mounts."""
    return rx.fragment(on_mount=rx.call_script(
        MARK_KNOWN_LANGUAGE_JS, callback=AccountLanguageState.settle_language))


def language_switch(dark: bool = False) -> rx.Component:
    """English / हिन्दी: two links, the current one marked (plain elements with Radix's
    classes: components/header_look.py draws them)."""

    def option(code: str) -> rx.Component:
        current = LangState.lang == code if code == "hi" else LangState.lang != "hi"
        look = "rt-r-size-2 lang-option lang-dark" if dark else "rt-r-size-2 lang-option"
        return radix_link(
            LANGUAGE_NAMES[code], to=f"?lang={code}", lang=code,
            on_click=[rx.prevent_default, LangState.set_language(code),
                      AccountLanguageState.keep_chosen],
            aria_current=rx.cond(current, "true", "false"),
            classes=rx.cond(current, f"{look} rt-r-weight-bold",
                            f"{look} rt-r-weight-regular lang-other"))

    return radix_stack(rx.el.span(class_name="lang-icon fs-i i-languages",
                                  custom_attrs={"aria-hidden": "true"}),
                       option("en"),
                       rx.el.p("/", class_name="rt-Text rt-r-size-2",
                               custom_attrs={"aria-hidden": "true"}),
                       option("hi"),
                       direction="row", gap="2", align="center", classes="language-switch")
