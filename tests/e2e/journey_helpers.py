"""What the journeys with several people share: a patient `expect`, a signed-in browser of a
given width, and screenshots kept for looking at."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import store_token


@pytest.fixture(autouse=True)
def patient_expect():
    """A loaded 2-core machine can take more than 5 s to hydrate the first page (imported by
    a test module, it applies to that module's tests)."""
    expect.set_options(timeout=20_000)
    yield
    expect.set_options(timeout=5_000)


def signed_in(browser, url: str, token: str, width: int = 1280):
    """(context, page) of a browser signed in with `token`."""
    context = browser.new_context(viewport={"width": width, "height": 900}, base_url=url)
    context.set_default_timeout(20_000)
    page = context.new_page()
    store_token(page, token)
    return context, page


def shot(page, folder: Path, name: str) -> None:
    """A full-page screenshot `name`.png in `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / f"{name}.png"), full_page=True)
