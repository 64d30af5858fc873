"""Names a page shows from state (categories, cities, levels, rule messages) and their Hindi,
written once as a JS module every page imports (see launch/hindi_names.py)."""

import json

from .. import catalog
from ..services.accounts import profile_rules
from ..texts import discovery, workspace
from . import translate

# The profile rules' messages, shown under a field as the user types (translated in the browser).
HINT_MESSAGES = frozenset(
    {v for k, v in vars(profile_rules).items() if k.isupper() and isinstance(v, str)}
    | {workspace.PHONE_HINT, workspace.FULL_NAME_REQUIRED, workspace.USERNAME_REQUIRED})

# One module holds the table; each use imports it.
DATA_MODULE = "utils/kalakar_hi.js"


def data_table() -> dict[str, str]:
    """Hindi of the catalogue's names a page shows from state: categories, cities, levels."""
    names = {c.name for c in catalog.CATEGORIES} | {s for c in catalog.CATEGORIES
                                                   for s in c.subcategories}
    names |= set(catalog.CITIES) | set(catalog.EXPERIENCE_LEVELS) | set(catalog.EDUCATION)
    names |= set(catalog.SERVICE_TYPES) | set(HINT_MESSAGES)
    names |= {discovery.DEFAULT_LEVEL, discovery.DEFAULT_LOCATION}
    return {name: translate(name, "hi") for name in sorted(names)}


def data_module() -> tuple[str, str]:
    """The module's path under .web and its source."""
    table = json.dumps(data_table(), ensure_ascii=False, sort_keys=True)
    return DATA_MODULE, f"export const kalakarHi = {table};\n"
