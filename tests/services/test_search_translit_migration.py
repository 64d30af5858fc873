"""Migration f1a0c0de0030: rows indexed before issue 30 get the new search text (Devanagari
kept whole, its Latin form beside it) and their words reach the dictionary."""

import importlib.util
from pathlib import Path

from sqlalchemy import text
from sqlmodel import select

from marketplace_app.models.portfolio import Portfolio
from marketplace_app.models.search_word import SearchWord
from marketplace_app.services.portfolios import portfolios, search
from tests import media_samples as samples
from tests.factories import make_user

MIGRATION = Path(__file__).resolve().parents[2] / "alembic/versions/f1a0c0de0030_search_translit.py"


def _migration():
    spec = importlib.util.spec_from_file_location("search_translit", MIGRATION)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_old_rows_are_reindexed_and_found_by_roman_hindi(session):
    talent, _ = make_user(session)
    made = portfolios.create_portfolio(session, actor=talent, title="शादी की तस्वीरें",
                                       category="Photography", subcategory="", description="",
                                       files=[samples.jpeg()])
    latin = portfolios.create_portfolio(session, actor=talent, title="Mehndi night",
                                        category="Photography", subcategory="", description="",
                                        files=[samples.jpeg()])
    new_text = session.get(Portfolio, made.id).search_text
    # As the old normalising left them: vowel signs gone, no leading space, no Latin form.
    session.execute(text("UPDATE portfolios SET search_text = :t WHERE id = :i"),
                    [{"t": "श द  क  तस व र  | photography | x |", "i": made.id},
                     {"t": "mehndi night | photography | x |", "i": latin.id}])
    session.execute(text("DELETE FROM search_words WHERE word = 'shadi'"))
    session.commit()
    assert made.id not in [p["_id"] for p in search.feed(session, search="shaadi")["portfolios"]]

    assert _migration().reindex(session.connection()) == 2
    session.commit()
    session.expire_all()
    assert session.get(Portfolio, made.id).search_text == new_text
    assert session.exec(select(SearchWord).where(SearchWord.word == "shadi")).first()
    search.feed_cache.forget_all()
    assert search.feed(session, search="shaadi")["portfolios"][0]["_id"] == made.id
    assert _migration().reindex(session.connection()) == 0  # nothing left to rewrite
