"""Trim the Radix Themes stylesheets of a build to the rules its pages can use, before the build
that bundles them (so the trimmed sheet is named by its own content's hash).

What a page can use comes from the compiled components: which Radix components each page
renders, and the props each is given (`size`, `variant`, responsive values...). A rule such as
`.rt-Button:where(.rt-r-size-4)` stays only when some component carrying `rt-Button` is given
size 4 (or has it by default). Classes our own markup writes by hand (the server-rendered first
screens, display rules) are kept as they are."""

import json
import re
import subprocess
import tempfile
from pathlib import Path

PACKAGE_ROOT = Path(__file__).resolve().parents[1]
TRIM_SCRIPT = Path(__file__).resolve().parent / "css" / "trim_css.mjs"
PROPERTIES_SCRIPT = Path(__file__).resolve().parent / "css" / "drop_unused_properties.mjs"
TOOLS_DIR = PACKAGE_ROOT.parent / "tools"
# The theme is always light (components/theme.py), so no page carries these.
DEAD_CLASSES = ("dark", "dark-theme")
# A sibling rule through `*` (`A + * .b`) makes the browser restyle the whole page whenever a
# node is added anywhere (the streamed page's scripts, React's takeover); the element after a
# segmented control's item is always another item, so the rule names it.
_ANY_SIBLING = re.compile(r"\+\s*\*\s+(\.rt-SegmentedControlItemSeparator)")
NAMED_SIBLING = r"+ .rt-SegmentedControlItem \1"

_RADIX_IMPORT = re.compile(r"@import url\('@radix-ui/themes/([\w/.-]+\.css)'\);")
_COLOR_TOKENS = re.compile(r"@radix-ui/themes/tokens/colors/([a-z]+)\.css")
_COMPONENT_USE = re.compile(r"jsx\(RadixThemes([A-Z]\w*)(?:\.\w+)*,\s*\{")
_COMPONENT_NAME = re.compile(r"RadixThemes([A-Z]\w*)")
_RELATIVE_IMPORT = re.compile(r'from\s*"(\.{1,2}/[^"]+\.js)"')
_CLASS_LITERAL = re.compile(r"(?<![\w-])(?:(?:xs|sm|md|lg|xl):)?-?rt-[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*"
                            r"(?![\w{-])")
_COMPONENT_CLASS = re.compile(r"^rt-[A-Z]")
_PROPERTY_READ = re.compile(r"var\(\s*(--[\w-]+)")
_PROP_DEF = re.compile(r'(\w+):\{([^{}]*?className:"(rt-[\w-]+)"[^{}]*)\}')
_DEFAULT = re.compile(r'default:"([^"]*)"')
_LITERAL_PROP = re.compile(r'(?<![\w$."\[])(\w+):"([^"]*)"')
_RESPONSIVE_PROP = re.compile(r'(?<![\w$."\[])(\w+):\(\{([^(){}]*)\}\)')
_BREAKPOINT_VALUE = re.compile(r'\["(\w+)"\]\s*:\s*"([^"]*)"')
# A value computed in the browser: a state var or a condition (not a literal, not a number).
_COMPUTED_PROP = re.compile(r'(?<![\w$."\[])(\w+):(?=[A-Za-z_$]|\((?!\{))')
# Values some Radix props rewrite before naming the class (their parseValue functions).
VALUE_ALIASES = {"between": "space-between", "around": "space-around", "evenly": "space-evenly",
                 "current": "inset", "left": "start", "right": "end"}


def _kebab(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "-", name).lower()


def _module_closure(radix_esm: Path, component: str,
                    props: dict[str, set[str]]) -> tuple[set[str], set[str]]:
    """A component's class names (its module and what it imports), and the modifiers it
    gives itself: its props' defaults and the props its parts pass to others (a dialog's
    title is a Heading given mb="3")."""
    seen, todo = set(), [radix_esm / "components" / f"{_kebab(component)}.js"]
    classes, modifiers = set(), set()
    while todo:
        module = todo.pop().resolve()
        if module in seen or not module.exists():
            continue
        seen.add(module)
        source = module.read_text(encoding="utf-8")
        classes.update(_CLASS_LITERAL.findall(source))
        for _name, body, prefix in _PROP_DEF.findall(source):
            modifiers.update(f"{prefix}-{value}" for value in _DEFAULT.findall(body))
        modifiers |= _prop_classes(source, props)[0]
        todo.extend(module.parent / target for target in _RELATIVE_IMPORT.findall(source))
    return classes, modifiers


def _prop_prefixes(radix_esm: Path) -> dict[str, set[str]]:
    """Each Radix prop name's class prefixes (a name may mean another prefix elsewhere)."""
    prefixes: dict[str, set[str]] = {}
    for module in radix_esm.rglob("*.js"):
        for name, _body, prefix in _PROP_DEF.findall(module.read_text(encoding="utf-8")):
            prefixes.setdefault(name, set()).add(prefix)
    return prefixes


def _balanced(source: str, start: int, stop: str) -> str:
    """source from start up to the first character of stop outside brackets and strings
    (a props object: from its '{' to its '}'; a prop's value: up to its ',' or '}')."""
    depth, index, quote = 0, start, ""
    while index < len(source):
        char = source[index]
        if quote:
            if char == "\\":
                index += 1
            elif char == quote:
                quote = ""
        elif char in "\"'`":
            quote = char
        elif char in "({[":
            depth += 1
        elif char in ")}]":
            depth -= 1
            if depth == 0 and stop == "}" and char == "}":
                return source[start:index + 1]
            if depth < 0:
                return source[start:index]
        elif char == "," and depth == 0 and stop == ",":
            return source[start:index]
        index += 1
    return source[start:]


# A computed value the pages write as a choice of two literals: (condition ? "solid" : "soft").
_CHOICE = re.compile(r'^\(.*\?\s*"([^"]*)"\s*:\s*"([^"]*)"\s*\)$', re.S)


def _value_classes(prefixes: set[str], value: str, breakpoint: str = "initial") -> set[str]:
    """The classes Radix names for one prop value (as its getResponsiveClassNames does)."""
    shown = "" if breakpoint == "initial" else f"{breakpoint}:"
    classes = {f"{shown}{prefix}" for prefix in prefixes}  # an arbitrary value: base class
    for written in {value, VALUE_ALIASES.get(value, value)}:
        sign, bare = ("-", written[1:]) if written.startswith("-") else ("", written)
        classes.update(f"{shown}{sign}{prefix}-{bare}" for prefix in prefixes)
    return classes


def _prop_classes(props_text: str, props: dict[str, set[str]]) -> tuple[set[str], set[str]]:
    """Classes of the props one component is given; prefixes of props computed in the browser."""
    classes, computed = set(), set()
    for name, value in _LITERAL_PROP.findall(props_text):
        classes |= _value_classes(props.get(name, set()), value)
    for name, body in _RESPONSIVE_PROP.findall(props_text):
        for breakpoint, value in _BREAKPOINT_VALUE.findall(body):
            classes |= _value_classes(props.get(name, set()), value, breakpoint)
    for found in _COMPUTED_PROP.finditer(props_text):
        prefixes = props.get(found.group(1), set())
        choice = _CHOICE.match(_balanced(props_text, found.end(), ",").strip())
        if choice:
            for value in choice.groups():
                classes |= _value_classes(prefixes, value)
        else:
            computed.update(f"{prefix}-" for prefix in prefixes)
            classes |= prefixes
    return classes, computed


def _compiled_sources(web_dir: Path) -> list[Path]:
    return [path for folder in ("app", "app_components", "utils", "components") if (web_dir / folder).exists()
            for path in (web_dir / folder).rglob("*.jsx") if path.is_file()]


def keep_list(web_dir: Path, own: list[Path]) -> dict:
    """What the trimmed sheets may keep, as the trim script reads it."""
    radix_esm = web_dir / "node_modules" / "@radix-ui" / "themes" / "dist" / "esm"
    props = _prop_prefixes(radix_esm)
    given: dict[str, set[str]] = {}
    computed: dict[str, set[str]] = {}
    free: set[str] = set()
    for path in _compiled_sources(web_dir):
        source = path.read_text(encoding="utf-8", errors="replace")
        free.update(_CLASS_LITERAL.findall(source))
        for use in _COMPONENT_USE.finditer(source):
            props_text = _balanced(source, use.end() - 1, "}")
            classes, prefixes = _prop_classes(props_text, props)
            # A class_name naming Radix classes: the component is given them as well.
            given.setdefault(use.group(1), set()).update(classes,
                                                         _CLASS_LITERAL.findall(props_text))
            computed.setdefault(use.group(1), set()).update(prefixes)
        for name in _COMPONENT_NAME.findall(source):
            given.setdefault(name, set())
    pairs: dict[str, set[str]] = {}
    pair_prefixes: dict[str, set[str]] = {}
    for component, classes in given.items():
        closure, defaults = _module_closure(radix_esm, component, props)
        modifiers = {c for c in closure if not _COMPONENT_CLASS.match(c)} | defaults | classes
        for owner in filter(_COMPONENT_CLASS.match, closure):
            pairs.setdefault(owner, set()).update(modifiers)
            pair_prefixes.setdefault(owner, set()).update(computed.get(component, ()))
    for path in own:
        free.update(_CLASS_LITERAL.findall(path.read_text(encoding="utf-8", errors="replace")))
    # A Radix component that only our own markup draws: any of its modifiers may be written.
    hand_drawn = {c for c in free if _COMPONENT_CLASS.match(c) and c not in pairs}
    # Modifiers written by hand (free) may sit beside any component written by hand, and only
    # those: a component only Reflex draws carries the modifiers its props give it.
    return {"components": sorted(set(pairs) | hand_drawn), "free": sorted(free),
            "handOwners": sorted(filter(_COMPONENT_CLASS.match, free)),
            "pairs": {k: sorted(v) for k, v in sorted(pairs.items())},
            "pairPrefixes": {k: sorted(v) for k, v in sorted(pair_prefixes.items()) if v},
            "anyModifier": sorted(hand_drawn)}


def own_sources() -> list[Path]:
    """Our files that write Radix class names by hand (the server-rendered first screens)."""
    return [path for pattern in ("**/*.py", "**/*.js") for path in PACKAGE_ROOT.glob(pattern)]


def outside_reads(web_dir: Path, own: list[Path]) -> list[str]:
    """Custom properties read outside the Radix sheets: by the compiled pages, our own markup
    and scripts, Radix's scripts, and the other sheets and files the site serves."""
    radix_esm = web_dir / "node_modules" / "@radix-ui" / "themes" / "dist" / "esm"
    sources = [*_compiled_sources(web_dir), *own, *radix_esm.rglob("*.js"),
               *(web_dir / "styles").glob("__reflex_*.css"),
               *(path for pattern in ("**/*.css", "**/*.js")
                 for path in (web_dir / "public").glob(pattern))]
    names = set()
    for path in sources:
        names.update(_PROPERTY_READ.findall(path.read_text(encoding="utf-8", errors="replace")))
    return sorted(names)


def _drop_unused_properties(web_dir: Path, sheets: list[Path]) -> dict:
    """Remove from the trimmed sheets the custom properties nothing reads; bytes each kept."""
    with tempfile.NamedTemporaryFile("w", suffix=".json") as reads_file:
        json.dump(outside_reads(web_dir, own_sources()), reads_file)
        reads_file.flush()
        done = subprocess.run(["node", str(PROPERTIES_SCRIPT), str(TOOLS_DIR), reads_file.name,
                               *map(str, sheets)], check=True, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def named_siblings(css: str) -> str:
    """The sheet with its `+ *` sibling rules naming the sibling (see _ANY_SIBLING)."""
    return _ANY_SIBLING.sub(NAMED_SIBLING, css)


def trim_radix_sheets(web_dir: Path) -> dict:
    """Write trimmed copies of the Radix sheets the global sheet imports into .web/styles and
    point it at them; what each kept. The next frontend build bundles them."""
    global_sheet = web_dir / "styles" / "__reflex_global_styles.css"
    text = global_sheet.read_text(encoding="utf-8")
    keep = {**keep_list(web_dir, own_sources()), "deadClasses": list(DEAD_CLASSES),
            "colors": sorted(set(_COLOR_TOKENS.findall(text)))}
    report = {}
    with tempfile.NamedTemporaryFile("w", suffix=".json") as keep_file:
        json.dump(keep, keep_file)
        keep_file.flush()
        for sheet in _RADIX_IMPORT.findall(text):
            original = web_dir / "node_modules" / "@radix-ui" / "themes" / sheet
            trimmed_name = "radix-" + sheet.replace("/", "-")
            done = subprocess.run(["node", str(TRIM_SCRIPT), str(TOOLS_DIR), keep_file.name,
                                   str(original), str(global_sheet.parent / trimmed_name)],
                                  check=True, capture_output=True, text=True)
            report[sheet] = {"from": original.stat().st_size,
                             **json.loads(done.stdout.strip().splitlines()[-1])}
            text = text.replace(f"'@radix-ui/themes/{sheet}'", f"'./{trimmed_name}'")
    trimmed = {sheet: global_sheet.parent / ("radix-" + sheet.replace("/", "-"))
               for sheet in report}
    kept = _drop_unused_properties(web_dir, list(trimmed.values()))
    for sheet, path in trimmed.items():
        report[sheet]["bytes"] = kept[str(path)]
        path.write_text(named_siblings(path.read_text(encoding="utf-8")), encoding="utf-8")
    global_sheet.write_text(text, encoding="utf-8")
    return report
