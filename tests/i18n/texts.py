"""Every text the catalogue must hold: t("...") literals in the code, the data shown through
t(...), and the services' messages."""

import ast
import re
from pathlib import Path

from marketplace_app import catalog
from marketplace_app import texts
from marketplace_app.texts import discovery as DT, site as site_content, social as ST
from marketplace_app.components import auth_dialogs, collab_cards, footer, page_meta
from marketplace_app.pages import auth_pages, discovery_browse, manage, services
from marketplace_app.services.accounts import onboarding
from marketplace_app.services.portfolios import own_listing
from marketplace_app.services.social import interactions
from marketplace_app.i18n.data_names import HINT_MESSAGES
from marketplace_app.state import signin_forms as auth_state
from marketplace_app.state import manage as manage_state

APP = Path(__file__).resolve().parents[2] / "marketplace_app"
ERRORS = {"Invalid", "Conflict", "NotFound", "Forbidden", "Unauthorized", "TooLarge",
          "Unprocessable", "ServiceError", "RateLimited"}
SENTENCE = re.compile(r"[A-Za-z].*\s.*[A-Za-z]")


def _literal(node) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def code_texts() -> set[str]:
    """t("literal") calls anywhere in the app, and literal messages of service errors."""
    found = set()
    for path in APP.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and node.args:
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                text = _literal(node.args[0])
                if name == "reader_text" and len(node.args) > 1:
                    text, name = _literal(node.args[1]), "t"
                if text and (name in ("t", "page_title", "said") or (name in ERRORS and "services" in path.parts)):
                    found.add(text)
    return found


def _message(text) -> bool:
    return isinstance(text, str) and bool(SENTENCE.search(text)) and "=" not in text


def service_messages() -> set[str]:
    """Module-level message constants of the services (NAME = "A sentence ..."), and the
    values of their message tables (NAME = {key: "A sentence ...", ...})."""
    found = set()
    for path in (APP / "services").rglob("*.py"):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1:
                target = getattr(node.targets[0], "id", "")
                if not target.isupper() or target.startswith("_"):
                    continue
                values = node.value.values if isinstance(node.value, ast.Dict) else [node.value]
                found |= {text for text in map(_literal, values) if _message(text)}
    return found


# Messages built from a closed set of values, each variant translated whole (Hindi word order
# and gender agreement differ per variant): the function and every text it can return.
ENUMERATED = {
    "self_action_message": {interactions.self_action_message(action, kind)
                            for action in ("admire", "appreciate", "share")
                            for kind in interactions.SELF_NOUNS},
}


def _template(node) -> str | None:
    """f"{label} is required" as the catalogue key "{label} is required" (None when a value
    is an expression the reader's language could not name)."""
    parts = []
    for value in node.values:
        if isinstance(value, ast.Constant):
            parts.append(value.value)
        elif isinstance(value.value, ast.Name):
            parts.append("{%s}" % value.value.id)
        elif isinstance(value.value, ast.Attribute):
            parts.append("{%s}" % value.value.attr)
        else:
            return None
    return "".join(parts)


def built_messages() -> tuple[set[str], list[str]]:
    """Service error messages built at run time: f-strings raised, or returned by a function
    whose result is raised. Returns (their templates, the places that cannot be translated)."""
    trees = {path: ast.parse(path.read_text()) for path in (APP / "services").rglob("*.py")}
    raised, builders = [], set()
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ERRORS \
                    and node.args:
                first = node.args[0]
                if isinstance(first, ast.JoinedStr):
                    raised.append((path, first))
                elif isinstance(first, ast.Call) and isinstance(first.func, ast.Name):
                    builders.add(first.func.id)
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name in builders \
                    and node.name not in ENUMERATED:
                raised += [(path, r) for ret in ast.walk(node) if isinstance(ret, ast.Return)
                           for r in ast.walk(ret) if isinstance(r, ast.JoinedStr)]
    templates, untranslatable = set(), []
    for path, node in raised:
        template = _template(node)
        if template is None:
            untranslatable.append(f"{path.relative_to(APP)}:{node.lineno}")
        else:
            templates.add(template)
    return templates, untranslatable


def field_labels() -> set[str]:
    """The field names the profile rules put into their messages ("Bio must be text")."""
    found = set()
    for path in (APP / "services" / "accounts").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and len(node.args) > 1 and \
                    getattr(node.func, "attr", getattr(node.func, "id", "")) in \
                    ("text", "choice", "string_list"):
                label = _literal(node.args[1])
                if label:
                    found.add(label)
    return found


def data_texts() -> set[str]:
    """Data the pages show through t(variable)."""
    sc = site_content
    found = {sc.HEADLINE, sc.BRAND_TAGLINE, *sc.QUICK_SUGGESTIONS, *sc.HERO_PLACEHOLDERS.values()}
    found |= {s.title for s in sc.HOW_IT_WORKS} | {s.text for s in sc.HOW_IT_WORKS}
    found |= {p.category for p in sc.TALENT_SHOWCASE} | {p.city for p in sc.TALENT_SHOWCASE}
    found |= {label for label, _ in sc.FOOTER_CATEGORIES} | {label for label, _ in sc.SECTIONS}
    found |= {label for _, label in sc.EXPERIENCE_FILTERS}
    found |= {c.name for c in catalog.CATEGORIES}
    found |= {s for c in catalog.CATEGORIES for s in c.subcategories}
    found |= set(catalog.CITIES) | set(catalog.EXPERIENCE_LEVELS) | set(catalog.EDUCATION)
    found |= set(catalog.SERVICE_TYPES)
    found |= {auth_state.GOOGLE_NOT_SET_UP, auth_pages.GOOGLE_OFF_NOTE}
    found |= {auth_pages.TALENT_TITLE, auth_pages.CLIENT_TITLE, services.TITLE}
    found |= {text for _, label, _, hint in auth_dialogs.ROLE_CHOICES for text in (label, hint)}
    found |= set(footer.FOOTER_SECTIONS.values()) | set(footer.LEGAL_LINKS)
    found |= {label for label, _ in collab_cards.STATUS_LOOK.values()}
    found |= {label for label, _, _ in collab_cards.BUTTONS.values()}
    found |= {text for _, *texts in manage.EMPTY.values() for text in texts}
    found |= set(manage.TAB_LABELS.values()) | {manage.INBOX_LABEL}
    found |= set(manage_state.DONE.values()) | set(manage_state.BUDGET_TEXTS)
    found |= {DT.COLABS, DT.SAVE, DT.SAVED, DT.SAVED_OK, DT.UNSAVED_OK, ST.VERIFIED,
              ST.UNVERIFIED, ST.VERIFIED_HINT, ST.UNVERIFIED_HINT}
    found |= {page_meta.DEFAULT, *page_meta.DESCRIPTIONS.values()}
    return found


def text_modules() -> list:
    """Every module of marketplace_app/texts/, one an area."""
    import importlib
    import pkgutil
    return [importlib.import_module(f"{texts.__name__}.{info.name}")
            for info in pkgutil.iter_modules(texts.__path__)]


def table_texts() -> set[str]:
    """The screens' text tables: every prose constant of the texts package (strings, and the
    values of label tables)."""
    from tests.i18n.bypass import prose
    found = set()
    for module in text_modules():
        for name, value in vars(module).items():
            if not name.isupper():
                continue
            values = value.values() if isinstance(value, dict) else [value]
            # A text with {placeholders} is prose when it reads as such with each a word in
            # their place ("{count} proposals": one lowercase word left is still prose).
            found |= {v for v in values if isinstance(v, str)
                      and prose(re.sub(r"\{\w+\}", "N", v))}
    found |= {message for _, message in onboarding.FIELDS} | set(own_listing.SORTS)
    return found | set(HINT_MESSAGES) | {discovery_browse.ANY}


def all_texts() -> set[str]:
    """Everything a reader can see, in English."""
    return code_texts() | service_messages() | data_texts() | table_texts() | \
        built_messages()[0] | field_labels() | set().union(*ENUMERATED.values())
