"""Contact masking holds against disguises (the judged corpus), keeps ordinary briefs and the
text around a contact as written, and covers a collaboration request's own message."""

from datetime import timedelta

import pytest

from marketplace_app.models.collaboration import Collaboration
from marketplace_app.services.social import collaborations, manage
from marketplace_app.services.social.collaboration_rules import today_in_india
from marketplace_app.services.social.contact_masking import MASK, mask_contacts
from tests.factories import make_user
from tests.social.masking_corpus import BRIEFS, CONTACTS


def test_the_corpus_is_big_enough():
    assert len(CONTACTS) >= 60 and len(BRIEFS) >= 30


@pytest.mark.parametrize(("text", "secret"), CONTACTS)
def test_every_disguised_contact_is_hidden(text, secret):
    masked, hidden = mask_contacts(text)
    assert hidden and secret not in masked and MASK in masked, masked


@pytest.mark.parametrize("text", BRIEFS)
def test_every_ordinary_brief_passes_unchanged(text):
    assert mask_contacts(text) == (text, False)


@pytest.mark.parametrize(("text", "expected"), [
    ("Hi Asha! Call nau aath saat chhe paanch chaar teen do ek shunya after 5:30 pm.",
     f"Hi Asha! Call {MASK} after 5:30 pm."),
    ("मेरा नंबर ९८७६५४३२१० है, ₹60,000 ठीक है", f"मेरा नंबर {MASK} है, ₹60,000 ठीक है"),
    ("Write to asha [at] gmail (dot) com — 14-15 Feb", f"Write to {MASK} — 14-15 Feb"),
    ("A\u200bsha, 9\u200b876543210 ok", f"A\u200bsha, {MASK} ok"),
    ("Do join t.me/asha today, do", f"Do join {MASK} today, do"),
])
def test_only_the_contact_span_of_the_original_is_replaced(text, expected):
    assert mask_contacts(text) == (expected, True)


def _request(session, sender, recipient, message):
    start = today_in_india() + timedelta(days=3)
    return collaborations.request_collaboration(
        session, actor=sender, recipient_id=recipient.id, message=message,
        service_type="Photography", tags=["wedding"], location="Jaipur",
        date_from=start.isoformat(), date_to=(start + timedelta(days=1)).isoformat())


def _set_status(session, item, status):
    item = session.get(Collaboration, item.id)
    item.status = status
    session.add(item)
    session.commit()
    return item


def test_a_request_message_is_masked_for_the_recipient_until_accepted(session):
    client, _ = make_user(session, role="CLIENT")
    talent, _ = make_user(session)
    text = "Wedding on 14-15 Feb, call nine eight seven 6 5 4 3 2 1 0 or wa.me/919876543210"
    item = _request(session, client, talent, text)
    seen = collaborations.box_page(session, actor=talent, box="inbox")["collaborations"][0]
    assert seen["message"] == f"Wedding on 14-15 Feb, call {MASK} or {MASK}"
    assert collaborations.view(session, item, talent)["message"] == seen["message"]
    assert manage.dashboard(session, actor=talent)["inbox"]["collaborations"][0][
        "message"] == seen["message"]
    assert collaborations.view(session, item, client)["message"] == text
    assert collaborations.box_page(session, actor=client, box="sent")[
        "collaborations"][0]["message"] == text
    _set_status(session, item, "accepted")
    assert collaborations.view(session, item, talent)["message"] == text
    assert collaborations.box_page(session, actor=talent, box="projects")[
        "collaborations"][0]["message"] == text


def test_another_accepted_collaboration_between_the_two_unlocks_a_new_request(session):
    client, _ = make_user(session, role="CLIENT")
    talent, _ = make_user(session)
    first = _request(session, client, talent, "First shoot")
    _set_status(session, first, "completed")
    second = _request(session, client, talent, "Again? my UPI is asha@okaxis")
    assert collaborations.view(session, second, talent)["message"].endswith("asha@okaxis")
    inbox = collaborations.box_page(session, actor=talent, box="inbox")["collaborations"]
    assert {c["message"] for c in inbox} == {"First shoot", "Again? my UPI is asha@okaxis"}
    stranger, _ = make_user(session, role="CLIENT")
    third = _request(session, stranger, talent, "my UPI is asha@okaxis")
    assert collaborations.view(session, third, talent)["message"] == f"my UPI is {MASK}"


def test_the_talent_page_shows_the_bio_to_the_owner_and_accepted_partners_only(session):
    from marketplace_app.services.social.talent_page import share_preview, talent_page

    talent, _ = make_user(session)
    partner, _ = make_user(session, role="CLIENT")
    stranger, _ = make_user(session, role="CLIENT")
    talent.bio = "Jaipur weddings since 2019. Call 98765 43210 or t.me/asha"
    talent.seo_keywords = ["weddings", "asha@okaxis"]
    session.add(talent)
    session.commit()
    masked = f"Jaipur weddings since 2019. Call {MASK} or {MASK}"

    def bio(viewer):
        return talent_page(session, viewer=viewer, user_id=talent.id)["user"]["bio"]

    assert bio(None) == bio(stranger) == bio(partner) == masked
    assert bio(talent) == talent.bio
    _set_status(session, _request(session, partner, talent, "Shoot?"), "accepted")
    assert bio(partner) == talent.bio and bio(stranger) == masked
    preview = share_preview(session, kind="talent-detail", target_id=talent.id)
    assert "98765" not in preview["description"] and "okaxis" not in preview["keywords"]


def test_a_number_split_over_a_request_s_tags_is_masked_until_accepted(session):
    client, _ = make_user(session, role="CLIENT")
    talent, _ = make_user(session)
    start = today_in_india() + timedelta(days=3)
    item = collaborations.request_collaboration(
        session, actor=client, recipient_id=talent.id, message="Shoot?",
        service_type="Photography", tags=["wedding", "98765", "43210", "2026"],
        location="Jaipur", date_from=start.isoformat(), date_to=start.isoformat())
    assert collaborations.view(session, item, talent)["tags"] == ["wedding", MASK, MASK, "2026"]
    assert collaborations.view(session, item, client)["tags"] == ["wedding", "98765", "43210",
                                                                   "2026"]
    _set_status(session, item, "accepted")
    assert collaborations.view(session, item, talent)["tags"][1:3] == ["98765", "43210"]
