"""A prerendered page served in Hindi: its fixed texts in Hindi, those filled in from a
template too (the footer's tagline sentence)."""

from marketplace_app.components.footer import footer_notes, footer_top
from marketplace_app.first_screen.page import _translated, translated_attributes
from marketplace_app.i18n import translate
from marketplace_app.texts import site as TS
from tests.i18n.spoken import english_attributes

FOOTER = TS.TAGLINE_PHOTOGRAPHERS_FILMMAKERS_STYLISTS_ARTISTS_AND.format(
    tagline=TS.BRAND_TAGLINE)


def test_a_text_filled_in_from_a_template_is_served_in_hindi():
    page = f'<p class="rt-Text">{FOOTER.replace(chr(39), "&#x27;")}</p><title>Feed · Kalakar</title>'
    served = _translated(page, "hi")
    assert "Photographers" not in served
    assert translate(TS.TAGLINE_PHOTOGRAPHERS_FILMMAKERS_STYLISTS_ARTISTS_AND, "hi",
                     tagline=translate(TS.BRAND_TAGLINE, "hi")) in served
    assert f"<title>{translate('Feed', 'hi')} · Kalakar</title>" in served
    assert _translated(page, "en") == page


def test_a_page_s_labels_are_translated_where_it_is_prepared():
    page = ('<a aria-label="Kalakar home" href="/"></a><input placeholder="Photography services">'
            '<img alt="Featured work"><div data-title="Cards"></div>')
    served = translated_attributes(page, "hi")
    assert english_attributes(served) == []
    assert 'aria-label="Kalakar होम"' in served and 'data-title="Cards"' in served
    assert translated_attributes(page, "en") == page


def test_the_footer_a_page_takes_over_says_its_labels_in_hindi():
    # React draws the footer from this markup once it holds the page: a label left English
    # here turns the served page's Hindi label English again.
    assert english_attributes(footer_top("hi") + footer_notes("hi")) == []
    assert 'aria-label="Kalakar home"' in footer_top("en")
