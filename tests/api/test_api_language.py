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


def _user(client, name: str, email: str) -> tuple[str, dict]:
    from tests.factories import bearer, register_via_api
    body = register_via_api(client, full_name=name, email=email)
    return body["user"]["_id"], bearer(body["token"])


def test_interaction_and_availability_messages_read_in_hindi(client):
    from datetime import date, timedelta
    talent, _ = _user(client, "Ravi Das", "ravi.hi@example.com")
    fan_id, fan = _user(client, "Neha Jain", "neha.hi@example.com")
    admired = client.post(f"/api/user/{talent}/admire?lang=hi", headers=fan)
    undone = client.post(f"/api/user/{talent}/admire?lang=hi", headers=fan)
    appreciated = client.post(f"/api/user/{talent}/appreciate?lang=hi", headers=fan)
    shared = client.post(f"/api/user/{talent}/share?lang=hi", headers=fan)
    again = client.post(f"/api/user/{talent}/share?lang=hi", headers=fan)
    english = client.post(f"/api/user/{talent}/appreciate", headers=fan)
    assert admired.json()["message"] == "पसंद किया"
    assert undone.json()["message"] == "पसंद हटाई"
    assert appreciated.json()["message"] == "सराहा"
    assert shared.json()["message"] == "लिंक कॉपी और शेयर हो गया!"
    assert again.status_code == 409 and again.json()["message"] == "आप यह प्रोफ़ाइल पहले ही शेयर कर चुके हैं!"
    assert english.json()["message"] == "Appreciation removed"
    own = client.post(f"/api/user/{fan_id}/admire?lang=hi", headers=fan)
    assert own.status_code == 403 and own.json()["message"] == "आप अपनी प्रोफ़ाइल को पसंद नहीं कर सकते"
    start = (date.today() + timedelta(days=3)).isoformat()
    window = {"city": "Jaipur", "dateFrom": start, "dateTo": start}
    added = client.post("/api/user/me/availability?lang=hi", headers=fan, json=window)
    assert added.status_code == 201 and added.json()["message"] == "उपलब्धता प्रकाशित हुई"
    removed = client.delete(f"/api/user/me/availability/{added.json()['window']['id']}",
                            headers={**fan, "Accept-Language": "hi"})
    assert removed.json()["message"] == "उपलब्धता हटाई गई"


def test_messages_built_from_values_read_in_hindi(client):
    _, me = _user(client, "Kiran Rao", "kiran.hi@example.com")
    long_bio = client.put("/api/user/profile?lang=hi", headers=me, json={"bio": "x" * 2001})
    bad_gender = client.put("/api/user/profile?lang=hi", headers=me, json={"gender": "robot"})
    no_name = client.put("/api/user/profile?lang=hi", headers=me, json={"fullName": " "})
    english = client.put("/api/user/profile", headers=me, json={"bio": "x" * 2001})
    assert long_bio.status_code == 400
    assert long_bio.json()["message"] == "परिचय में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं"
    assert bad_gender.json()["message"] == "लिंग इनमें से एक होना चाहिए: male, female, other"
    assert no_name.json()["message"] == "पूरा नाम ज़रूरी है"
    assert english.json()["message"] == "Bio must be at most 2000 characters"
