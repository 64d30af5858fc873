"""Search text typed in Devanagari becomes the English words the works are written in."""

from marketplace_app.i18n.devanagari import to_latin_query


def test_categories_and_cities_map_to_english():
    assert to_latin_query("फोटोग्राफर मुंबई") == "photographer mumbai"
    assert to_latin_query("फ़ोटोग्राफ़र मुंबई") == "photographer mumbai"
    assert to_latin_query("शादी वीडियो") == "wedding video"
    assert to_latin_query("कलकत्ता  मेकअप") == "kolkata makeup"


def test_mixed_scripts_keep_the_latin_words():
    assert to_latin_query("drone शादी delhi") == "drone wedding delhi"


def test_unknown_words_are_romanised():
    assert to_latin_query("कांजीवरम") == "kanjivaram"


def test_latin_text_is_untouched():
    assert to_latin_query("Wedding Video") == "Wedding Video"
    assert to_latin_query("") == ""
