"""Edits to the JS that Reflex ships, made at each compile by the launch plugins: each edit finds
its place exactly once, or the build stops rather than ship the code unedited."""

from collections.abc import Callable

from reflex_base.plugins.base import Plugin


def replaced_once(source: str, path: str, marker: str, old: str, new: str, purpose: str) -> str:
    """`source` with `old` replaced by `new` (which holds `marker`; idempotent); a RuntimeError
    naming `path` and `purpose` when `old` is not there exactly once."""
    if marker in source:
        return source
    if source.count(old) != 1:
        raise RuntimeError(f"{path} changed shape: cannot {purpose}")
    return source.replace(old, new)


class FilePatchPlugin(Plugin):
    """A plugin that edits one compiled file (`path`, relative to .web) with `edit` at every
    compile."""

    path: str = ""
    edit: Callable[[str], str]

    def pre_compile(self, **context) -> None:
        """Queue the edit."""
        context["add_modify_task"](self.path, type(self).edit)
