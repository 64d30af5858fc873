"""Names held in state (cities, categories, levels) are translated from one shared module:
each use imports the table instead of carrying a copy of it."""

import json

import reflex as rx

from marketplace_app.components.i18n import t_data
from marketplace_app.i18n.data_names import DATA_MODULE, data_module
from marketplace_app.i18n import translate
from marketplace_app.launch.hindi_names import HindiNamesPlugin


def test_every_use_imports_the_one_table():
    uses = [t_data(rx.Var.create(name)) for name in ("Mumbai", "Photography", "Professional")]
    for use in uses:
        assert "kalakarHi" in str(use) and "मुंबई" not in str(use)
        assert f"$/{DATA_MODULE}" in dict(use._get_all_var_data().imports)


def test_the_module_holds_the_hindi_of_each_name():
    path, source = data_module()
    table = json.loads(source.removeprefix("export const kalakarHi = ").rstrip(";\n"))
    assert path == DATA_MODULE
    assert table["Mumbai"] == translate("Mumbai", "hi") != "Mumbai"
    assert table["Photography"] == translate("Photography", "hi")


def test_the_plugin_saves_the_module_at_compile():
    saved = []
    HindiNamesPlugin().pre_compile(add_save_task=lambda task, *a, **k: saved.append(task(*a, **k)),
                                   add_modify_task=lambda *a: None)
    assert saved == [data_module()]
