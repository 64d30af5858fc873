"""MARKETPLACE_SERVER picks the server the launcher runs; a name it does not run stops it."""

import pytest

from marketplace_app.launch import server


@pytest.mark.parametrize("value, chosen", [("", "uvicorn"), ("granian", "granian"),
                                           (" Uvicorn ", "uvicorn")])
def test_the_server_named_is_run(monkeypatch, value, chosen):
    monkeypatch.setenv("MARKETPLACE_SERVER", value)
    assert server.chosen_server() == chosen


def test_an_unknown_server_stops_the_start_and_names_the_choices(monkeypatch):
    monkeypatch.setenv("MARKETPLACE_SERVER", "gunicorn")
    with pytest.raises(SystemExit) as stopped:
        server.chosen_server()
    assert str(stopped.value) == ("MARKETPLACE_SERVER='gunicorn' is not a server this app runs: "
                                  "use uvicorn or granian")


def test_uvicorn_is_set_up_like_granian():
    from marketplace_app.launch.uvicorn_server import server_config

    config = server_config("127.0.0.1", 8000, 2, "warning")
    assert config.ws == "websockets-sansio"  # ~60 KB an open websocket against granian's ~150
    assert (config.proxy_headers, config.server_header, config.factory) == (False, False, True)
    assert config.ws_per_message_deflate is False  # a browser's deflate: ~300 KB a socket
