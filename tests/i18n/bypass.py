"""Finds page text that reaches the reader without the catalogue: literals, module constants and
imported text tables handed to a component, a page registration or a toast."""

import ast
import importlib
import re
import types
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "marketplace_app"
# Shown as they are in both languages: brand names and symbols.
LOANWORDS = {"Instagram", "LinkedIn", "YouTube", "X", "Kalakar", "English"}
PROSE_KEYWORDS = {"placeholder", "aria_label", "alt", "label", "title", "content", "description"}
NOT_PROSE = re.compile(r"(var\(|px\b|rgba|gradient|calc\(|^[#&./]|@|https?:|\bease\b|^\w+-\w+$"
                       r"|^[a-z_]+$|^[a-z]+[A-Z]\w*$|\{|<|^[A-Z_]+$|^[a-z0-9]+(-[a-z0-9]+)+$"
                       r"|^(?=\S*-)[a-z-]+( [a-z-]+)+$)")  # CSS class lists
NOT_COMPONENTS = {"icon", "call_script", "page_title", "redirect", "Var", "create", "getLogger",
                  "format", "get", "join", "split", "replace", "startswith", "endswith", "t",
                  "translate", "reader_text"}
# State handlers show text only through these; their text must come from reader_text(...).
TOASTS = {"error", "success", "info", "warning", "window_alert"}
CONSTANT = re.compile(r"^[A-Z][A-Z0-9_]*$")
# Components whose children are read: here even one lowercase word ("or") is prose.
TEXT_TAGS = {"text", "heading", "button", "badge", "link", "span", "strong", "em", "label",
             "callout", "tooltip"}


def prose(text: str) -> bool:
    """Words a reader would read (not a colour, class name, URL or identifier)."""
    text = text.strip()
    return bool(re.search(r"[A-Za-z]{2,}", text)) and not NOT_PROSE.search(text) \
        and text not in LOANWORDS


def _prose_in(value, options: bool = True) -> list[str]:
    """The prose inside a constant's value: a string, a label table, or (handed straight to a
    component) a list of options shown as they are."""
    if isinstance(value, str):
        return [value] if prose(value) else []
    if isinstance(value, dict):
        value = list(value.values())
    elif not options:
        return []
    if isinstance(value, (list, tuple, set, frozenset)):
        return [v for v in value if isinstance(v, str) and prose(v)]
    return []


def _constant(node, module) -> object:
    """The value of NAME or TABLE.NAME (a module's constant), else None."""
    if isinstance(node, ast.Name) and CONSTANT.match(node.id):
        return getattr(module, node.id, None)
    if isinstance(node, ast.Attribute) and CONSTANT.match(node.attr) \
            and isinstance(node.value, ast.Name):
        owner = getattr(module, node.value.id, None)
        if isinstance(owner, types.ModuleType) and \
                owner.__name__.split(".")[0] == module.__name__.split(".")[0]:
            return getattr(owner, node.attr, None)
    if isinstance(node, ast.Subscript):
        return _constant(node.value, module)
    return None


def _shown(node, module, options: bool = True) -> list[str]:
    """Prose an argument hands over as is: a literal, a constant, or either side of `or`/`if`."""
    if isinstance(node, ast.BoolOp):
        return [s for v in node.values for s in _shown(v, module, options)]
    if isinstance(node, ast.IfExp):
        return _shown(node.body, module, options) + _shown(node.orelse, module, options)
    if isinstance(node, ast.JoinedStr):  # read with a word in each value's place
        text = "".join(v.value if isinstance(v, ast.Constant) else "n" for v in node.values)
        words = [w for v in node.values if isinstance(v, ast.Constant) for w in v.value.split()]
        classes = all("-" in w for w in words)  # f"{base} rt-r-weight-bold"
        return ([text] if words and not classes and prose(text) else []) + [
            s for v in node.values if isinstance(v, ast.FormattedValue)
            for s in _shown(v.value, module, options)]
    if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "list" and node.args:
        return _shown(node.args[0], module, options)
    if isinstance(node, ast.Constant):
        return [node.value] if isinstance(node.value, str) and prose(node.value) else []
    if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "format":
        return _shown(node.func.value, module)
    return _prose_in(_constant(node, module), options)


def _component(func) -> bool:
    """rx.text, rx.select.item, ...: a Reflex component itself, not one of our helpers."""
    while isinstance(func, ast.Attribute):
        func = func.value
    return isinstance(func, ast.Name) and func.id == "rx"


def _module(path: Path, app: Path):
    name = ".".join(path.relative_to(app.parent).with_suffix("").parts)
    return importlib.import_module(name)


def _calls(path: Path):
    """Every call, except those computing a control's value (an option key, not shown)."""
    tree = ast.parse(path.read_text())
    hidden = {id(n) for node in ast.walk(tree) if isinstance(node, ast.keyword)
              and node.arg in ("value", "default_value") for n in ast.walk(node.value)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and id(node) not in hidden:
            yield node, getattr(node.func, "attr", getattr(node.func, "id", ""))


def _kept(path: Path):
    """(assignment, value) for each value a handler keeps in a state var: self.x = value, or
    self.x, self.y = a, b."""
    for node in ast.walk(ast.parse(path.read_text())):
        if not isinstance(node, ast.Assign):
            continue
        for target in node.targets:
            if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
                pairs = zip(target.elts, node.value.elts)
            else:
                pairs = [(target, node.value)]
            for name, value in pairs:
                if isinstance(name, ast.Attribute) and getattr(name.value, "id", "") == "self":
                    yield node, value


def _service_message(node) -> list[str]:
    """A service's message (exc.message) kept as it came, in English."""
    if isinstance(node, ast.BoolOp):
        return [s for v in node.values for s in _service_message(v)]
    if isinstance(node, ast.Attribute) and node.attr == "message":
        return [f"{ast.unparse(node)} (a service message, English)"]
    return []


def bypassing_texts(app: Path = APP) -> list[str]:
    """Every place where page text skips t(...) or reader_text(...)."""
    from marketplace_app.i18n.data_names import data_table
    found, data_names = [], set(data_table())

    def report(path, node, texts):
        found.extend(f"{path.relative_to(app)}:{node.lineno}: {text!r}" for text in texts)

    for folder in ("pages", "components"):
        for path in sorted((app / folder).rglob("*.py")):
            module = _module(path, app)
            for call, name in _calls(path):
                if name == "create":  # SomeComponent.create(...): its labels are read all the same
                    for kw in call.keywords:
                        if kw.arg in PROSE_KEYWORDS:
                            report(path, kw.value, _shown(kw.value, module))
                    continue
                if name in NOT_COMPONENTS or name.endswith("Error"):  # errors are for developers
                    continue
                options = _component(call.func)
                for arg in call.args:
                    report(path, arg, _shown(arg, module, options))
                    if options and name in TEXT_TAGS and isinstance(arg, ast.Constant) and \
                            isinstance(arg.value, str) and re.fullmatch(r"[a-z]{2,}", arg.value):
                        report(path, arg, [arg.value])
                for kw in call.keywords:
                    if kw.arg in PROSE_KEYWORDS:
                        report(path, kw.value, _shown(kw.value, module, options))
                    elif kw.arg not in ("id", "key", "name", "route", "class_name") and \
                            not isinstance(kw.value, ast.Constant):
                        report(path, kw.value, _prose_in(_constant(kw.value, module), options))
    for path in sorted((app / "state").rglob("*.py")):
        module = _module(path, app)
        for node, value in _kept(path):  # names the pages show through t_data() may stay
            report(path, node, [text for text in _shown(value, module) if text not in data_names]
                   + _service_message(value))
        for call, name in _calls(path):
            if name in TOASTS and _component(call.func):  # rx.toast.*, not log.warning
                for value in list(call.args) + [k.value for k in call.keywords
                                                if k.arg == "description"]:
                    report(path, value, _shown(value, module))
    return found


# Module constants of pages, components and states that hold code, not reader text.
NOT_TEXT_CONSTANTS = {"__all__", "BACK_SCRIPT", "IMAGE_ACCEPT", "MEDIA_ACCEPT", "_SOURCE",
                      "_RESUMABLE_SOURCE", "_PROGRESS_SOURCE",
                      "_VIDEO_PLUGIN", "DEVANAGARI_RANGE", "FONT_FACES", "SWITCH_FAMILY",
                      "SWITCH_FACES", "HINDI_LINE_HEIGHTS", "SYSTEM_FONTS"}
TEXT_CALLS = {"t": 0, "page_title": 0, "reader_text": 1}


def held_texts(app: Path = APP) -> list[str]:
    """Reader text written in a page, component or state module instead of texts/: a literal
    handed to t(), page_title() or reader_text(), or a module constant holding prose."""
    found = []
    for folder in ("pages", "components", "state"):
        for path in sorted((app / folder).rglob("*.py")):
            tree = ast.parse(path.read_text())
            where = path.relative_to(app)
            for node in ast.walk(tree):
                name = getattr(getattr(node, "func", None), "id", "")
                if isinstance(node, ast.Call) and name in TEXT_CALLS and \
                        len(node.args) > TEXT_CALLS[name]:
                    arg = node.args[TEXT_CALLS[name]]
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        found.append(f"{where}:{arg.lineno}: {arg.value!r}")
            for node in tree.body:
                if not isinstance(node, ast.Assign) or any(
                        getattr(target, "id", "") in NOT_TEXT_CONSTANTS for target in node.targets):
                    continue
                found.extend(f"{where}:{node.lineno}: {n.value!r}" for n in ast.walk(node.value)
                             if isinstance(n, ast.Constant) and isinstance(n.value, str)
                             and prose(n.value))
    return found
