"""A database that drops its connection mid-request gets a 503 with a message and
Retry-After, in the reader's language, never a bare 500 (uploads included, whose sign-in is
checked before their body is read)."""

from sqlalchemy.exc import OperationalError

from marketplace_app.services.accounts import auth
from tests import media_samples as samples
from tests.factories import bearer, register_via_api


def _lost(*_args, **_kwargs):
    raise OperationalError("SELECT 1", {}, Exception("server closed the connection unexpectedly"))


def test_a_lost_database_answers_503_with_a_message(client, monkeypatch):
    token = register_via_api(client, email="lost-db@example.com")["token"]
    monkeypatch.setattr(auth, "user_for_token", _lost)
    answers = [
        client.get("/api/Portfolio/me", headers=bearer(token)),
        client.post("/api/Portfolio", headers=bearer(token),
                    data={"title": "Lost", "category": "Photography"},
                    files=[("media", ("a.jpg", samples.jpeg(), "image/jpeg"))]),
    ]
    for response in answers:
        assert response.status_code == 503, response.text
        assert response.headers["retry-after"] == "5"
        assert response.json()["message"].startswith("We could not reach our records")
    hindi = client.get("/api/Portfolio/me?lang=hi", headers=bearer(token))
    assert hindi.status_code == 503 and "कृपया" in hindi.json()["message"]
    upload = client.post("/api/Portfolio?lang=hi", headers=bearer(token),
                         data={"title": "Lost", "category": "Photography"},
                         files=[("media", ("a.jpg", samples.jpeg(), "image/jpeg"))])
    assert upload.status_code == 503 and "कृपया" in upload.json()["message"]
