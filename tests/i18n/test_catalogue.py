"""The text catalogue is complete, and no page text bypasses it."""

import ast
from pathlib import Path
import re
import textwrap

from marketplace_app.i18n import catalogue, translate
from tests.i18n.bypass import bypassing_texts, held_texts, prose
from tests.i18n.texts import all_texts


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


def test_page_modules_hold_no_text_of_their_own():
    held = held_texts()
    assert not held, (
        "Reader text lives in marketplace_app/texts/ (site, discovery, workspace, social): "
        "name it there and use the name, t(TS.SHARE_WORK):\n" + "\n".join(held))


def test_the_held_text_check_catches_a_literal_and_a_table(tmp_path):
    app = tmp_path / "heldapp"
    for folder, code in (("pages", """
            TABS = {"inbox": "Requests"}
            ICON = "bell-off"
            def page():
                return rx.vstack(rx.text(t("Share your work")), rx.text(t(T.HELLO)))
            """), ("components", ""), ("state", """
            async def save(self):
                return await reader_text(self, "Profile updated successfully")
            """)):
        (app / folder).mkdir(parents=True)
        (app / folder / "screen.py").write_text(textwrap.dedent(code))
    found = held_texts(app)
    assert sorted(line.split(": ", 1)[1] for line in found) == [
        "'Profile updated successfully'", "'Requests'", "'Share your work'"], found


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
    assert prose(call.args[0].value)
    assert not prose("var(--gray-7)") and not prose("Instagram")
    assert prose("Unable to crop this image. Please try again.")


def _fake_app(tmp_path, monkeypatch, page: str, state: str = "") -> list[str]:
    """A throwaway package laid out like marketplace_app, checked by the same rule."""
    app = tmp_path / "fakeapp"
    for folder, code in (("pages", page), ("components", ""), ("state", state)):
        (app / folder).mkdir(parents=True)
        (app / folder / "__init__.py").write_text("")
        (app / folder / "screen.py").write_text(textwrap.dedent(code))
    (app / "__init__.py").write_text("")
    (app / "texts.py").write_text('HELLO = "Share your work"\nLABELS = {"m": "Male"}\n'
                                  'NOTE = "Profile updated successfully"\n')
    monkeypatch.syspath_prepend(str(tmp_path))
    return bypassing_texts(app)


def test_bypass_check_catches_constants_and_text_tables(tmp_path, monkeypatch):
    found = _fake_app(tmp_path, monkeypatch, """
        import reflex as rx
        from fakeapp import texts as T
        from fakeapp.texts import HELLO
        TITLE = "My Portfolio"
        def page():
            return rx.vstack(rx.heading(T.HELLO), rx.text(HELLO), rx.text(TITLE),
                             rx.select.root(labels=T.LABELS),
                             rx.text(t(T.HELLO)), rx.cond(True, T.HELLO, ""))
        """, state="""
        import reflex as rx
        from fakeapp import texts as T
        async def save(self):
            yield rx.toast.success(T.NOTE)
            yield rx.toast.error(exc.message or T.NOTE)
            yield rx.toast.success(await reader_text(self, T.NOTE))
        """)
    shown = sorted(line.split(": ", 1)[1] for line in found)
    assert shown == sorted(["'Share your work'", "'Share your work'", "'My Portfolio'",
                            "'Male'", "'Share your work'", "'Profile updated successfully'",
                            "'Profile updated successfully'"]), found


def test_service_messages_built_from_values_name_each_value():
    from tests.i18n.texts import built_messages
    templates, untranslatable = built_messages()
    assert "{label} is required" in templates
    assert not untranslatable, (
        "A service message is built from an expression the catalogue cannot name: put the "
        "value in a variable first (megabytes = ...; f\"... {megabytes} MB\"), or list every "
        "variant in ENUMERATED (tests/i18n/texts.py):\n" + "\n".join(untranslatable))


def test_a_filled_in_message_is_translated_through_its_template():
    assert translate("Bio must be at most 2000 characters", "hi") == \
        "परिचय में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं"
    assert translate("Please select a subcategory of Photography", "hi") == \
        "कृपया फ़ोटोग्राफ़ी की कोई सब-कैटेगरी चुनें"
    assert translate("Too many attempts. Please try again in 42 seconds.", "hi") == \
        "बहुत ज़्यादा कोशिशें हो गईं। कृपया 42 सेकंड बाद फिर कोशिश करें।"
    assert translate("Bio must be at most 2000 characters", "en") == \
        "Bio must be at most 2000 characters"
    assert translate("Something nobody wrote", "hi") == "Something nobody wrote"


def test_every_api_message_goes_through_the_reader_language():
    """A route's literal {"message": ...} must be said(...) (or a message object's JSON)."""
    app = Path(__file__).resolve().parents[2] / "marketplace_app" / "api" / "routes"
    raw = []
    for path in sorted(app.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Dict):
                continue
            for key, value in zip(node.keys, node.values):
                if isinstance(key, ast.Constant) and key.value == "message":
                    name = getattr(value, "func", None)
                    name = getattr(name, "id", getattr(name, "attr", ""))
                    if name != "said" and not name.endswith("_json"):
                        raw.append(f"{path.name}:{node.lineno}")
    assert not raw, "API messages that skip said(...):\n" + "\n".join(raw)


def test_bypass_check_catches_english_kept_in_state(tmp_path, monkeypatch):
    found = _fake_app(tmp_path, monkeypatch, """
        import reflex as rx
        def page():
            return rx.hstack(rx.text("or"), rx.icon("x"), rx.box(class_name="card"),
                             rx.text(t("or")))
        """, state="""
        from fakeapp import texts as T
        async def load(self):
            try:
                pass
            except Exception as exc:
                self.busy, self.error = False, exc.message
                self.note = T.NOTE
                self.fine = await reader_text(self, exc.message)
                self.level = "Remote"
        """)
    shown = sorted(line.split(": ", 1)[1] for line in found)
    assert shown == ["'Profile updated successfully'",
                     "'exc.message (a service message, English)'", "'or'"], found
