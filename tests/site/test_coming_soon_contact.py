"""/coming-soon gives the configured contact address, and never a placeholder one."""

from marketplace_app.pages.coming_soon import _contact


def test_the_configured_address_is_a_mail_link():
    link = _contact("studio@kalakar.in").render()
    assert "mailto:studio@kalakar.in" in str(link) and "contact-address" in str(link)


def test_without_an_address_the_page_offers_the_talent_instead():
    link = str(_contact(None).render())
    assert "/find-talent" in link and "mailto:" not in link and "browse-meanwhile" in link
