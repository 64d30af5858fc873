"""docs/deploy.md stays true to the code: nginx limits, websocket path, setting names."""

import re
from pathlib import Path

from marketplace_app.settings import Settings, get_settings

DOC = (Path(__file__).resolve().parents[2] / "docs" / "deploy.md").read_text()


def _nginx() -> str:
    return re.search(r"```nginx\n(.*?)```", DOC, re.S).group(1)


def test_nginx_body_limit_is_the_apps_largest_request():
    size = re.search(r"client_max_body_size (\d+)m;", _nginx()).group(1)
    assert int(size) * 2**20 == get_settings().max_request_bytes


def test_nginx_upgrades_the_reflex_websocket_path():
    from reflex_base.constants import Endpoint

    block = re.search(r"location (\S+) \{(.*?)\}", _nginx(), re.S)
    assert block.group(1) == str(Endpoint.EVENT)
    assert "proxy_set_header Upgrade $http_upgrade;" in block.group(2)
    assert "proxy_set_header Connection $connection_upgrade;" in block.group(2)


def test_every_documented_setting_exists():
    fields = {name.upper() for name in Settings.model_fields}
    named = set(re.findall(r"MARKETPLACE_([A-Z0-9_]+)", DOC))
    assert named and named <= fields, named - fields
