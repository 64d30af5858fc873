"""GET /api/Portfolio/all: filters, cursor pages, fuzzy search and hostile queries."""

import pytest

from tests.factories import bearer
from tests.portfolio_helpers import create, talent


def _profile(client, token, **fields):
    response = client.put("/api/user/profile", json=fields, headers=bearer(token))
    assert response.status_code == 200, response.text


@pytest.fixture
def catalogue(client):
    """Five items from two talents in two cities."""
    mumbai, _ = talent(client, full_name="Meera Kapoor")
    _profile(client, mumbai, location="Mumbai", experienceLevel="Professional")
    delhi, _ = talent(client, full_name="Rohan Verma")
    _profile(client, delhi, location="Delhi", experienceLevel="Beginner")
    items = {
        "wedding": create(client, mumbai, title="Royal Wedding Stories", category="Photography",
                          subcategory="Events & Weddings", description="Udaipur palace"),
        "food": create(client, mumbai, title="Street Food Diaries", category="Photography",
                       subcategory="Food & Beverage", description="Chaat and chai"),
        "drone": create(client, delhi, title="Himalaya from above", category="Videography",
                        subcategory="Drone", description="Aerial film"),
        "logo": create(client, delhi, title="Logo refresh", category="Designers",
                       subcategory="Logo Designers", description="Brand marks"),
        "photo": create(client, delhi, title="Photography", category="Editors",
                        subcategory="Photo Editors", description="Retouching"),
    }
    return {k: r.json()["portfolio"]["_id"] for k, r in items.items()}


def ids(response) -> list[str]:
    assert response.status_code == 200, response.text
    return [p["_id"] for p in response.json()["portfolios"]]


def test_no_parameters_newest_first_with_total(client, catalogue):
    body = client.get("/api/Portfolio/all").json()
    assert body["total"] == 5 and body["nextCursor"] is None
    assert [p["_id"] for p in body["portfolios"]] == list(reversed(catalogue.values()))


def test_cursor_pages_cover_everything_once(client, catalogue):
    seen, cursor = [], None
    for _ in range(5):
        params = {"limit": 2, **({"cursor": cursor} if cursor else {})}
        body = client.get("/api/Portfolio/all", params=params).json()
        seen += [p["_id"] for p in body["portfolios"]]
        cursor = body["nextCursor"]
        if not cursor:
            break
    assert seen == list(reversed(catalogue.values()))


def test_filters(client, catalogue):
    get = lambda **p: ids(client.get("/api/Portfolio/all", params=p))  # noqa: E731
    assert set(get(category="Photography")) == {catalogue["wedding"], catalogue["food"]}
    assert set(get(category="photography")) == {catalogue["wedding"], catalogue["food"]}
    assert get(subcategory="Drone") == [catalogue["drone"]]
    assert set(get(location="Mumbai")) == {catalogue["wedding"], catalogue["food"]}
    assert set(get(experience="Beginner")) == {catalogue["drone"], catalogue["logo"],
                                               catalogue["photo"]}
    assert get(location="Mumbai", category="Designers") == []
    assert get(location="Atlantis") == []
    assert len(get(category="all")) == 5


def test_limit_rules(client, catalogue):
    assert len(ids(client.get("/api/Portfolio/all", params={"limit": 1}))) == 1
    assert len(ids(client.get("/api/Portfolio/all", params={"limit": 1000}))) == 5
    for bad in ("0", "-3", "many"):
        assert client.get("/api/Portfolio/all", params={"limit": bad}).status_code == 400
    assert client.get("/api/Portfolio/all", params={"cursor": "garbage!!"}).status_code == 400


def test_search_exact_substring_and_fuzzy(client, catalogue):
    search = lambda q, **p: ids(client.get("/api/Portfolio/all",  # noqa: E731
                                           params={"search": q, **p}))
    # The exact title match ranks first; substring matches in category follow.
    found = search("photography")
    assert found[0] == catalogue["photo"]
    assert set(found) >= {catalogue["wedding"], catalogue["food"]}
    assert search("WEDDING") == [catalogue["wedding"]]
    assert search("weding storys")[0] == catalogue["wedding"]  # typos
    assert search("himalya")[0] == catalogue["drone"]
    assert search("meera kapoor", category="Photography") and \
        set(search("meera kapoor")) == {catalogue["wedding"], catalogue["food"]}
    assert search("zzzzqqqq") == []
    body = client.get("/api/Portfolio/all", params={"search": "photography", "limit": 1}).json()
    assert body["total"] >= 3 and body["nextCursor"]
    second = client.get("/api/Portfolio/all", params={"search": "photography", "limit": 1,
                                                      "cursor": body["nextCursor"]}).json()
    assert second["portfolios"][0]["_id"] != body["portfolios"][0]["_id"]


@pytest.mark.parametrize("query", [
    "'; DROP TABLE portfolios; --", "\" OR 1=1 --", "%", "_", "%%__", "a\x00b", "\x00",
    "📸🎬", "wedding 📸", "*", "NEAR(a b)", "\"unterminated", "x" * 5000, "é" * 3000,
    "' OR ''='", "\\", "AND OR NOT", "((((", "ab", "a"])
def test_hostile_search_never_5xx(client, catalogue, query):
    response = client.get("/api/Portfolio/all", params={"search": query})
    assert response.status_code < 500, response.text
    if response.status_code == 200:
        body = response.json()
        assert set(body) >= {"portfolios", "nextCursor", "total"}
    assert client.get("/api/Portfolio/all").json()["total"] == 5


def test_percent_and_underscore_are_literal(client, catalogue):
    assert ids(client.get("/api/Portfolio/all", params={"search": "%"})) == []
    assert ids(client.get("/api/Portfolio/all", params={"subcategory": "%"})) == []


def test_a_kept_ranking_never_hides_a_new_or_hidden_item(client):
    owner, _ = talent(client)
    reader, _ = talent(client)
    first = create(client, owner, title="Zanzibar sunset frames").json()["portfolio"]["_id"]
    search = lambda: [p["_id"] for p in client.get(  # noqa: E731
        "/api/Portfolio/all", params={"search": "zanzibar", "limit": 1},
        headers=bearer(reader)).json()["portfolios"]]
    assert search() == [first]
    second = create(client, owner, title="Zanzibar dhow regatta").json()["portfolio"]["_id"]
    assert search() == [second]  # newest first among equals, at once
    client.patch(f"/api/portfolio/{second}/status", json={"status": False},
                 headers=bearer(owner))
    assert search() == [first]


def test_a_search_answers_with_a_suggestion_when_it_finds_nothing(client, catalogue):
    found = client.get("/api/Portfolio/all", params={"search": "Himalaya"}).json()
    assert found["suggestion"] is None and found["total"] == 1
    assert "suggestion" not in client.get("/api/Portfolio/all").json()
    body = client.get("/api/Portfolio/all", params={"search": "photogrpahyy"}).json()
    assert body["total"] == 0 and body["suggestion"] == "photography"
    again = client.get("/api/Portfolio/all", params={"search": body["suggestion"]}).json()
    assert again["total"] >= 1 and again["suggestion"] is None
