"""Helpers for portfolio API tests: multipart uploads as the web client sends them."""

from tests import media_samples as samples
from tests.factories import bearer, register_via_api


def files(*blobs: bytes, names=None) -> list:
    """Repeated `media` multipart parts."""
    names = names or [f"file{i}.jpg" for i in range(len(blobs))]
    return [("media", (name, blob, "image/jpeg")) for name, blob in zip(names, blobs)]


def create(client, token: str, *, title="Golden hour portraits", category="Photography",
           subcategory="Fashion / People", description="Shot on the Mumbai seafront",
           media=None, extra=None):
    """POST /api/Portfolio; returns the response."""
    data = {"title": title, "category": category, "subcategory": subcategory,
            "description": description, "coverPhotoIndex": "0", **(extra or {})}
    data = {k: v for k, v in data.items() if v is not None}
    return client.post("/api/Portfolio", data=data,
                       files=files(*(media if media is not None else [samples.jpeg()])),
                       headers=bearer(token))


def talent(client, **kwargs) -> tuple[str, dict]:
    """Register a talent; returns (token, user)."""
    body = register_via_api(client, **kwargs)
    return body["token"], body["user"]
