"""A Reflex plugin that cuts the JS shared by every page into chunks a phone evaluates in
short steps."""

from .js_patch import FilePatchPlugin, replaced_once

VITE_CONFIG = "vite.config.js"
_MARKER = "// marketplace: shared code in small chunks"
_GROUPS = "          groups: [\n"
_SHARED = 10  # a module this many pages import belongs to every page's first load
# Libraries before the code that uses them: each group also takes what its modules import,
# unless a group before it has taken that already, so no two chunks import each other.
LIBRARIES = (("react", r"/node_modules[\\/](react|react-dom|scheduler)[\\/]/"),
             ("radix", r"/node_modules[\\/]@radix-ui[\\/]react-/"),
             ("radix-themes", r"/node_modules[\\/]@radix-ui[\\/]themes[\\/]/"),
             ("styles", r"/node_modules[\\/](@emotion|stylis)/"),
             ("router", r"/node_modules[\\/]react-router/"),
             ("socket", r"/node_modules[\\/](@socket\.io|socket\.io-|engine\.io-)/"))
_GROUP = """            {{ name: "{name}", test: {test}, minShareCount: {shared}, priority: {priority} }},
"""
_SPLIT = (f"{_GROUPS}            {_MARKER}\n"
          + "".join(_GROUP.format(name=name, test=test, shared=_SHARED, priority=len(LIBRARIES) - n)
                    for n, (name, test) in enumerate(LIBRARIES)))


def small_chunks_config(source: str) -> str:
    """vite.config.js with a code-splitting group that cuts shared libraries by size."""
    return replaced_once(source, VITE_CONFIG, _MARKER, _GROUPS, _SPLIT,
                         "split the shared chunk")


class SmallChunksPlugin(FilePatchPlugin):
    """Adds the group to the Vite config at every compile."""

    path, edit = VITE_CONFIG, staticmethod(small_chunks_config)
