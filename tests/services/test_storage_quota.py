"""Each member's storage quota: works kept plus files waiting, refused with the sizes spelled
out when an upload would go past it, and room made by removing work."""

import pytest

from marketplace_app.services.errors import TooLarge
from marketplace_app.services.media import staging, storage_quota, upload_access
from marketplace_app.services.portfolios import portfolios
from marketplace_app.settings import get_settings
from tests import media_samples as samples
from tests.factories import make_user


def _work(session, actor, *blobs):
    return portfolios.create_portfolio(session, actor=actor, title="Quota work",
                                       category="Photography", files=list(blobs))


def test_a_work_counts_what_its_files_take_and_its_removal_gives_it_back(session):
    user, _ = make_user(session)
    assert storage_quota.usage(session, actor=user)["usedBytes"] == 0
    work = _work(session, user, samples.jpeg(900, 700))
    kept = storage_quota.kept_bytes(session, user.id)
    on_disk = sum(storage_quota.media_store.path_for_url(u).stat().st_size
                  for u in storage_quota.media_pipeline.media_urls(work.media[0]))
    assert kept == on_disk > 0
    portfolios.delete_portfolio(session, actor=user, portfolio_id=work.id)
    assert storage_quota.kept_bytes(session, user.id) == 0


def test_an_upload_past_the_quota_is_refused_with_the_sizes_and_nothing_is_kept(session,
                                                                                monkeypatch):
    user, _ = make_user(session)
    photo = samples.jpeg(900, 700)
    first = _work(session, user, photo)
    monkeypatch.setattr(get_settings(), "storage_quota_bytes",
                        storage_quota.kept_bytes(session, user.id) + len(photo) // 2)
    with pytest.raises(TooLarge) as refused:
        _work(session, user, photo)
    assert refused.value.message.startswith("This upload needs ")
    assert "Remove some work to make room." in refused.value.message
    assert len(portfolios.list_for_owner(session, user_id=user.id, viewer=user)) == 1
    # Replacing the photo of the first work fits: what is dropped makes room.
    portfolios.update_portfolio(session, actor=user, portfolio_id=first.id,
                                remove_urls=[first.media[0]["url"]], files=[photo])


def test_the_upload_gate_lets_through_no_more_than_the_storage_left(session, monkeypatch):
    user, token = make_user(session)
    _work(session, user, samples.jpeg(600, 600))
    kept, picked = storage_quota.kept_bytes(session, user.id), samples.jpeg(300, 300)
    monkeypatch.setattr(get_settings(), "storage_quota_bytes", kept + len(picked))
    assert upload_access.admit(session, token=token, target=upload_access.WORK).room == len(picked)
    waiting = staging.stage_bytes("a.jpg", picked, owner=user.id).as_dict()
    with pytest.raises(TooLarge) as full:
        upload_access.admit(session, token=token, target=upload_access.WORK)
    assert full.value.message == "Your 2 GB of storage is full. Remove some work to make room." \
        .replace("2 GB", storage_quota.size_text(kept + len(picked)))
    staging.discard(waiting)


@pytest.mark.parametrize("count, text", [(0, "0 B"), (1536, "1.5 KB"), (250 * 2**20, "250 MB"),
                                         (2 * 2**30, "2 GB"), (int(1.25 * 2**30), "1.2 GB")])
def test_sizes_read_as_people_read_them(count, text):
    assert storage_quota.size_text(count) == text
