""""Admired by" in the browser: the owner of a work sees who admired it; a visitor does not."""

import httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import store_token, wait_for_hydration
from tests.factories import bearer
from tests.portfolio_helpers import create

pytestmark = pytest.mark.e2e


def _register(http, name: str, role: str) -> dict:
    reply = http.post("/api/auth/register", json={
        "fullName": name, "email": f"{name.split()[0].lower()}.admirer@example.com",
        "password": "secret-pass-1", "role": role})
    assert reply.status_code == 201, reply.text
    return reply.json()


def test_the_owner_sees_who_admired_their_work_and_a_visitor_does_not(page, prod_server):
    with httpx.Client(base_url=prod_server, timeout=30) as http:
        owner = _register(http, "Owner Oviya", "TALENT")
        fan = _register(http, "Fan Farhan", "CLIENT")
        item = create(http, owner["token"]).json()["portfolio"]["_id"]
        assert http.post(f"/api/Portfolio/{item}/admire",
                         headers=bearer(fan["token"])).status_code == 200

    store_token(page, owner["token"])
    page.goto(f"/portfolio-detail/{item}")
    wait_for_hydration(page)
    expect(page.locator("#admired-by")).to_have_text("Admired by (1)", timeout=20_000)
    expect(page.locator("#admirers-list")).to_contain_text("Fan Farhan")

    store_token(page, fan["token"])
    page.goto(f"/portfolio-detail/{item}")
    wait_for_hydration(page)
    expect(page.locator("#portfolio-title")).to_be_visible(timeout=20_000)
    expect(page.locator("#admired-by")).to_have_count(0)
