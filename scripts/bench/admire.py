"""Admire toggles per second through the API: one signed-in client per wrk connection's
requests, each toggling one of a hundred portfolios (POST /api/Portfolio/{id}/admire)."""

import uuid
from pathlib import Path

import httpx

from .http_load import Throughput, wrk

LUA = """
local ids = {%s}
request = function()
  local id = ids[math.random(#ids)]
  return wrk.format("POST", "/api/Portfolio/" .. id .. "/admire", nil, "")
end
"""


def admire_toggles(base: str, folder: Path, seconds: int = 8) -> Throughput | None:
    """Register a client, then toggle admires for `seconds` with 8 connections."""
    with httpx.Client(base_url=base, timeout=60) as http:
        account = http.post("/api/auth/register", json={
            "fullName": "Bench Client", "email": f"bench-{uuid.uuid4().hex[:10]}@example.com",
            "password": "bench-password-1", "role": "CLIENT"})
        account.raise_for_status()
        token = account.json()["token"]
        ids = [p["_id"] for p in http.get("/api/Portfolio/all", params={"limit": 100})
               .json()["portfolios"]]
    script = folder / "admire.lua"
    script.write_text(LUA % ", ".join(f'"{i}"' for i in ids))
    return wrk(f"{base}/api/Portfolio/all", seconds=seconds, connections=8, script=script,
               headers={"Authorization": f"Bearer {token}"})
