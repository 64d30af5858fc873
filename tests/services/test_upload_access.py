"""Who may upload where and how much (the rules the /_upload gate applies)."""

import pytest

from marketplace_app.services.accounts import rate_limits
from marketplace_app.services.errors import Forbidden, RateLimited, TooLarge, Unauthorized
from marketplace_app.services.media import staging, upload_access
from marketplace_app.settings import get_settings
from tests import media_samples as samples
from tests.factories import make_user


def test_work_is_for_talent_and_a_photo_for_any_member(session):
    _, talent = make_user(session)
    _, client = make_user(session, role="CLIENT")
    assert upload_access.admit(session, token=talent, target=upload_access.WORK).room > 0
    assert upload_access.admit(session, token=client, target=upload_access.PHOTO).room > 0
    with pytest.raises(Forbidden):
        upload_access.admit(session, token=client, target=upload_access.WORK)
    with pytest.raises(Unauthorized):
        upload_access.admit(session, token="", target=upload_access.PHOTO)
    with pytest.raises(Unauthorized):
        upload_access.admit(session, token="forged.token", target=upload_access.PHOTO)


def test_uploads_are_rate_limited_per_account(session, monkeypatch):
    monkeypatch.setattr(get_settings(), "rate_upload_account", "2/minute")
    rate_limits.reset()
    _, token = make_user(session)
    _, other = make_user(session)
    for _ in range(3):  # let in, but bringing no file: not counted
        upload_access.admit(session, token=token, target=upload_access.WORK)
    for _ in range(2):
        admitted = upload_access.admit(session, token=token, target=upload_access.WORK)
        upload_access.count_upload(admitted.uploader)
    with pytest.raises(RateLimited) as err:
        upload_access.admit(session, token=token, target=upload_access.WORK)
    assert 1 <= err.value.retry_after <= 60
    with pytest.raises(RateLimited):
        upload_access.count_upload(admitted.uploader)
    upload_access.admit(session, token=other, target=upload_access.WORK)
    rate_limits.reset()


def test_the_room_left_shrinks_with_what_waits_and_a_full_quota_refuses(session, monkeypatch):
    user, token = make_user(session)
    data = samples.jpeg(300, 300)
    monkeypatch.setattr(get_settings(), "staging_quota_bytes", 2 * len(data))
    room = upload_access.admit(session, token=token, target=upload_access.WORK).room
    first = staging.stage_bytes("a.jpg", data, owner=user.id).as_dict()
    assert upload_access.room_left(user.id) == room - len(data)
    second = staging.stage_bytes("b.jpg", data, owner=user.id).as_dict()
    with pytest.raises(TooLarge):
        upload_access.admit(session, token=token, target=upload_access.WORK)
    staging.discard(first)
    assert upload_access.admit(session, token=token, target=upload_access.WORK).room == len(data)
    staging.discard(second)


def test_limits_per_target():
    work, photo = (upload_access.limits_for(t) for t in (upload_access.WORK,
                                                          upload_access.PHOTO))
    assert (work.max_files, photo.max_files) == (5, 1)
    assert photo.image[0] == get_settings().profile_photo_max_bytes - 1
    assert work.video[0] == get_settings().video_max_bytes
