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
