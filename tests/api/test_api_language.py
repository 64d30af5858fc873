"""API error messages follow the reader's language: ?lang= or Accept-Language."""


def test_error_message_in_hindi_when_the_client_reads_hindi(client):
    hindi = client.post("/api/auth/login", json={"email": "", "password": ""},
                        headers={"Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8"})
    by_query = client.post("/api/auth/login?lang=hi", json={"email": "", "password": ""})
    assert hindi.status_code == 400
    assert hindi.json()["message"] == "कृपया ईमेल और पासवर्ड दोनों डालें"
    assert by_query.json()["message"] == "कृपया ईमेल और पासवर्ड दोनों डालें"


def test_english_stays_the_default(client):
    plain = client.post("/api/auth/login", json={"email": "", "password": ""})
    english = client.post("/api/auth/login", json={"email": "", "password": ""},
                          headers={"Accept-Language": "en-GB"})
    assert plain.json()["message"] == "Please enter both email and password"
    assert english.json()["message"] == "Please enter both email and password"


def _me(client):
    from tests.factories import bearer, register_via_api
    body = register_via_api(client, full_name="Asha Verma", email="asha.lang@example.com")
    return bearer(body["token"])


def test_success_messages_follow_the_reader_language(client):
    me = _me(client)
    hindi = client.put("/api/user/profile?lang=hi", headers=me, json={"bio": "नमस्ते"})
    by_header = client.put("/api/user/profile", json={"bio": "Hi"},
                           headers={**me, "Accept-Language": "hi-IN,hi;q=0.9"})
    english = client.put("/api/user/profile", headers=me, json={"bio": "Hello"})
    assert hindi.status_code == 200 and hindi.json()["message"] == "प्रोफ़ाइल अपडेट हो गई"
    assert by_header.json()["message"] == "प्रोफ़ाइल अपडेट हो गई"
    assert english.json()["message"] == "Profile updated successfully"


def test_the_profile_keeps_the_chosen_language(client):
    me = _me(client)
    assert client.get("/api/user/profile", headers=me).json()["user"]["language"] is None
    saved = client.put("/api/user/profile", headers=me, json={"language": "hi"})
    assert saved.status_code == 200 and saved.json()["user"]["language"] == "hi"
    assert client.get("/api/user/profile", headers=me).json()["user"]["language"] == "hi"
    for bad in ("fr", "hindi", 7, ["hi"]):
        refused = client.put("/api/user/profile", headers=me, json={"language": bad})
        assert refused.status_code == 400, bad
        assert refused.json()["message"].startswith("Language"), refused.json()
    assert client.get("/api/user/profile", headers=me).json()["user"]["language"] == "hi"
