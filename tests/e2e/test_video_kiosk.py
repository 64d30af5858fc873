"""The kiosk runs video jobs inside the web server. Killed with SIGKILL in the middle of an
encode and started again, it finishes the job: the video plays, nothing is stuck or left over."""

import io
import os
import signal
import subprocess
import sys
import time
import urllib.request

import av
import httpx
import pytest

from tests.e2e.conftest import (ROOT, ensure_production_build, server_env, start_server,
                                stop_server)
from tests.factories import bearer, register_via_api
from tests.video_samples import make_clip

pytestmark = pytest.mark.e2e
SLOW_ENCODE = {"MARKETPLACE_VIDEO_ENCODE_THREADS": "1", "MARKETPLACE_JOB_HEARTBEAT_SECONDS": "0.2",
               "MARKETPLACE_JOB_POLL_SECONDS": "0.5"}


def restart(data_dir, port: int):
    """Serve the same data folder on the same port again."""
    ensure_production_build()
    env = server_env(data_dir, port, SLOW_ENCODE)
    log = open(data_dir / "server-restarted.log", "w")
    proc = subprocess.Popen([sys.executable, "scripts/serve.py", "--no-build", "--port",
                             str(port)], cwd=ROOT, env=env, stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://localhost:{port}/ping", timeout=2):
                return proc
        except OSError:
            time.sleep(1)
    raise RuntimeError("restarted server did not answer")


def poll(check, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.3)
    raise AssertionError(f"timed out waiting for {what}")


def test_server_killed_mid_encode_finishes_the_video_after_restart():
    url, proc, data_dir = start_server(SLOW_ENCODE)
    port = int(url.rsplit(":", 1)[1])
    restarted = None
    try:
        with httpx.Client(base_url=url, timeout=60) as client:
            owner = register_via_api(client)["token"]
            visitor = register_via_api(client, role="CLIENT")["token"]
            # Matroska is encoded (an H.264/AAC MOV would be copied in a blink, too fast to kill).
            clip = make_clip("mkv", seconds=8, fps=25, size=(1280, 720))
            created = client.post("/api/Portfolio", headers=bearer(owner), data={
                "title": "Kiosk reel", "category": "Videography"},
                files=[("media", ("reel.mkv", clip, "video/x-matroska"))])
            assert created.status_code == 201, created.text
            pid = created.json()["portfolio"]["_id"]

            def own():
                return client.get(f"/api/Portfolio/{pid}", headers=bearer(owner)).json()[
                    "portfolio"]
            poll(lambda: own()["mediaState"] == "processing" and 0 < own()["mediaProgress"] < 80,
                 90, "the in-process encode to be under way")
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
        work = data_dir / "media" / ".work"
        assert any(p.is_file() for p in work.rglob("*")), "killed before the encode wrote anything"

        restarted = restart(data_dir, port)
        with httpx.Client(base_url=url, timeout=60) as client:
            ready = poll(lambda: (p := client.get(f"/api/Portfolio/{pid}",
                                                  headers=bearer(owner)).json()["portfolio"])
                         ["mediaState"] == "ready" and p, 180, "the restarted server's encode")
            feed = client.get("/api/Portfolio/all", headers=bearer(visitor)).json()["portfolios"]
            assert [p["_id"] for p in feed] == [pid]
            played = client.get(ready["mediaUrls"][0])
        with av.open(io.BytesIO(played.content)) as container:
            assert sum(1 for _ in container.decode(video=0)) >= 195
        entry = ready["media"][0]
        referenced = {u.split("/media/", 1)[1] for u in (
            entry["url"], entry["posterUrl"], entry["thumbnailUrl"], entry["mediumUrl"],
            entry["thumbnailWebpUrl"], entry["mediumWebpUrl"], *entry["renditions"].values())}
        on_disk = {str(p.relative_to(data_dir / "media")) for p in (data_dir / "media").rglob("*")
                   if p.is_file()}
        originals = {p for p in on_disk if p.startswith("originals/")}
        assert len(originals) == 1 and on_disk - originals == referenced
    finally:
        # What is tested has passed or failed by now: a graceful stop slower than 30 s (seen
        # once, on a machine loaded by other work) is ended with SIGKILL, not failed.
        for process in (proc, restarted):
            if process is not None and process.poll() is None:
                stop_server(process)
