"""A new resumable upload opened while a finished one joins its form: the form's files and its
open uploads are counted in one hold of the page session, so the sixth file of a pick is still
refused before its bytes are sent (on a loaded machine the finished upload used to leave the
open ones between the two counts, and the sixth was taken, sent, then dropped by the form)."""

import asyncio
import base64
import contextlib
import time

from marketplace_app.api import resumable_uploads
from marketplace_app.services.media import resumable
from marketplace_app.services.portfolios import portfolios
from tests import media_samples as samples
from tests.factories import make_user

FORM_KEY = resumable.form_key("page-session", "adopt_video")


def _metadata(**values: str) -> str:
    return ",".join(f"{k} {base64.b64encode(v.encode()).decode()}" for k, v in values.items())


def _finished_upload(session, token: str, files: int) -> resumable.Upload:
    """An upload of the form with all its bytes, not yet joined to it."""
    form = resumable.Form(key=FORM_KEY, files=files, too_many=portfolios.TOO_MANY_UPLOADS,
                          signed_in=token)
    photo = samples.jpeg()
    upload = resumable.create(session, token=token, length=len(photo), name="haldi3.jpg",
                              form=form)
    with resumable.append(session, token=token, upload_id=upload.id, offset=0) as part:
        part.write(photo)
    return upload


def test_a_sixth_upload_is_refused_while_the_fifth_joins_the_form(client, session,
                                                                 monkeypatch):
    user, token = make_user(session)
    fifth = _finished_upload(session, token, files=4)
    page = {"files": 4, "lock": None}

    async def join_fifth(lock: asyncio.Lock) -> None:
        async with lock:  # the adopt event runs under the page session's lock
            await asyncio.to_thread(resumable.claim, user.id, fifth.id)
            page["files"] += 1

    @contextlib.asynccontextmanager
    async def form_held(client_token: str, handler: str):
        lock = page["lock"] = page["lock"] or asyncio.Lock()
        async with lock:
            # The fifth file's adopt event arrives now, while the sixth is being opened.
            asyncio.get_running_loop().create_task(join_fifth(lock))
            yield resumable.Form(key=FORM_KEY, files=page["files"],
                                 too_many=portfolios.TOO_MANY_UPLOADS, signed_in=token)

    listed = resumable._open_for

    def listed_a_moment_later(owner: str, key: str) -> list[str]:
        time.sleep(0.3)  # a loaded machine: the open uploads are listed a moment later
        return listed(owner, key)

    monkeypatch.setattr(resumable_uploads, "_form_of", form_held)
    monkeypatch.setattr(resumable, "_open_for", listed_a_moment_later)
    answer = client.post("/api/uploads", headers={
        "Authorization": f"Bearer {token}", "Tus-Resumable": "1.0.0", "Upload-Length": "4",
        "Upload-Metadata": _metadata(filename="haldi4.jpg", client="page-session",
                                     form="adopt_video")})
    assert answer.status_code == 400, answer.text
    assert answer.json()["message"] == "You can upload maximum 5 files"
    deadline = time.monotonic() + 5
    while page["files"] < 5 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert page["files"] == 5  # the fifth joined once the sixth was answered
