"""docs/extending.md cannot drift: every code block under a file name is in that file."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "extending.md").read_text()


def test_every_quoted_block_is_in_its_file():
    blocks = re.findall(r"`([\w/.]+\.py)`:\n\n```python\n(.*?)```", DOC, re.S)
    assert len(blocks) == 4
    for path, code in blocks:
        assert code in (ROOT / path).read_text(), f"docs/extending.md drifted from {path}"


def test_the_service_signature_quoted_is_the_real_one():
    signature = re.search(r"```python\n(def check_username.*?)\n", DOC).group(1)
    source = (ROOT / "marketplace_app/services/accounts/users.py").read_text()
    assert signature in source


def test_the_example_page_is_registered():
    from marketplace_app.pages import handle_check

    root = (ROOT / "marketplace_app" / "marketplace_app.py").read_text()
    assert "handle_check.register" in root and handle_check.ROUTE == "/handle-check"
