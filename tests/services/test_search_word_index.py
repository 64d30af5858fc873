"""The word index search reads (models/search_index.py): saves, edits, deletes and profile
changes keep it in step with every portfolio's search text, the bulk rebuild gives the same
index, and the search statements read it through its primary key, never a whole table."""

import re

from sqlalchemy import event, text

from marketplace_app.models.search_index import rebuild_search_index
from marketplace_app.services.accounts import users
from marketplace_app.services.portfolios import (portfolios, search, search_index,
                                                 search_postings)
from marketplace_app.services.portfolios.search_terms import QueryWord, words_of
from tests import media_samples as samples
from tests.factories import make_user


def _index(session) -> dict[str, set[str]]:
    """portfolio id -> the words the index holds for it."""
    rows = session.execute(text(
        "SELECT d.portfolio_id, p.word FROM search_postings p "
        "JOIN search_docs d ON d.doc = p.doc")).all()
    found: dict[str, set[str]] = {}
    for portfolio_id, word in rows:
        found.setdefault(portfolio_id, set()).add(word)
    return found


def _texts(session) -> dict[str, set[str]]:
    """portfolio id -> the words of its search text."""
    rows = session.execute(text("SELECT id, search_text FROM portfolios")).all()
    return {i: words_of(t) for i, t in rows}


def _work(session, talent, title, description=""):
    return portfolios.create_portfolio(session, actor=talent, title=title,
                                       category="Photography", subcategory="",
                                       description=description, files=[samples.jpeg()])


def _ids(session, query: str) -> list[str]:
    search.feed_cache.forget_all()
    return [p["_id"] for p in search.feed(session, search=query)["portfolios"]]


def test_saves_edits_and_deletes_keep_the_index_in_step(session):
    talent, _ = make_user(session, full_name="Kavya Menon")
    mehndi = _work(session, talent, "Mehndi night in Jaipur", "For the bride")
    temple = _work(session, talent, "मंदिर की सुबह", "Morning light")
    assert _index(session) == _texts(session)
    assert {"mehndi", "jaipur", "kavya", "मंदिर", "mandir"} <= _index(session)[mehndi.id] | \
        _index(session)[temple.id]

    portfolios.update_portfolio(session, actor=talent, portfolio_id=mehndi.id,
                                title="Haldi morning in Udaipur", files=[])
    assert _index(session) == _texts(session)
    assert "mehndi" not in _index(session)[mehndi.id]
    assert _ids(session, "haldi udaipur")[0] == mehndi.id
    assert mehndi.id not in _ids(session, "mehndi")

    portfolios.delete_portfolio(session, actor=talent, portfolio_id=temple.id)
    assert temple.id not in _index(session)
    assert session.execute(text("SELECT count(*) FROM search_docs")).scalar_one() == 1
    assert temple.id not in _ids(session, "mandir")


def test_profile_changes_reach_the_index(session):
    talent, _ = make_user(session, full_name="Rohan Verma")
    work = _work(session, talent, "Street portraits")
    users.update_profile(session, actor=talent, data={"fullName": "Rohan Iyer",
                                                      "location": "Pune"})
    assert _index(session) == _texts(session)
    assert {"iyer", "pune"} <= _index(session)[work.id]
    assert "verma" not in _index(session)[work.id]
    assert _ids(session, "rohan iyer pune")[0] == work.id


def test_the_bulk_rebuild_gives_the_same_index_as_the_triggers(session):
    talent, _ = make_user(session)
    for title in ("Shaadi ki tasveerein", "शादी फोटोग्राफर", "Drone reel over Bombay"):
        _work(session, talent, title, "Concept, planning and delivery in 4 days.")
    before = _index(session)
    rebuild_search_index(session.connection())
    session.commit()
    assert _index(session) == before == _texts(session)
    newest_first = session.execute(text(
        "SELECT d.portfolio_id FROM search_docs d JOIN portfolios p ON p.id = d.portfolio_id "
        "ORDER BY d.doc DESC")).scalars().all()
    assert newest_first == session.execute(text(
        "SELECT id FROM portfolios ORDER BY created_at DESC, id DESC")).scalars().all()


def test_a_word_this_worker_has_not_seen_yet_is_found(session, monkeypatch):
    talent, _ = make_user(session)
    _work(session, talent, "Old work")
    search.feed(session, search="old")  # this worker's dictionary is now cached
    cached = list(search_index.dictionary(session))
    work = _work(session, talent, "Kalamkari textile prints")
    # As if another worker had saved it: this worker's dictionary lacks the new words.
    monkeypatch.setattr(search_index, "dictionary", lambda _session: cached)
    assert "kalamkari" not in search_index.word_finder(session).words
    assert _ids(session, "kalamkari")[0] == work.id


def test_words_are_found_inside_other_words_and_at_their_start():
    finder = search_postings.WordFinder(sorted(["chennai", "henna", "mehndi", "photo",
                                                "photographer", "prewedding", "wedding"]))
    assert finder.containing("wedding") == ["prewedding", "wedding"]
    assert finder.containing("enna") == ["chennai", "henna"]
    assert finder.starting("photo") == ["photo", "photographer"]
    word = QueryWord("henna", {"henna": 0, "mehndi": 0}, word_starts=frozenset({"mehndi"}))
    assert search_postings.indexed_words(word, finder) == ["henna", "chennai", "mehndi"]


PLAN_QUERIES = ("wedding", "shaadi ki tasveer", "gehne jaipur", "dulhan makeup mumbai",
                "menhdi", "wedding drone reel delhi")
# A table read whole (SQLite names the postings by their aliases a, s, x0 …; "SCAN m" is
# the intersected numbers, not a table).
WHOLE_SQLITE = re.compile(r"^SCAN (portfolios|search_docs|search_postings|a|s|x\d+)\b", re.M)
WHOLE_POSTGRES = re.compile(r"Seq Scan on (portfolios|search_docs|search_postings)\b")


def _statements(session) -> list[tuple[str, object]]:
    """The statements search runs on the word index and the candidate rows for PLAN_QUERIES,
    without and with filters."""
    seen = []

    def executed(_conn, _cursor, statement, parameters, _context, _many):
        if "search_docs" in statement or "search_postings" in statement:
            seen.append((statement, parameters))

    event.listen(session.get_bind(), "before_cursor_execute", executed)
    try:
        for query in PLAN_QUERIES:
            for filters in ({}, {"category": "Photography"}):
                search.feed_cache.forget_all()
                search.feed(session, search=query, **filters)
    finally:
        event.remove(session.get_bind(), "before_cursor_execute", executed)
    return seen


def test_search_reads_the_index_and_rows_by_their_keys(session):
    talent, _ = make_user(session, full_name="Meera Iyer")
    for title in ("Wedding drone reel Delhi", "Shaadi ki tasveerein", "Jewellery close-ups",
                  "Bridal makeup Mumbai", "Mehndi night"):
        _work(session, talent, title)
    statements = _statements(session)
    assert any("search_postings" in sql for sql, _p in statements)
    assert any("search_docs" in sql for sql, _p in statements)
    postgres = session.get_bind().dialect.name == "postgresql"
    cursor = session.connection().connection.cursor()
    if postgres:  # a few rows are cheaper read whole: ask what the indexes allow
        cursor.execute("SET LOCAL enable_seqscan = off")
    for sql, params in statements:
        cursor.execute(("EXPLAIN " if postgres else "EXPLAIN QUERY PLAN ") + sql, params)
        plan = "\n".join(str(row[0] if postgres else row[3]) for row in cursor.fetchall())
        whole_table = WHOLE_POSTGRES if postgres else WHOLE_SQLITE
        assert not whole_table.search(plan), plan
        if "search_postings" in sql:
            assert ("search_postings_pkey" if postgres
                    else "USING PRIMARY KEY (word=?") in plan, plan


def test_the_bulk_seed_fills_the_index_and_leaves_its_upkeep_in_place(session):
    from marketplace_app import seed

    seed.main(["--portfolios", "120"])
    assert len(_index(session)) == 120 and _index(session) == _texts(session)
    talent, _ = make_user(session)
    work = _work(session, talent, "Kalbelia dance portraits")
    assert _index(session) == _texts(session)
    assert _ids(session, "kalbelia")[0] == work.id


def test_a_word_longer_than_the_index_takes_is_left_out_without_error(session):
    talent, _ = make_user(session)
    long_word = "pneumonoultramicroscopicsilicovolcanoconiosis" * 2  # 90 letters
    work = _work(session, talent, f"{long_word} wedding", "")
    assert long_word not in _index(session)[work.id] and "wedding" in _index(session)[work.id]
    assert _index(session) == _texts(session)
    assert _ids(session, "wedding")[0] == work.id
