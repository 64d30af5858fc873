"""Reflex Cloud's backend flag is read from the cookies once a page: Reflex parsed
`document.cookie` on every queued event and every render of its event loop, each read a
synchronous call to the browser's network service while a page hydrates."""

import json
import re
import subprocess
from pathlib import Path

import pytest
import reflex_base

from marketplace_app.launch.backend_flag import STATE_JS, backend_flag_js

SHIPPED = Path(reflex_base.__file__).parent / ".templates" / "web" / STATE_JS
_FUNCTION = re.compile(r"(?:let backendDisabled;\n)?export const isBackendDisabled = \(\) => "
                       r"\{.*?\n\};", re.S)


def _reads(source: str, cookie: str, calls: int = 5) -> dict:
    """How often `calls` checks of the flag read document.cookie, and what they answered."""
    function = _FUNCTION.search(source).group(0).replace("export const", "const")
    script = (f"let reads = 0; const document = {{get cookie() {{ reads++; "
              f"return {json.dumps(cookie)}; }}}};\n{function}\n"
              f"const answers = []; for (let i = 0; i < {calls}; i++) "
              "answers.push(isBackendDisabled());\n"
              "console.log(JSON.stringify({reads, answers}));")
    done = subprocess.run(["node", "-e", script], capture_output=True, text=True,
                          check=True)
    return json.loads(done.stdout)


@pytest.mark.parametrize("cookie,disabled", [("lang=hi; backend-enabled=false", True),
                                             ("lang=hi; kalakar_member=x", False)])
def test_the_flag_is_read_once_and_answers_as_reflex_did(cookie, disabled):
    source = SHIPPED.read_text(encoding="utf-8")
    assert _reads(source, cookie) == {"reads": 5, "answers": [disabled] * 5}
    patched = backend_flag_js(source)
    assert _reads(patched, cookie) == {"reads": 1, "answers": [disabled] * 5}
    assert backend_flag_js(patched) == patched


def test_a_changed_check_is_refused_rather_than_left_reading_each_time():
    with pytest.raises(RuntimeError, match="changed shape"):
        backend_flag_js("export const isBackendDisabled = () => false;")
