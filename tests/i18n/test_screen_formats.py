"""The screens show Indian formats: request cards (/manage), availability windows, contact and
notification times (/messages, /notifications), in both languages."""

from datetime import date, datetime, timedelta, timezone

from marketplace_app.state.availability import window_rows
from marketplace_app.state.inbox_rows import contact_row, notification_row
from marketplace_app.state.manage import request_card

YEAR = date.today().year + 1


def _request(**budget) -> dict:
    return {"id": "c1", "recipientId": "me", "senderId": "them",
            "sender": {"_id": "them", "fullName": "Amit Gupta"}, "serviceType": "Photography",
            "location": "Jaipur", "dateFrom": f"{YEAR}-11-12", "dateTo": f"{YEAR}-11-15",
            "message": "Wedding shoot", "status": "pending", "actions": ["accept"], **budget}


def test_a_request_card_reads_rupees_in_lakhs_and_day_first_dates():
    english = request_card(_request(budgetMin=50000, budgetMax=150000), "me", "en")
    hindi = request_card(_request(budgetMin=50000, budgetMax=150000), "me", "hi")
    assert english.budget == hindi.budget == "₹50,000 – ₹1,50,000"
    assert english.dates == f"12/11/{YEAR} – 15/11/{YEAR}"
    assert hindi.dates == f"12 नवंबर {YEAR} – 15 नवंबर {YEAR}"
    assert (hindi.location, hindi.service_type) == ("जयपुर", "फ़ोटोग्राफ़ी")
    assert request_card(_request(budgetMax=2500000), "me", "hi").budget == "₹25,00,000 तक"


def test_availability_windows_read_in_the_readers_language():
    window = {"id": "w1", "city": "Jaipur", "dateFrom": f"{YEAR}-11-10",
              "dateTo": f"{YEAR}-11-15"}
    assert window_rows([window], "en")[0].label == "Jaipur, 10–15 Nov"
    assert window_rows([window], "hi")[0].label == "जयपुर, 10–15 नवंबर"


def test_contact_and_notification_times_are_relative():
    five_ago = (datetime.now(timezone.utc) - timedelta(minutes=5, seconds=5)).isoformat()
    contact = {"id": "k", "with": {"fullName": "Amit"}, "lastMessage": "Hi",
               "lastMessageAt": five_ago, "unreadCount": 0}
    assert contact_row(contact, "hi")["time"] == "5 मिनट पहले"
    assert contact_row(contact, "en")["time"] == "5 minutes ago"
    note = {"id": "n", "kind": "message", "subjectType": "conversation", "subjectId": "k",
            "tab": "requests", "actor": {"_id": "a", "fullName": "Amit"}, "read": False,
            "createdAt": five_ago}
    assert notification_row(note, "hi")["time"] == "5 मिनट पहले"
