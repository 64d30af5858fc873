"""Issue 30 items 1-3 and 5: the vocabulary file, transliteration both ways, sound-alike
spellings and "did you mean" (the judged set is in test_search_relevance.py)."""

import re

import pytest

from marketplace_app.i18n.devanagari import romanize, romanized_words
from marketplace_app.services.portfolios import portfolios, search, search_vocabulary
from marketplace_app.services.portfolios.search_phonetic import sound_key
from marketplace_app.services.portfolios.search_terms import document_text, query_words
from tests import media_samples as samples
from tests.factories import make_user

DEVANAGARI = re.compile(r"^[\u0900-\u097f]+$")


def test_every_vocabulary_entry_is_well_formed():
    entries = search_vocabulary.entries()
    assert len(entries) >= 50
    for entry in entries:
        assert entry["kind"] in ("occasion", "subject", "object", "place", "people"), entry
        assert entry["en"] and all(re.fullmatch(r"[a-z]+", w) for w in entry["en"]), entry
        assert all(re.fullmatch(r"[a-z ]+", w) for w in entry.get("roman", ())), entry
        assert all(DEVANAGARI.match(w) for w in entry.get("hi", ())), entry


def test_no_roman_spelling_means_two_things():
    owner: dict[str, str] = {}
    for entry in search_vocabulary.entries():
        for word in entry.get("roman", ()):
            assert owner.setdefault(word, entry["en"][0]) == entry["en"][0], word


@pytest.mark.parametrize("hindi, english", [
    ("shaadi", "wedding"), ("vivah", "wedding"), ("dulhan", "bride"), ("mandir", "temple"),
    ("tasveer", "photo"), ("baarish", "rain"), ("barsaat", "monsoon"), ("gehne", "jewellery"),
])
def test_the_issue_words_reach_their_english(hindi, english):
    assert english in query_words(hindi)[0].variants
    assert hindi in query_words(english)[0].variants


@pytest.mark.parametrize("devanagari, english", [("शादी", "wedding"), ("मंदिर", "temple"),
                                                 ("तस्वीर", "photo"), ("बरसात", "rain")])
def test_devanagari_words_of_the_vocabulary_read_as_english(devanagari, english):
    assert search.to_latin_query(devanagari, search_vocabulary.hindi_terms()) == english


@pytest.mark.parametrize("devanagari, latin", [
    ("शादी", "shadi"), ("बरसात", "barsat"), ("गहने", "gahne"), ("साड़ी", "sari"),
    ("पहाड़", "pahar"), ("तस्वीरें", "tasviren"), ("मंदिर", "mandir"), ("चाय", "chay"),
])
def test_devanagari_is_transliterated_the_way_it_is_spoken(devanagari, latin):
    assert romanize(devanagari) == latin


def test_the_index_keeps_devanagari_and_adds_its_latin_form():
    text = document_text(title="शादी की तस्वीरें", description="", category="Photography",
                         subcategory="", owner_name="राहुल", owner_username=None,
                         owner_city="Lucknow")
    assert text.startswith(" ")
    title, _category, owner, _description = text[1:].split(" | ")
    assert title == "शादी की तस्वीरें shadi ki tasviren"
    assert owner == "राहुल lucknow rahul"
    assert romanized_words("Mehndi night") == ""


@pytest.mark.parametrize("spellings", [("mehndi", "menhdi", "mehendi", "mehandi"),
                                       ("shaadi", "shadi", "shaadee"), ("lehenga", "lehnga"),
                                       ("tasveer", "tasvir"), ("barsaat", "barsat")])
def test_spelling_variants_share_a_sound_key(spellings):
    assert len({sound_key(s) for s in spellings}) == 1


def test_different_words_keep_different_keys():
    assert len({sound_key(w) for w in ("mehndi", "mandir", "shaadi", "saree", "sagai")}) == 5
    assert sound_key("शादी") is None and sound_key("ab") is None


def _work(session, title, description=""):
    talent, _ = make_user(session)
    return portfolios.create_portfolio(session, actor=talent, title=title,
                                       category="Photography", subcategory="",
                                       description=description, files=[samples.jpeg()])


def test_mehndi_spellings_find_each_other(session):
    made = {w: _work(session, f"{w} ceremony").id for w in ("mehndi", "menhdi", "mehendi")}
    for typed in made:
        found = {p["_id"] for p in search.feed(session, search=typed)["portfolios"]}
        assert found == set(made.values()), typed


def test_roman_hindi_finds_devanagari_and_the_reverse(session):
    deva = _work(session, "शादी की तस्वीरें").id
    roman = _work(session, "Mehndi ki raat").id
    assert search.feed(session, search="shaadi")["portfolios"][0]["_id"] == deva
    assert search.feed(session, search="मेहंदी")["portfolios"][0]["_id"] == roman


def test_did_you_mean_when_nothing_is_found(session):
    _work(session, "Wedding photographer portfolio")
    page = search.feed(session, search="photgrafer")
    assert page["total"] == 0 and page["suggestion"] == "photographer"
    page = search.feed(session, search=page["suggestion"])
    assert page["total"] == 1 and page["suggestion"] is None


def test_no_suggestion_that_finds_nothing_more(session):
    _work(session, "Wedding photographer portfolio")
    assert search.feed(session, search="zzzzqqq")["suggestion"] is None
    assert "suggestion" not in search.feed(session)


def test_did_you_mean_keeps_the_script_typed(session):
    _work(session, "Mehndi ceremony", "Dulhan portraits")
    page = search.feed(session, search="मेहंदीयाँ")
    assert page["total"] == 0 and page["suggestion"] == "मेहंदी"
    assert search.feed(session, search="मेहंदी")["total"] == 1
    page = search.feed(session, search="Ceremony मेहंदीयाँ")
    assert page["total"] == 1 and page["suggestion"] is None  # the correction finds no more


def test_a_word_some_text_holds_is_taken_as_written():
    assert "hair" in query_words("baall", ["other"])[0].variants  # baal by its sound
    assert "hair" not in query_words("ball", ["ball", "other"])[0].variants
    assert "photo" not in query_words("photographer", ["photograph", "photographer"])[0].variants
    assert "garden" in query_words("bagichi", ["bagicha"])[0].variants  # a typo's meaning


def test_no_two_meanings_sound_alike():
    meaning_of: dict[str, str] = {}
    for entry, group in zip(search_vocabulary.entries(), search_vocabulary.groups()):
        for word in group:
            if (key := sound_key(word)) is not None:
                assert meaning_of.setdefault(key, entry["en"][0]) == entry["en"][0], word


def test_a_new_entry_in_the_file_is_read_without_code(tmp_path, monkeypatch):
    data = tmp_path / "vocabulary.json"
    data.write_text('{"entries": [{"kind": "object", "en": ["umbrella"], "roman": ["chhata",'
                    ' "chhatri"], "hi": ["छाता"]}]}', encoding="utf-8")
    monkeypatch.setattr(search_vocabulary, "PATH", data)
    for cached in (search_vocabulary.entries, search_vocabulary.groups,
                   search_vocabulary.hindi_terms, search_vocabulary.hindi_spellings):
        cached.cache_clear()
    try:
        assert search_vocabulary.groups() == (("umbrella", "chhata", "chhatri"),)
        assert search_vocabulary.hindi_terms()["छाता"] == "umbrella"
    finally:
        for cached in (search_vocabulary.entries, search_vocabulary.groups,
                       search_vocabulary.hindi_terms, search_vocabulary.hindi_spellings):
            cached.cache_clear()
