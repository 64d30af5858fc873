"""Crash safety: a worker killed with SIGKILL in the middle of an encode loses nothing. After a
restart the job completes, no portfolio stays in processing and no stray file is left."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import av
from sqlmodel import Session, select

from marketplace_app.models.job import Job
from marketplace_app.models.portfolio import Portfolio
from marketplace_app.services.media import media_pipeline, media_store, video_jobs
from marketplace_app.services.portfolios import portfolios
from tests.factories import make_user
from tests.video_samples import make_clip

ROOT = Path(__file__).resolve().parent.parent
FRAMES = 125


def start_worker(engine) -> subprocess.Popen:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MARKETPLACE_", "REFLEX_"))}
    env.update(REFLEX_DB_URL=engine.url.render_as_string(hide_password=False),
               MARKETPLACE_DATA_DIR=os.environ["MARKETPLACE_DATA_DIR"],
               MARKETPLACE_MEDIA_DIR=str(media_store.media_root()),
               MARKETPLACE_VIDEO_ENCODE_THREADS="1", MARKETPLACE_JOB_HEARTBEAT_SECONDS="0.2",
               MARKETPLACE_JOB_POLL_SECONDS="0.2")
    return subprocess.Popen([sys.executable, "-m", "marketplace_app.worker"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def wait_for(check, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def state(engine, portfolio_id):
    with Session(engine) as session:
        return session.get(Portfolio, portfolio_id), session.exec(select(Job)).one()


def test_worker_killed_mid_encode_resumes_and_leaves_no_orphans(clean_db, session):
    root = media_store.media_root()
    before = {p for p in root.rglob("*") if p.is_file()}
    user, _ = make_user(session)
    # Matroska is encoded (an MP4 of H.264/AAC would be copied in a blink, too fast to kill).
    clip = make_clip("mkv", seconds=FRAMES / 25, fps=25, size=(960, 540))
    item = portfolios.create_portfolio(session, actor=user, title="Drone reel over Goa",
                                       category="Videography", files=[clip])
    worker = start_worker(clean_db)
    try:
        def mid_encode():
            portfolio, job = state(clean_db, item.id)
            return job.state == "running" and 0 < job.progress < 90 and portfolio.media_progress
        wait_for(mid_encode, 90, "the encode to be under way")
        worker.send_signal(signal.SIGKILL)
        worker.wait(timeout=10)
    finally:
        if worker.poll() is None:
            worker.kill()
    portfolio, job = state(clean_db, item.id)
    assert job.state == "running" and job.attempts == 1
    assert portfolio.media_state == "processing"
    assert any(p.stat().st_size for p in video_jobs.work_dir(job.id).rglob("*") if p.is_file()), \
        "killed before any output was written"

    restarted = start_worker(clean_db)
    try:
        wait_for(lambda: state(clean_db, item.id)[0].media_state != "processing", 120,
                 "the restarted worker to finish the job")
    finally:
        restarted.send_signal(signal.SIGTERM)
        _, errors = restarted.communicate(timeout=30)
    portfolio, job = state(clean_db, item.id)
    assert portfolio.media_state == "ready", errors.decode()[-2000:]
    assert job.state == "done" and job.attempts == 2 and portfolio.media_progress == 100
    entry = portfolio.media[0]
    assert not video_jobs.work_dir(job.id).exists()
    made = {p for p in root.rglob("*") if p.is_file()} - before
    assert made == {media_store.path_for_url(u) for u in media_pipeline.media_urls(entry)}
    with av.open(str(media_store.path_for_url(entry["url"]))) as played:
        assert sum(1 for _ in played.decode(video=0)) >= FRAMES - 2
