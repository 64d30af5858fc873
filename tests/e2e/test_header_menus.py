"""The header's menus and popovers (Me, Messages, Notifications, the narrow screens' menu) are
drawn as their triggers alone until first used (components/react/mount_on_use.jsx): their
Radix providers were ~90 of the components every page hydrated, and drew again, before it
answered a tap. Each still opens on its first use, by mouse, finger or keyboard, and gives
the focus back when it closes."""

import httpx
import pytest

from playwright.sync_api import expect

from tests.e2e.conftest import store_token, wait_for_hydration
from tests.e2e.takeover import fiber_watch

pytestmark = pytest.mark.e2e

# The wide screens' three, and the narrow screens' menu: what each opens.
WIDE = {"nav-me": "menu", "nav-messages": "dialog", "nav-notifications": "dialog"}
NARROW = {"mobile-menu-button": "menu"}

# Before React loads: Radix's poppers (each menu's and popover's positioning) in any commit.
COUNT_POPPERS = fiber_watch("window.__poppers = 0; window.__commits = 0;", """
      if (fiber === root.current) window.__commits++;
      const type = fiber.type;
      const name = type && (type.displayName || type.name || '');
      if (typeof name === 'string' && name.startsWith('Popper')) window.__poppers++;""")


def _member_context(browser, server, width: int, **options):
    context = browser.new_context(base_url=server.url, viewport={"width": width, "height": 800},
                                  **options)
    token = httpx.post(f"{server.url}/api/auth/login", timeout=30, json={
        "email": "client1@demo.example.com", "password": "demo-password-1"}).json()["token"]
    store_token(context.new_page(), token)
    return context


@pytest.mark.parametrize("member", [False, True])
@pytest.mark.parametrize("width", [390, 1280])
def test_closed_menus_are_drawn_as_their_triggers_alone(browser, seeded_server, member, width):
    """No Radix popper is drawn before a menu is used: not in the takeover, not after the
    server has answered. The triggers say what they open, as Radix's do."""
    context = (_member_context(browser, seeded_server, width) if member else
               browser.new_context(base_url=seeded_server.url,
                                   viewport={"width": width, "height": 800}))
    context.add_init_script(COUNT_POPPERS)
    page = context.new_page()
    page.goto("/main-feed/")
    wait_for_hydration(page)
    page.wait_for_timeout(2000)  # the server's answers, and any commit they bring
    assert page.evaluate("window.__poppers") == 0
    triggers = {**(WIDE if member and width > 390 else {}), **(NARROW if width == 390 else {})}
    for trigger_id, popup in triggers.items():
        trigger = page.locator(f"#{trigger_id}")
        expect(trigger).to_have_attribute("aria-haspopup", popup)
        expect(trigger).to_have_attribute("aria-expanded", "false")
    context.close()


def _use(page, trigger_id: str, how: str) -> None:
    trigger = page.locator(f"#{trigger_id}")
    if how == "mouse":
        trigger.click()
    elif how == "finger":
        trigger.tap()
    else:
        trigger.focus()
        expect(trigger).to_be_focused()  # the real trigger, mounted by the focus
        page.keyboard.press("Enter")


@pytest.mark.parametrize("how", ["mouse", "finger", "keyboard"])
@pytest.mark.parametrize("width", [390, 1280])
def test_each_menu_opens_on_its_first_use(browser, seeded_server, how, width):
    """Each menu opens once, on the use that mounts it (a popover opened and closed again
    by the same press would show nothing), and Escape gives the focus back to its trigger."""
    context = _member_context(browser, seeded_server, width, has_touch=how == "finger")
    page = context.new_page()
    page.goto("/main-feed/")
    wait_for_hydration(page)
    page.wait_for_timeout(1500)
    for trigger_id, popup in (WIDE if width > 390 else NARROW).items():
        _use(page, trigger_id, how)
        opened = page.get_by_role(popup)
        expect(opened).to_have_count(1)
        page.wait_for_timeout(800)  # a second toggle would have closed it by now
        expect(opened).to_have_count(1)
        expect(page.locator(f"#{trigger_id}")).to_have_attribute("aria-expanded", "true")
        page.keyboard.press("Escape")
        expect(opened).to_have_count(0)
        expect(page.locator(f"#{trigger_id}")).to_be_focused()
    context.close()
