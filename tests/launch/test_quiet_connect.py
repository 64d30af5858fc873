"""The websocket's connect leaves an empty list of connection errors as it is: a new empty list
reached every component and made React hydrate the served cards in one long task."""

from pathlib import Path

import pytest
import reflex_base

from marketplace_app.launch.quiet_connect import STATE_JS, quiet_connect_js

SHIPPED = Path(reflex_base.__file__).parent / ".templates" / "web" / STATE_JS


def test_the_connect_shipped_with_reflex_keeps_an_empty_list():
    source = SHIPPED.read_text(encoding="utf-8")
    assert "setConnectErrors([]);" in source
    quiet = quiet_connect_js(source)
    assert "setConnectErrors([]);" not in quiet
    assert "setConnectErrors((errors) => (errors.length ? [] : errors));" in quiet
    assert quiet_connect_js(quiet) == quiet


def test_a_changed_connect_is_refused_rather_than_left_loud():
    with pytest.raises(RuntimeError, match="changed shape"):
        quiet_connect_js('socket.on("connect", () => setErrors(null));')
