"""Issue 10 item 3: JSON bodies are capped small and refused before reading; uploads check
sign-in before the body and per-file limits while the bytes stream in."""

import socket

import httpx
import pytest

from tests import media_samples as samples
from tests.factories import bearer, register_via_api

JSON_LIMIT = 64 * 1024


def _raw(api_server: str, head: str, body: bytes = b"", timeout: float = 8) -> str:
    """Send the head (and part of a body), then read what the server answers on its own."""
    host, port = api_server.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=timeout) as sock:
        sock.sendall(head.encode() + body)
        reply = b""
        try:
            while chunk := sock.recv(65536):
                reply += chunk
                if b"\r\n\r\n" in reply and b"}" in reply:
                    break
        except TimeoutError:
            pass
    return reply.decode(errors="replace")


def _head(method: str, path: str, length: int, content_type: str, extra: str = "") -> str:
    return (f"{method} {path} HTTP/1.1\r\nHost: test\r\nContent-Type: {content_type}\r\n"
            f"Content-Length: {length}\r\n{extra}\r\n")


def test_80mb_json_login_is_refused_before_reading(api_server, client):
    reply = _raw(api_server, _head("POST", "/api/auth/login", 80 * 1024 * 1024,
                                   "application/json"))
    assert reply.startswith("HTTP/1.1 413"), reply[:200]
    assert "too large" in reply


def test_a_sender_that_keeps_sending_a_refused_body_gets_the_413_without_a_reset(api_server):
    """A proxy streams the whole body it was given: the server reads the rest after refusing
    (uvicorn hands an app no body once its answer has ended, and then reset the connection:
    nginx answered 502 instead of our 413)."""
    host, port = api_server.removeprefix("http://").split(":")
    length = 32 * 1024 * 1024
    with socket.create_connection((host, int(port)), timeout=20) as sock:
        sock.sendall(_head("POST", "/api/auth/login", length, "application/json").encode())
        chunk = b"x" * 65536
        for _ in range(length // len(chunk)):
            sock.sendall(chunk)  # a reset raises here
        reply = b""
        while piece := sock.recv(65536):
            reply += piece
    assert reply.startswith(b"HTTP/1.1 413"), reply[:200]
    assert b"Request is too large: at most 64 KB" in reply


def test_json_over_the_limit_without_a_length_is_refused(client):
    def chunks():
        yield b'{"email": "a@example.com", "password": "'
        for _ in range(40):
            yield b"x" * 4096
        yield b'"}'
    response = client.post("/api/auth/login", content=chunks(),
                           headers={"Content-Type": "application/json"})
    assert response.status_code == 413
    assert response.json()["message"] == "Request is too large: at most 64 KB"


def test_json_under_the_limit_still_works(client):
    register_via_api(client, email="fits@example.com")
    response = client.post("/api/auth/login", json={"email": "fits@example.com",
                                                    "password": "correct-horse-9",
                                                    "pad": "x" * (JSON_LIMIT - 200)})
    assert response.status_code == 200


def test_anonymous_upload_is_refused_before_its_body(api_server, client):
    reply = _raw(api_server, _head("POST", "/api/Portfolio", 100 * 1024 * 1024,
                                   "multipart/form-data; boundary=xyz"))
    assert reply.startswith("HTTP/1.1 401"), reply[:200]


def test_oversized_image_is_refused_while_streaming(api_server, client):
    token = register_via_api(client)["token"]
    boundary = "xyz"
    part = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"media\"; "
            f"filename=\"big.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n").encode()
    sent = part + samples.jpeg() + b"\x00" * (11 * 1024 * 1024)  # never finished
    reply = _raw(api_server, _head("POST", "/api/Portfolio", 150 * 1024 * 1024,
                                   f"multipart/form-data; boundary={boundary}",
                                   f"Authorization: Bearer {token}\r\n"), sent, timeout=15)
    assert reply.startswith("HTTP/1.1 413"), reply[:200]
    assert "Images can be at most 10 MB" in reply


@pytest.mark.parametrize("path", ["/api/user/profile", "/api/Portfolio/abc/status"])
def test_multipart_on_json_routes_gets_the_json_limit(client, path):
    token = register_via_api(client)["token"]
    response = client.put(path, headers=bearer(token),
                          files={"f": ("a.bin", b"x" * (JSON_LIMIT + 10), "text/plain")})
    assert response.status_code == 413
