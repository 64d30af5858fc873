"""Sign-in journeys in Chromium against the production build (spec sections 2.4-2.8, 4)."""

import itertools
import re

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import store_token
from tests.oidc_provider import Identity

pytestmark = pytest.mark.e2e
_n = itertools.count(1)
PASSWORD = "correct-horse-9"


def _email(tag: str) -> str:
    return f"{tag}{next(_n)}-{id(_n) % 10000}@example.com"


def _path(page: Page, path: str):
    """Prod serves pages with a trailing slash; accept both."""
    return re.compile(rf"^[^?#]*://[^/]+{re.escape(path.rstrip('/'))}/?(\?.*)?$")


def _storage(page: Page, area: str, key: str):
    return page.evaluate(f"() => window.{area}.getItem({key!r})")


def _register(server, email: str, role: str, name: str = "Api User") -> dict:
    response = httpx.post(f"{server.url}/api/auth/register", json={
        "fullName": name, "email": email, "password": PASSWORD, "role": role})
    assert response.status_code == 201, response.text
    return response.json()


def _profile(server, token: str) -> dict:
    response = httpx.get(f"{server.url}/api/user/profile",
                         headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 200, response.text
    return response.json()["user"]


def sign_in_by_email(page: Page, email: str, password: str = PASSWORD) -> None:
    """On /signin: choose email, type the credentials, submit, and see the success toast."""
    page.locator("#email-signin").click()
    page.locator("#signin-email").fill(email)
    page.locator("#signin-password").fill(password)
    page.locator("#signin-submit").click()
    expect(page.get_by_text("Login successful!")).to_be_visible()


def _sign_up_in_dialog(page: Page, name: str, email: str):
    page.locator("#signup-fullname").fill(name)
    page.locator("#signup-email").fill(email)
    page.locator("#signup-password").fill(PASSWORD)
    page.locator("#signup-submit").click()


def test_talent_signs_up_by_email_and_lands_on_set_profile(auth_server, page):
    page.goto(f"{auth_server.url}/talent-signin/")
    expect(page.locator("#signin-title")).to_have_text("Talent Sign in")
    page.locator("#create-account").click()
    expect(page.locator("#signup-dialog")).to_be_visible()
    expect(page.locator("#role-talent")).to_have_attribute("data-state", "checked")
    _sign_up_in_dialog(page, "Meera Talent", _email("talent"))
    expect(page.get_by_text("Account created successfully!")).to_be_visible()
    expect(page).to_have_url(_path(page, "/set-profile"))
    expect(page.locator("#signed-in-name")).to_have_text("Meera Talent")
    assert _storage(page, "localStorage", "authToken")
    assert _storage(page, "sessionStorage", "userRole") == "TALENT"


def test_client_signs_up_and_lands_on_home(auth_server, page):
    page.goto(f"{auth_server.url}/client-signin/")
    expect(page.locator("#signin-title")).to_have_text("Client Sign in")
    page.locator("#create-account").click()
    expect(page.locator("#role-client")).to_have_attribute("data-state", "checked")
    email = _email("client")
    _sign_up_in_dialog(page, "Kabir Client", email)
    expect(page.get_by_text("Account created successfully!")).to_be_visible()
    expect(page).to_have_url(_path(page, "/"))
    token = _storage(page, "localStorage", "authToken")
    assert _profile(auth_server, token)["role"] == "CLIENT"
    assert _storage(page, "sessionStorage", "userRole") == "CLIENT"


def test_get_hired_choice_overrides_the_preset_role(auth_server, page):
    page.goto(f"{auth_server.url}/client-signin/")
    page.locator("#create-account").click()
    page.locator("#role-talent").click()
    _sign_up_in_dialog(page, "Switched Talent", _email("switch"))
    expect(page).to_have_url(_path(page, "/set-profile"))


def test_wrong_password_shows_server_message_and_dialog_stays_open(auth_server, page):
    email = _email("login")
    _register(auth_server, email, "TALENT", "Lata Login")
    page.goto(f"{auth_server.url}/signin/")
    expect(page.locator("#signin-title")).to_have_text("Talent Sign in")
    page.locator("#email-signin").click()
    page.locator("#signin-email").fill(email)
    page.locator("#signin-password").fill("wrong-password-1")
    page.locator("#signin-submit").click()
    dialog = page.locator("#signin-dialog")
    expect(dialog.get_by_role("alert")).to_have_text("Invalid email or password")
    expect(dialog).to_be_visible()
    expect(page).to_have_url(_path(page, "/signin"))
    # The same dialog then signs in; a TALENT goes to /set-profile and the dialog is gone.
    page.locator("#signin-password").fill(PASSWORD)
    page.locator("#signin-submit").click()
    expect(page.get_by_text("Login successful!")).to_be_visible()
    expect(page).to_have_url(_path(page, "/set-profile"))
    expect(page.locator("#signin-dialog")).to_have_count(0)


def test_client_login_goes_home_and_recent_account_is_offered(auth_server, page):
    email = _email("recent")
    _register(auth_server, email, "CLIENT", "Rhea Recent")
    page.goto(f"{auth_server.url}/client-signin/")
    page.locator("#email-signin").click()
    page.locator("#signin-email").fill(email)
    page.locator("#signin-password").fill(PASSWORD)
    page.locator("#signin-submit").click()
    expect(page).to_have_url(_path(page, "/"))
    page.goto(f"{auth_server.url}/portfolio/")
    page.locator("#logout").click()
    expect(page).to_have_url(_path(page, "/"))
    assert not _storage(page, "localStorage", "authToken")
    assert not _storage(page, "sessionStorage", "userRole")
    page.goto(f"{auth_server.url}/client-signin/")
    page.locator("#email-signin").click()
    recent = page.locator(".recent-account")
    expect(recent).to_have_count(1)
    expect(recent).to_contain_text("Rhea Recent")
    recent.click()
    expect(page.locator("#signin-email")).to_have_value(email)


def test_missing_fields_show_the_spec_messages(auth_server, page):
    page.goto(f"{auth_server.url}/talent-signin/")
    page.locator("#email-signin").click()
    page.locator("#signin-submit").click()
    expect(page.get_by_text("Please enter both email and password")).to_be_visible()
    page.keyboard.press("Escape")
    page.locator("#create-account").click()
    alerts = []
    page.on("dialog", lambda d: (alerts.append(d.message), d.dismiss()))
    page.locator("#signup-fullname").fill("   ")
    page.locator("#signup-submit").click()
    for _ in range(100):
        if alerts:
            break
        page.wait_for_timeout(100)
    assert alerts == ["Please fill in all fields and select a role"]
    expect(page.locator("#signup-dialog")).to_be_visible()


def test_password_can_be_shown_and_hidden(auth_server, page):
    page.goto(f"{auth_server.url}/talent-signin/")
    page.locator("#email-signin").click()
    password = page.locator("#signin-password")
    password.fill("secret-123")
    expect(password).to_have_attribute("type", "password")
    page.locator("#signin-password-toggle").click()
    expect(password).to_have_attribute("type", "text")
    expect(password).to_have_value("secret-123")
    page.locator("#signin-password-toggle").click()
    expect(password).to_have_attribute("type", "password")


def test_chooser_links(auth_server, page):
    page.goto(f"{auth_server.url}/signup/")
    expect(page.locator("#choose-talent")).to_contain_text("I want to get Hired")
    expect(page.locator("#choose-client")).to_contain_text("I want to Hire")
    page.get_by_role("button", name="Signup as Client").click()
    expect(page).to_have_url(_path(page, "/client-signin"))
    # The address changes before the new page is drawn: the chooser's own "Skip for now" (to
    # /find-talent) is still on screen until the sign-in page replaces it.
    expect(page.locator("#signin-title")).to_be_visible()
    page.locator("#skip-for-now").click()
    expect(page).to_have_url(_path(page, "/"))
    page.goto(f"{auth_server.url}/signup/")
    page.get_by_role("button", name="Signup as Talent").click()
    expect(page).to_have_url(_path(page, "/talent-signin"))
    page.goto(f"{auth_server.url}/signup/")
    page.locator("#skip-for-now").click()
    expect(page).to_have_url(_path(page, "/find-talent"))


FLASH_WATCH = """
new MutationObserver(() => {
  if (document.querySelector('#screen-title')) sessionStorage.setItem('flashed', '1');
}).observe(document, {subtree: true, childList: true});
"""


@pytest.mark.parametrize("route", ["/set-profile", "/portfolio", "/talent-detail/abc123",
                                   "/portfolio-edit/xyz", "/photographer-profile"])
def test_protected_route_while_signed_out_goes_to_signin(auth_server, page, route):
    page.add_init_script(FLASH_WATCH)
    page.goto(f"{auth_server.url}{route}/")
    expect(page).to_have_url(_path(page, "/signin"))
    expect(page.locator("#signin-title")).to_have_text("Talent Sign in")
    assert _storage(page, "sessionStorage", "flashed") is None


def test_protected_route_while_signed_in_shows_the_user(auth_server, page):
    body = _register(auth_server, _email("guarded"), "CLIENT", "Gita Guarded")
    store_token(page, body["token"], auth_server.url)
    page.goto(f"{auth_server.url}/manage/")
    expect(page.locator("#screen-title")).to_have_text("Manage")
    expect(page.locator("#signed-in-name")).to_have_text("Gita Guarded")


def _google(page: Page, server, start_path: str, identity: Identity):
    server.provider.identity = identity
    page.goto(f"{server.url}{start_path}/")
    page.locator("#google-signin").click()


def test_google_talent_new_account_lands_on_set_profile(auth_server, page):
    email = _email("gtalent")
    _google(page, auth_server, "/talent-signin",
            Identity(sub=f"sub-{email}", email=email, name="Gauri Google"))
    expect(page).to_have_url(_path(page, "/set-profile"))
    expect(page.locator("#signed-in-name")).to_have_text("Gauri Google")
    assert "token=" not in page.url
    token = _storage(page, "localStorage", "authToken")
    assert _profile(auth_server, token)["role"] == "TALENT"
    assert _storage(page, "sessionStorage", "userRole") == "TALENT"
    assert auth_server.provider.authorize_requests[-1]["code_challenge_method"] == "S256"


def test_google_client_lands_on_home(auth_server, page):
    email = _email("gclient")
    _google(page, auth_server, "/client-signin",
            Identity(sub=f"sub-{email}", email=email, name="Chetan Client"))
    expect(page).to_have_url(_path(page, "/"))
    assert "token=" not in page.url
    token = _storage(page, "localStorage", "authToken")
    assert _profile(auth_server, token)["role"] == "CLIENT"


def test_google_talent_with_complete_profile_lands_on_portfolio(auth_server, page):
    # The account is Google's from the start: a password account that Google later proves is
    # reset first (issue 27: a squatter's profile is never kept), so it is not complete.
    email = _email("gready")
    who = Identity(sub=f"sub-{email}", email=email, name="Ready Talent")
    _google(page, auth_server, "/talent-signin", who)
    expect(page).to_have_url(_path(page, "/set-profile"))
    token = _storage(page, "localStorage", "authToken")
    update = httpx.put(f"{auth_server.url}/api/user/profile",
                       headers={"Authorization": f"Bearer {token}"},
                       json={"username": f"ready{next(_n)}", "phone": "9876543210",
                             "gender": "female", "category": ["Photography"]})
    assert update.status_code == 200, update.text
    assert update.json()["user"]["completeProfilePercentage"] >= 80
    _google(page, auth_server, "/talent-signin", who)
    expect(page).to_have_url(_path(page, "/portfolio"))
    expect(page.locator("#screen-title")).to_have_text("My Portfolio")


def test_google_role_choice_updates_an_existing_account(auth_server, page):
    email = _email("gswitch")
    body = _register(auth_server, email, "TALENT", "Switch Role")
    _google(page, auth_server, "/client-signin",
            Identity(sub=f"sub-{email}", email=email, name="Switch Role"))
    expect(page).to_have_url(_path(page, "/"))
    # Linking by Google signs out tokens issued before (issue 10): read with the new one.
    token = _storage(page, "localStorage", "authToken")
    assert _profile(auth_server, token)["id"] == body["user"]["id"]
    assert _profile(auth_server, token)["role"] == "CLIENT"


def test_auth_success_without_token_goes_home(auth_server, page):
    page.goto(f"{auth_server.url}/auth-success/")
    expect(page).to_have_url(_path(page, "/"))
    assert not _storage(page, "localStorage", "authToken")


def test_auth_success_with_a_bad_token_goes_home(auth_server, page):
    page.goto(f"{auth_server.url}/auth-success/?token=forged&role=TALENT")
    expect(page).to_have_url(_path(page, "/"))
    assert not _storage(page, "localStorage", "authToken")
