"""The text catalogue is complete, and no page text bypasses it."""

import ast
import re
from pathlib import Path

from marketplace_app.i18n import catalogue, translate
from tests.i18n.texts import APP, all_texts

# Shown as they are in both languages: brand names and symbols.
LOANWORDS = {"Instagram", "LinkedIn", "YouTube", "X", "Kalakar"}
PROSE_KEYWORDS = {"placeholder", "aria_label", "alt", "label", "title", "content"}
NOT_PROSE = re.compile(r"(var\(|px\b|rgba|gradient|calc\(|^[#&./]|@|https?:|ease\b|^\w+-\w+$"
                       r"|^[a-z_]+$|^[a-z]+[A-Z]\w*$|\{|<|^[A-Z_]+$)")
NOT_COMPONENTS = {"icon", "call_script", "page_title", "redirect", "Var", "create", "getLogger", "format",
                  "get", "join", "split", "replace", "startswith", "endswith", "t", "translate"}


def _prose(text: str) -> bool:
    return bool(re.search(r"[A-Za-z]{2,}", text)) and not NOT_PROSE.search(text) \
        and text not in LOANWORDS


def bypassing_texts() -> list[str]:
    """Prose literals handed straight to a component in pages/ and components/."""
    found = []
    for folder in ("pages", "components"):
        for path in (APP / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text())):
                if not isinstance(node, ast.Call):
                    continue
                name = getattr(node.func, "attr", getattr(node.func, "id", ""))
                if name in NOT_COMPONENTS:
                    continue
                values = list(node.args) + [k.value for k in node.keywords
                                            if k.arg in PROSE_KEYWORDS]
                for value in values:
                    parts = value.values if isinstance(value, ast.JoinedStr) else [value]
                    for part in parts:
                        if isinstance(part, ast.Constant) and isinstance(part.value, str) \
                                and _prose(part.value.strip()):
                            found.append(f"{path.relative_to(APP)}:{value.lineno}: "
                                         f"{part.value!r}")
    return found


def test_every_text_has_hindi():
    missing = sorted(all_texts() - set(catalogue("hi")))
    assert not missing, (
        f"{len(missing)} texts have no Hindi. Write natural Hindi for them in a file holding\n"
        "HI = {english: hindi, ...} and run `.venv/bin/python scripts/i18n_catalogue.py --merge "
        "FILE`\n(it rewrites marketplace_app/i18n/hi.po; without --merge it lists what is "
        "missing):\n" + "\n".join(missing[:60]))


def test_no_page_text_bypasses_the_catalogue():
    offenders = bypassing_texts()
    assert not offenders, (
        "Page text must go through the catalogue: wrap it in t(...) from "
        "marketplace_app.components.i18n (t('Hello {name}', name=State.var) for values), "
        "page titles in page_title(...), toasts in `await reader_text(self, ...)` from "
        "marketplace_app.state.lang; then add the Hindi (see test_every_text_has_hindi):\n"
        + "\n".join(offenders))


def test_english_stays_the_spec_wording():
    assert translate("Please enter both email and password", "en") == \
        "Please enter both email and password"
    assert translate("Please enter both email and password", "hi") == \
        "कृपया ईमेल और पासवर्ड दोनों डालें"


def test_placeholders_survive_translation():
    for english, hindi in catalogue("hi").items():
        assert set(re.findall(r"\{\w+\}", english)) == set(re.findall(r"\{\w+\}", hindi)), english


def test_bypass_check_catches_a_raw_string(tmp_path):
    tree = ast.parse('rx.button("Share work", size="2")')
    call = tree.body[0].value
    assert _prose(call.args[0].value)
    assert not _prose("var(--gray-7)") and not _prose("Instagram")
