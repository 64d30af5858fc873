"""The API contract, fuzzed with schemathesis against the real HTTP server, as a fresh user.

Two runs, both with every check of `--checks all`, must end with 0 failures:
- STRICT: every operation whose inputs the document describes completely, including
  positive_data_acceptance (schema-valid input is accepted) and negative_data_rejection
  (schema-invalid input is refused);
- LOOSE: the multipart uploads, the profile update and collaboration requests, whose rules
  (image bytes, city and category lists, subcategories of the chosen category, dates from
  today on, an availability range whose end is not before its start) JSON Schema cannot state
  fully: every check except those two. The owner and user lists and saved talent are strict:
  their cursor and limit are documented exactly (services/portfolios/cursors.py).
CI (CI=true) runs at least 10,000 cases; locally a small count (marked below). The case
counts are printed. A stateful chain (register -> profile -> upload -> admire -> review)
is checked against the same document."""

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
import schemathesis

from tests import media_samples as samples
from tests.api.test_google_signin import google  # noqa: F401  (fixture)
from tests.factories import bearer, register_via_api

IN_CI = os.environ.get("CI", "").lower() == "true"
# Cases per operation: CI reaches >= 10,000 in total with about 10% to spare (180 and 100
# gave 11,000+ cases: every phase counts, the coverage phase alone ~700); locally a quick
# smoke run. 300 and 120 gave 16,800 cases and took over 10 minutes on a loaded 2-core machine.
STRICT_EXAMPLES, LOOSE_EXAMPLES = (180, 100) if IN_CI else (25, 10)
LOOSE = (r"^/api/(Portfolio|user/portfolio)(/\{portfolio_id\})?$"
         r"|^/api/user/profile(/photo)?$"
         # availableTo may not be before availableFrom: a rule between two parameters.
         r"|^/api/Portfolio/all$"
         # Requests name a city from the catalogue and dates from today on: not JSON Schema.
         r"|^/api/collaborations$"
         # Availability windows: a listed city and dates from today to a year ahead.
         r"|^/api/user/me/availability$"
         # Jobs and proposals: a category's subcategories, listed cities, dates from today on,
         # a budget whose minimum is not above its maximum.
         r"|^/api/briefs(/.*)?$|^/api/proposals(/.*)?$")
ST = str(Path(sys.executable).parent / "st")


def _run(url: str, token: str, *args: str) -> tuple[int, str]:
    # No example database: writing every case to .hypothesis/ cost ~30% of schemathesis's CPU.
    command = [ST, "run", f"{url}/api/openapi.json", "--checks", "all",
               "-H", f"Authorization: Bearer {token}", "--no-color", "--workers", "2",
               "--generation-database", "none",
               # Logging out revokes the fuzzer's token: every later case would be a 401.
               "--exclude-path", "/api/auth/logout", *args]
    done = subprocess.run(command, capture_output=True, text=True, timeout=1500,
                          env={**os.environ, "SCHEMATHESIS_HOOKS": ""})
    found = re.findall(r"(\d+) generated", done.stdout)
    cases = int(found[-1]) if found else 0
    return cases, done.stdout if done.returncode == 0 else done.stdout[-6000:]


@pytest.mark.timeout(3100)  # two fuzzer runs, each bounded by its own 1,500 s
@pytest.mark.parametrize("engine", ["sqlite"], indirect=True)
def test_schemathesis_finds_no_failure(api_server, client, google):  # noqa: F811
    token = register_via_api(client, email="fuzzer@example.com")["token"]
    started = time.monotonic()
    strict, strict_out = _run(api_server, token, "--exclude-path-regex", LOOSE,
                              "--max-examples", str(STRICT_EXAMPLES))
    loose, loose_out = _run(api_server, token, "--include-path-regex", LOOSE,
                            "--exclude-checks", "positive_data_acceptance,negative_data_rejection",
                            "--max-examples", str(LOOSE_EXAMPLES))
    print(f"\nschemathesis: {strict} strict + {loose} loose = {strict + loose} cases "
          f"in {time.monotonic() - started:.0f} s ({'CI' if IN_CI else 'local smoke run'})")
    # Counted failures only ("Authentication failed" is a warning about the bogus code sent
    # to /google/exchange, which must answer 401).
    assert re.search(r"\b\d+ passed\b", strict_out) and not re.search(
        r"\b\d+ failed\b", strict_out.split("SUMMARY")[-1]), strict_out
    # Counted failures only ("Authentication failed" is a warning about the bogus code sent
    # to /google/exchange, which must answer 401).
    assert re.search(r"\b\d+ passed\b", loose_out) and not re.search(
        r"\b\d+ failed\b", loose_out.split("SUMMARY")[-1]), loose_out
    if IN_CI:
        assert strict + loose >= 10_000


@pytest.mark.parametrize("engine", ["sqlite"], indirect=True)
def test_stateful_chain_register_profile_upload_admire_review(api_server, client):
    schema = schemathesis.openapi.from_url(f"{api_server}/api/openapi.json")

    def checked(path: str, method: str, response):
        response.request.read()  # multipart bodies stream; the validator reads them
        schema[path][method].validate_response(response)
        return response

    talent = checked("/api/auth/register", "POST", client.post("/api/auth/register", json={
        "fullName": "Chain Talent", "email": "chain@example.com", "password": "chain-pass-1",
        "role": "TALENT"})).json()
    fan = register_via_api(client, email="chain-fan@example.com", role="CLIENT")
    checked("/api/user/profile", "PUT", client.put(
        "/api/user/profile", headers=bearer(talent["token"]),
        json={"bio": "Wedding photographer", "location": "Mumbai"}))
    created = checked("/api/Portfolio", "POST", client.post(
        "/api/Portfolio", headers=bearer(talent["token"]),
        data={"title": "Chain work", "category": "Photography"},
        files=[("media", ("a.jpg", samples.jpeg(), "image/jpeg"))]))
    assert created.status_code == 201
    item = created.json()["portfolio"]["_id"]
    admired = checked("/api/Portfolio/{target_id}/admire", "POST", client.post(
        f"/api/Portfolio/{item}/admire", headers=bearer(fan["token"])))
    assert admired.json()["admireCount"] == 1
    reviewed = checked("/api/Portfolio/{target_id}/reviews", "POST", client.post(
        f"/api/Portfolio/{item}/reviews", headers=bearer(fan["token"]),
        json={"rating": 5, "comment": "Superb"}))
    assert reviewed.status_code == 201 and reviewed.json()["averageRating"] == 5.0
    listing = checked("/api/Portfolio/{target_id}/reviews", "GET",
                      client.get(f"/api/Portfolio/{item}/reviews"))
    assert listing.json()["reviewCount"] == 1
