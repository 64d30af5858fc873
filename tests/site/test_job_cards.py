"""How the jobs screens show a brief and a proposal (display_rules/job_cards.py)."""

from marketplace_app.display_rules.job_cards import budget, job_card, proposal_card
from marketplace_app.state.inbox_rows import notification_row

BRIEF = {"id": "b1", "title": "Wedding shoot", "description": "Two days", "deliverables": "",
         "category": "Photography", "subcategory": "Events & Weddings", "city": None,
         "dateFrom": "2026-12-10", "dateTo": "2026-12-11", "budgetMin": 40000,
         "budgetMax": 80000, "closesOn": "2026-12-01", "status": "in_progress",
         "takingProposals": False, "isOwner": True, "actions": [], "proposalCount": 3,
         "client": {"fullName": "Meera"}}


def test_a_brief_card_in_english_and_hindi():
    card = job_card(BRIEF, "en")
    assert (card.place, card.dates, card.budget) == ("Remote", "10–11 Dec", "₹40,000 – ₹80,000")
    assert card.category == "Photography · Events & Weddings"
    assert card.status_label == "In Progress" and card.proposal_count == 3
    assert job_card(BRIEF, "hi").status_label != "In Progress"


def test_one_amount_when_the_ends_are_equal():
    assert budget(5000, 5000, "en") == "₹5,000"


def test_a_proposal_card_shows_price_rating_and_overlapping_availability():
    card = proposal_card({"id": "p1", "briefId": "b1", "talentId": "t1", "message": "Hi",
                          "price": 25000, "status": "pending", "averageRating": 4.5,
                          "reviewCount": 2, "talent": {"fullName": "Kabir"},
                          "availability": [{"city": "Pune", "dateFrom": "2026-12-09",
                                            "dateTo": "2026-12-12"}],
                          "works": [{"_id": "w1", "title": "Sarees", "thumbnailUrl": "/t.jpg"}],
                          "actions": ["withdraw"]}, "en")
    assert (card.price, card.rating, card.status_label) == ("Price: ₹25,000", "4.5 (2)",
                                                            "Pending")
    assert card.available == "Available there: 9–12 Dec" and card.works[0].src == "/t.jpg"


def test_a_job_notification_links_to_the_job():
    row = notification_row({"id": "n1", "kind": "proposal", "subjectType": "brief",
                            "subjectId": "b1", "tab": "requests", "read": False,
                            "createdAt": None, "actor": None, "subjectTitle": "Wedding"}, "en")
    assert row["link"] == "/brief/b1" and row["key"] == "proposal" and row["action"] == "view"
