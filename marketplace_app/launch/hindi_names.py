"""A Reflex plugin that writes the Hindi names table (categories, cities, levels, rule
messages) once, as a module every page imports, instead of inlining it at each use."""

from reflex_base.plugins.base import Plugin


def _module() -> tuple[str, str]:
    from marketplace_app.i18n.data_names import data_module  # the app's modules, at compile

    return data_module()


class HindiNamesPlugin(Plugin):
    """Saves utils/kalakar_hi.js at every compile."""

    def pre_compile(self, **context) -> None:
        """Queue the module."""
        context["add_save_task"](_module)
