"""The talent and portfolio page data: hidden items stay hidden, reviews average, the owner
is recognised, and a portfolio about someone else's work cannot carry a collaboration."""

from datetime import timedelta

from sqlmodel import Session

from marketplace_app.services.errors import Invalid
from marketplace_app.services.social import collaborations, talent_page
from marketplace_app.services.social.collaboration_rules import today_in_india
from tests.factories import bearer
from tests.portfolio_helpers import create, talent


def test_talent_page_shows_enabled_work_reviews_and_the_viewer(client, clean_db):
    token, owner = talent(client)
    shown = create(client, token, title="Shown").json()["portfolio"]
    hidden = create(client, token, title="Hidden").json()["portfolio"]
    assert client.patch(f"/api/portfolio/{hidden['_id']}/status", json={"status": False},
                        headers=bearer(token)).status_code == 200
    for rating in (5, 4):  # one review per author: two fans
        fan_token, fan = talent(client)
        assert client.post(f"/api/user/{owner['_id']}/reviews", json={"rating": rating},
                           headers=bearer(fan_token)).status_code == 201
    with Session(clean_db) as session:
        from marketplace_app.models.user import User

        viewer = session.get(User, fan["_id"])
        data = talent_page.talent_page(session, viewer=viewer, user_id=owner["_id"])
        assert [p["title"] for p in data["portfolios"]] == ["Shown"]
        assert data["projects"] == 1 and data["isOwner"] is False
        assert (data["reviews"]["reviewCount"], data["reviews"]["averageRating"]) == (2, 4.5)
        mine = talent_page.talent_page(session, viewer=session.get(User, owner["_id"]),
                                       user_id=owner["_id"])
        assert mine["isOwner"] is True
        item = talent_page.portfolio_page(session, viewer=viewer, portfolio_id=shown["_id"])
        assert item["owner"]["_id"] == owner["_id"] and "email" not in item["owner"]
        preview = talent_page.share_preview(session, kind="portfolio-detail",
                                            target_id=shown["_id"])
        assert preview["title"].startswith("Shown") and preview["image"].endswith(".jpg")
        assert talent_page.share_preview(session, kind="portfolio-detail",
                                         target_id=hidden["_id"]) is None

        start = today_in_india() + timedelta(days=1)
        other_token, other = talent(client)
        try:
            collaborations.request_collaboration(
                session, actor=viewer, recipient_id=other["_id"], portfolio_id=shown["_id"],
                message="Hi", service_type="Photography", location="Delhi",
                date_from=start, date_to=start)
        except Invalid as exc:
            assert exc.message == collaborations.NOT_THEIR_WORK
        else:
            raise AssertionError("a request about someone else's portfolio was stored")


def test_a_link_to_someone_who_wrote_nothing_still_has_words_and_a_picture(client, clean_db):
    token, owner = talent(client)
    work = create(client, token, title="Silent work", description="").json()["portfolio"]
    with Session(clean_db) as session:
        person = talent_page.share_preview(session, kind="talent-detail", target_id=owner["_id"])
        item = talent_page.share_preview(session, kind="portfolio-detail", target_id=work["_id"])
    assert owner["fullName"] in person["description"] and "Kalakar" in person["description"]
    assert person["image"].endswith(".jpg")  # their latest work's cover
    assert item["description"].startswith("Silent work by ") and item["image"]
    with Session(clean_db) as session:
        _, stranger = talent(client)
        bare = talent_page.share_preview(session, kind="talent-detail",
                                         target_id=stranger["_id"])
    assert bare["image"] == talent_page.SITE_IMAGE and bare["description"]
