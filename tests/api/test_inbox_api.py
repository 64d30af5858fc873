"""Notifications and conversations over real HTTP: only the recipient and the participants."""

from tests.factories import bearer, register_via_api


def test_admire_shows_in_the_owners_notifications_and_read_all_clears_it(client, clean_db):
    owner, fan = register_via_api(client), register_via_api(client, full_name="Asha Rao")
    assert client.post(f"/api/user/{owner['user']['_id']}/admire",
                       headers=bearer(fan["token"])).json()["admired"] is True
    count = client.get("/api/notifications/unread-count", headers=bearer(owner["token"]))
    assert count.json()["count"] == 1
    page = client.get("/api/notifications?tab=appreciations",
                      headers=bearer(owner["token"])).json()
    assert page["notifications"][0]["actor"]["fullName"] == "Asha Rao"
    assert client.get("/api/notifications?tab=appreciations",
                      headers=bearer(fan["token"])).json()["notifications"] == []
    bad = client.get("/api/notifications?tab=payments", headers=bearer(owner["token"]))
    assert bad.status_code == 422 and bad.json()["success"] is False
    other = client.post(f"/api/notifications/{page['notifications'][0]['id']}/read",
                        headers=bearer(fan["token"]))
    assert other.status_code == 404
    assert client.post("/api/notifications/read-all",
                       headers=bearer(owner["token"])).json()["changed"] == 1
    assert client.get("/api/notifications/unread-count",
                      headers=bearer(owner["token"])).json()["count"] == 0
    assert client.get("/api/notifications/unread-count").status_code == 401


def test_two_users_exchange_messages_and_a_third_gets_404(client, clean_db):
    a, b, c = register_via_api(client), register_via_api(client), register_via_api(client)
    started = client.post("/api/conversations", json={"userId": b["user"]["_id"]},
                          headers=bearer(a["token"]))
    assert started.status_code == 201, started.text
    chat = started.json()["conversation"]["id"]
    again = client.post("/api/conversations", json={"userId": a["user"]["_id"]},
                        headers=bearer(b["token"]))
    assert again.json()["conversation"]["id"] == chat
    sent = client.post(f"/api/conversations/{chat}/messages",
                       json={"text": "My number is 98765 43210"}, headers=bearer(a["token"]))
    assert sent.status_code == 201 and sent.json()["message"]["text"].endswith("98765 43210")
    blank = client.post(f"/api/conversations/{chat}/messages", json={"text": "  "},
                        headers=bearer(a["token"]))
    assert blank.status_code == 400 and blank.json()["message"] == "Message cannot be empty"
    listed = client.get("/api/conversations", headers=bearer(b["token"])).json()
    assert listed["unreadTotal"] == 1 and listed["conversations"][0]["unreadCount"] == 1
    assert "98765" not in listed["conversations"][0]["lastMessage"]
    read = client.get(f"/api/conversations/{chat}/messages", headers=bearer(b["token"])).json()
    assert read["contactsHidden"] and read["messages"][0]["masked"]
    assert client.post(f"/api/conversations/{chat}/read",
                       headers=bearer(b["token"])).json()["changed"] == 1
    for method, path in (("get", "messages"), ("post", "messages"), ("post", "read")):
        answer = client.request(method.upper(), f"/api/conversations/{chat}/{path}",
                                json={"text": "hi"}, headers=bearer(c["token"]))
        assert answer.status_code == 404, (method, path, answer.text)
    assert client.get("/api/conversations", headers=bearer(c["token"])).json()[
        "conversations"] == []
    self_chat = client.post("/api/conversations", json={"userId": a["user"]["_id"]},
                            headers=bearer(a["token"]))
    assert self_chat.status_code == 403
    nobody = client.post("/api/conversations", json={"userId": "nope"},
                         headers=bearer(a["token"]))
    assert nobody.status_code == 404
