"""A Reflex plugin that reads Reflex Cloud's backend flag (the `backend-enabled` cookie) once a
page, not on every event.

Reflex's `isBackendDisabled` parses `document.cookie` each time an event is queued and after
every render of the event loop: nine reads while the talent page hydrates, each a synchronous
call to the browser's network service (0.8-1.7 ms at 4x CPU when the cookie has just changed,
as the session and language cookies do while a page loads). Only Reflex Cloud's proxy sets the
flag, before the page loads; this marketplace's servers never do."""

from .js_patch import FilePatchPlugin, replaced_once

STATE_JS = "utils/state.js"
_MARKER = "// marketplace: the backend flag is read once a page"
_READ_EACH_TIME = """export const isBackendDisabled = () => {
  const cookie = document.cookie
    .split("; ")
    .find((row) => row.startsWith("backend-enabled="));
  return cookie !== undefined && cookie.split("=")[1] == "false";
};"""
_READ_ONCE = f"""{_MARKER}
let backendDisabled;
export const isBackendDisabled = () => {{
  if (backendDisabled === undefined) {{
    const cookie = document.cookie
      .split("; ")
      .find((row) => row.startsWith("backend-enabled="));
    backendDisabled = cookie !== undefined && cookie.split("=")[1] == "false";
  }}
  return backendDisabled;
}};"""


def backend_flag_js(source: str) -> str:
    """state.js with the backend flag read on its first use only."""
    return replaced_once(source, STATE_JS, _MARKER, _READ_EACH_TIME, _READ_ONCE,
                         "read the backend flag once")


class BackendFlagPlugin(FilePatchPlugin):
    """Rewrites Reflex's backend flag check at every compile."""

    path, edit = STATE_JS, staticmethod(backend_flag_js)
