"""A Reflex plugin that keeps the websocket's connect from touching every part of the page.

On connect, Reflex's event loop sets its connection errors to a new empty list, though the list
was already empty. That new value reaches every component through the event loop's context, and
React must then hydrate the served parts it had left for later (the feed's cards, in a Suspense
boundary) at once, in one task: 140-190 ms on a phone (Lighthouse's 4x CPU), where React would
otherwise hydrate them in 5 ms steps. The patched handler clears only a list that holds errors."""

from .js_patch import FilePatchPlugin, replaced_once

STATE_JS = "utils/state.js"
_MARKER = "// marketplace: an empty list stays the same list"
_CLEAR = "    setConnectErrors([]);\n"
_QUIET = f"    {_MARKER}\n    setConnectErrors((errors) => (errors.length ? [] : errors));\n"


def quiet_connect_js(source: str) -> str:
    """The connect handler's reset of the connection errors, made a no-op when there are none."""
    return replaced_once(source, STATE_JS, _MARKER, _CLEAR, _QUIET,
                         "keep the connect from redrawing")


class QuietConnectPlugin(FilePatchPlugin):
    """Rewrites the event loop's connect handler at every compile."""

    path, edit = STATE_JS, staticmethod(quiet_connect_js)
