"""A prerendered page served in Hindi: its fixed texts in Hindi, those filled in from a
template too (the footer's tagline sentence)."""

from marketplace_app.first_screen.page import _translated
from marketplace_app.i18n import translate
from marketplace_app.texts import site as TS

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
