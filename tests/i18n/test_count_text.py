"""A count drawn by the page is grouped as the server writes it (formats.number)."""

import json
import subprocess

from reflex_base.vars.base import Var

from marketplace_app.components.i18n import count_text
from marketplace_app.i18n.formats import number

VALUES = [0, 7, 999, 1000, 12345, 123456, 1234567, 12345678, 123456789, 10**12, None]


def test_the_page_groups_a_count_as_the_server_does():
    expression = str(count_text(Var(_js_expr="v", _var_type=int)))
    script = f"console.log(JSON.stringify({json.dumps(VALUES)}.map((v) => {expression})))"
    done = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True)
    shown = json.loads(done.stdout)
    assert shown[5:7] == ["1,23,456", "12,34,567"]
    for lang in ("en", "hi"):
        assert shown == [number(value or 0, lang) for value in VALUES]
