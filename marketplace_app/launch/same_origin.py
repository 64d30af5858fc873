"""A Reflex plugin that makes the compiled frontend talk to whatever origin served it.

Reflex 0.10.1 bakes `api_url` into the build (`env.json`) and only swaps the host name,
keeping the baked port. With `api_url = SAME_ORIGIN_API_URL`, the patched `getBackendURL`
takes protocol, host and port from the page itself, so one production build works on any
port, any address and behind a TLS proxy (ws becomes wss on an https page).
"""

from .js_patch import FilePatchPlugin, replaced_once

SAME_ORIGIN_HOST = "same-origin.invalid"
SAME_ORIGIN_API_URL = f"http://{SAME_ORIGIN_HOST}"
STATE_JS = "utils/state.js"
_ANCHOR = "  const endpoint = new URL(url_str);\n"
_MARKER = "// marketplace: same-origin backend"
_PATCH = f"""{_ANCHOR}  {_MARKER}
  if (typeof window !== "undefined" && endpoint.hostname === "{SAME_ORIGIN_HOST}") {{
    const page = window.location;
    const secure = page.protocol === "https:";
    endpoint.protocol = endpoint.protocol.startsWith("ws")
      ? (secure ? "wss:" : "ws:")
      : page.protocol;
    endpoint.hostname = page.hostname;
    endpoint.port = page.port;
    return endpoint;
  }}
"""


def patch_state_js(source: str) -> str:
    """Insert the same-origin branch into getBackendURL (idempotent)."""
    return replaced_once(source, STATE_JS, _MARKER, _ANCHOR, _PATCH,
                         "make the backend URL same-origin")


class SameOriginBackendPlugin(FilePatchPlugin):
    """Rewrites the frontend's backend-URL helper at every compile."""

    path, edit = STATE_JS, staticmethod(patch_state_js)
