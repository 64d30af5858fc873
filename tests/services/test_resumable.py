"""Resumable uploads at the service level: only a talent opens one, only its owner finds,
continues or ends it, it holds its declared length in the quota, stops at its limits while
the bytes arrive, expires after a day, and once complete becomes a staged file of the form."""

import pytest

from marketplace_app.services.errors import (Conflict, Forbidden, Invalid, NotFound, TooLarge,
                                             Unauthorized)
from marketplace_app.services.media import resumable, staging, upload_access
from marketplace_app.settings import get_settings
from tests import media_samples as samples
from tests.factories import make_user

DAY = 24 * 3600


def send(session, token, upload_id, data: bytes, offset: int) -> int:
    with resumable.append(session, token=token, upload_id=upload_id, offset=offset) as part:
        part.write(data)
    return part.offset


def test_an_upload_sent_in_parts_becomes_the_same_staged_video(session):
    user, token = make_user(session)
    video = samples.MP4
    upload = resumable.create(session, token=token, length=len(video), name="clip.mp4")
    assert resumable.status(session, token=token, upload_id=upload.id).offset == 0
    middle = len(video) // 3
    assert send(session, token, upload.id, video[:middle], 0) == middle
    assert resumable.status(session, token=token, upload_id=upload.id).offset == middle
    with pytest.raises(Conflict):  # a part must start where the upload stopped
        resumable.append(session, token=token, upload_id=upload.id, offset=0)
    with pytest.raises(Conflict):  # claimed too early
        resumable.claim(user.id, upload.id)
    send(session, token, upload.id, video[middle:], middle)
    staged = resumable.claim(user.id, upload.id).as_dict()
    assert staged["kind"] == "video" and staged["name"] == "clip.mp4"
    assert staging.read(staged) == video
    with pytest.raises(NotFound):  # handed over once
        resumable.claim(user.id, upload.id)
    staging.discard(staged)


def test_only_a_signed_in_talent_opens_one(session):
    _, client = make_user(session, role="CLIENT")
    with pytest.raises(Unauthorized):
        resumable.create(session, token="", length=10)
    with pytest.raises(Unauthorized):
        resumable.create(session, token="forged.token", length=10)
    with pytest.raises(Forbidden):
        resumable.create(session, token=client, length=10)
    _, token = make_user(session)
    with pytest.raises(Invalid):
        resumable.create(session, token=token, length=None)


def test_another_member_neither_finds_nor_writes_nor_ends_it(session):
    owner, token = make_user(session)
    other, stranger = make_user(session)
    upload = resumable.create(session, token=token, length=100)
    send(session, token, upload.id, b"a" * 40, 0)
    for call in (resumable.status, resumable.terminate):
        with pytest.raises(NotFound):
            call(session, token=stranger, upload_id=upload.id)
    with pytest.raises(NotFound):
        resumable.append(session, token=stranger, upload_id=upload.id, offset=40)
    with pytest.raises(NotFound):
        resumable.claim(other.id, upload.id)
    with pytest.raises(NotFound):  # an id is never a path
        resumable.status(session, token=token, upload_id=f"../{owner.id}/{upload.id}")
    assert resumable.status(session, token=token, upload_id=upload.id).offset == 40
    resumable.terminate(session, token=token, upload_id=upload.id)
    with pytest.raises(NotFound):
        resumable.status(session, token=token, upload_id=upload.id)


def test_its_declared_length_counts_in_the_quota_until_it_ends(session, monkeypatch):
    user, token = make_user(session)
    monkeypatch.setattr(get_settings(), "staging_quota_bytes", 1000)
    upload = resumable.create(session, token=token, length=700)
    assert upload_access.room_left(user.id) == 300  # nothing sent yet, 700 held
    with pytest.raises(TooLarge) as err:
        resumable.create(session, token=token, length=400)
    assert "left" in err.value.message
    resumable.terminate(session, token=token, upload_id=upload.id)
    assert upload_access.room_left(user.id) == 1000
    monkeypatch.setattr(get_settings(), "storage_quota_bytes", 500)
    with pytest.raises(TooLarge):  # the member's storage quota too
        resumable.create(session, token=token, length=700)


def test_limits_hold_while_the_bytes_arrive(session, monkeypatch):
    _, token = make_user(session)
    monkeypatch.setattr(get_settings(), "video_max_bytes", 10_000)
    monkeypatch.setattr(get_settings(), "image_max_bytes", 1_000)
    with pytest.raises(TooLarge):
        resumable.create(session, token=token, length=10_001)
    upload = resumable.create(session, token=token, length=200)
    with pytest.raises(TooLarge):  # never past its declared length
        send(session, token, upload.id, b"x" * 201, 0)
    assert resumable.status(session, token=token, upload_id=upload.id).offset == 0
    # Not a video by its first bytes: the image limit applies, and the upload is dropped.
    photo = resumable.create(session, token=token, length=5_000)
    with pytest.raises(TooLarge):
        send(session, token, photo.id, b"\xff\xd8\xff" + b"x" * 100, 0)
    with pytest.raises(NotFound):
        resumable.status(session, token=token, upload_id=photo.id)
    video = resumable.create(session, token=token, length=5_000)
    assert send(session, token, video.id, samples.MP4[:100], 0) == 100


def test_one_part_at_a_time(session):
    _, token = make_user(session)
    upload = resumable.create(session, token=token, length=100)
    with resumable.append(session, token=token, upload_id=upload.id, offset=0) as part:
        part.write(b"a" * 10)
        with pytest.raises(Conflict):
            resumable.append(session, token=token, upload_id=upload.id, offset=10)
    assert send(session, token, upload.id, b"b" * 10, 10) == 20


def test_an_unfinished_upload_expires_after_a_day_and_is_swept(session):
    user, token = make_user(session)
    upload = resumable.create(session, token=token, length=100, now=1_000_000)
    kept = resumable.create(session, token=token, length=100)
    data = staging.uploads_root() / user.id / f"{upload.id}{staging.RESUMABLE_DATA}"
    assert data.exists()
    staging.sweep()  # the form sweep (an hour) leaves resumable uploads alone
    staging.clear()  # as does the start-up clean
    assert data.exists()
    assert resumable.sweep(now=1_000_000 + DAY - 1) == 0
    assert resumable.sweep() >= 1
    assert not data.exists()
    with pytest.raises(NotFound):
        resumable.status(session, token=token, upload_id=upload.id)
    assert resumable.status(session, token=token, upload_id=kept.id).offset == 0
    assert upload_access.room_left(user.id) == get_settings().staging_quota - 100


def test_a_finished_upload_that_is_not_media_is_refused_and_removed(session):
    user, token = make_user(session)
    upload = resumable.create(session, token=token, length=11, name="notes.txt")
    send(session, token, upload.id, b"hello there", 0)
    with pytest.raises(Invalid):
        resumable.claim(user.id, upload.id)
    assert staging.staged_bytes(user.id) == 0


def _form(token: str, files: int, key: str = "page-1", editing: bool = False):
    from marketplace_app.services.portfolios import portfolios

    return resumable.Form(key=resumable.form_key(key, "form"), files=files, signed_in=token,
                          too_many=portfolios.TOO_MANY_TOTAL if editing
                          else portfolios.TOO_MANY_UPLOADS)


def test_a_sixth_file_for_a_form_is_refused_before_its_bytes_and_nothing_is_kept(session):
    user, token = make_user(session)
    folder = staging.uploads_root() / user.id
    # Three files in the form already: two more may be opened, then the 6th is refused.
    for _ in range(2):
        resumable.create(session, token=token, length=100, form=_form(token, 3))
    before = sorted(p.name for p in folder.iterdir())
    with pytest.raises(Invalid) as refused:
        resumable.create(session, token=token, length=100, form=_form(token, 3))
    assert refused.value.message == "You can upload maximum 5 files"  # spec §9 wording
    assert sorted(p.name for p in folder.iterdir()) == before
    # The edit form says it its own way; another form of the same talent has its own room.
    with pytest.raises(Invalid) as refused:
        resumable.create(session, token=token, length=100, form=_form(token, 3, editing=True))
    assert refused.value.message == "You can have maximum 5 files total"
    resumable.create(session, token=token, length=100, form=_form(token, 4, key="page-2"))
    # A finished upload still waiting to join its form counts until it has joined.
    with pytest.raises(Invalid):
        resumable.create(session, token=token, length=100, form=_form(token, 4, key="page-2"))
    # Uploads naming no form: at most 5 open at once.
    for _ in range(5):
        resumable.create(session, token=token, length=10)
    with pytest.raises(Invalid):
        resumable.create(session, token=token, length=10)


def test_a_form_of_someone_elses_page_session_is_refused(session):
    _, token = make_user(session)
    _, other = make_user(session)
    with pytest.raises(Forbidden):
        resumable.create(session, token=token, length=100, form=_form(other, 0))
    with pytest.raises(Unauthorized):
        resumable.create(session, token=token, length=100, form=_form("", 0))


def test_an_expired_upload_no_longer_holds_a_place_in_its_form(session):
    import time

    _, token = make_user(session)
    old = time.time() - DAY - 1
    for _ in range(5):
        resumable.create(session, token=token, length=10, form=_form(token, 0), now=old)
    resumable.create(session, token=token, length=10, form=_form(token, 0))


def test_a_request_writing_in_another_worker_is_asked_to_stop_through_the_folder(session):
    import subprocess
    import sys
    import time
    from dataclasses import asdict

    _, token = make_user(session)
    upload = resumable.create(session, token=token, length=100)
    held = resumable.append(session, token=token, upload_id=upload.id, offset=0)
    held.write(b"a" * 30)
    assert resumable.is_held(upload) and not held.asked_to_stop()
    # Another process (a second worker) takes the upload over: it asks, this request sees the
    # ask and stops (keeping its bytes), and the taker goes on from there.
    taker = subprocess.Popen([sys.executable, "-c", (
        "import sys; from marketplace_app.services.media import resumable; "
        f"resumable.take_over(resumable.Upload(**{asdict(upload)!r}), 10.0)")])
    try:
        deadline = time.monotonic() + 20
        while not held.asked_to_stop() and time.monotonic() < deadline:
            time.sleep(0.02)
        assert held.asked_to_stop()
        assert held.close() == 30
        assert taker.wait(20) == 0
    finally:
        taker.kill()
    assert not resumable.is_held(upload)
    assert send(session, token, upload.id, b"b" * 70, 30) == 100
    with resumable.append(session, token=token, upload_id=upload.id, offset=100) as later:
        assert not later.asked_to_stop()  # the ask went with the request that made it
