"""An answer names each header it varies on once, in one Vary header: two CORS layers each
added "Origin" and the compression and language layers "Accept-Encoding" again."""

from marketplace_app.api.unique_vary import UniqueVary, merged_vary
from tests.async_run import run


def test_repeated_names_are_merged_into_one_header_in_their_first_order():
    headers = [(b"content-type", b"text/html"), (b"vary", b"Accept-Encoding, Origin"),
               (b"vary", b"accept-encoding, Origin"), (b"Vary", b"Origin, Cookie")]
    assert merged_vary(headers) == [(b"content-type", b"text/html"),
                                    (b"vary", b"Accept-Encoding, Origin, Cookie")]
    assert merged_vary([(b"vary", b"Origin, Origin")]) == [(b"vary", b"Origin")]


def test_an_answer_without_repeats_is_left_as_it_is():
    plain = [(b"vary", b"Origin"), (b"content-length", b"2")]
    assert merged_vary(plain) is plain
    assert merged_vary([(b"content-length", b"2")]) == [(b"content-length", b"2")]


def test_the_wrapper_merges_what_the_layers_under_it_sent():
    async def app(scope, receive, send):
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(b"vary", b"Origin"), (b"vary", b"Origin")]})
        await send({"type": "http.response.body", "body": b"ok"})

    sent = []

    async def send(message):
        sent.append(message)

    run(UniqueVary(app)({"type": "http"}, None, send))
    assert sent[0]["headers"] == [(b"vary", b"Origin")] and sent[1]["body"] == b"ok"
