"""The video encode job: one per uploaded video, turning its private original into the public
MP4 renditions, then marking the portfolio ready (or failed, with the reason, for its owner)."""

import shutil
from pathlib import Path

from sqlalchemy import update
from sqlalchemy.engine import Engine
from sqlmodel import Session, select

from ...models.job import FAILED as JOB_FAILED
from ...models.job import Job
from ...models.portfolio import Portfolio
from .. import jobs
from ..errors import Invalid
from ..locking import lock_row
from . import media_pipeline, media_store, video_remux

KIND = "video.encode"
RENDITION_FOLDER = "portfolio"
WORK_FOLDER = ".work"  # refused by the public /media mount, like the originals
MISSING_ORIGINAL = "The uploaded video file is missing: please upload it again"


def enqueue_new_videos(session: Session, portfolio: Portfolio) -> None:
    """Queue an encode for every video entry that has none yet (the caller commits)."""
    media = [dict(m) for m in portfolio.media]
    new = [m for m in media if m.get("type") == "video"
           and m.get("state") == media_pipeline.PROCESSING and not m.get("job")]
    for entry in new:
        entry["job"] = jobs.enqueue(session, KIND, portfolio.id,
                                    {"original": entry["original"]},
                                    owner_id=portfolio.user_id).id
    portfolio.media = media
    if new:
        portfolio.media_progress = 0
    apply_summary(portfolio)


def apply_summary(portfolio: Portfolio) -> None:
    """Copy the media's overall state onto the portfolio's indexed columns."""
    state, error = media_pipeline.media_summary(portfolio.media)
    portfolio.media_state, portfolio.media_error = state, error[:300]
    if state != media_pipeline.PROCESSING:
        portfolio.media_progress = 100 if state == media_pipeline.READY else 0


def work_dir(job_id: str) -> Path:
    """Scratch folder of one job; each attempt writes in a folder of its own inside it."""
    return media_store.media_root() / WORK_FOLDER / job_id


def _fresh_attempt_dir(job: Job) -> Path:
    """This attempt's scratch folder, after removing what earlier (crashed) attempts left."""
    folder = work_dir(job.id)
    if folder.is_dir():
        for earlier in folder.iterdir():
            shutil.rmtree(earlier, ignore_errors=True)
    attempt = folder / str(job.attempts)
    attempt.mkdir(parents=True)
    return attempt


def _remove_attempt_dir(attempt: Path) -> None:
    shutil.rmtree(attempt, ignore_errors=True)
    try:
        attempt.parent.rmdir()  # only when no other attempt is writing there
    except OSError:
        pass


def rendition_relative(job_id: str, name: str) -> str:
    """Final file of a rendition: named after the job, so a re-run overwrites, never orphans."""
    return f"{RENDITION_FOLDER}/{job_id}.{name}.mp4"


def _entry_of(portfolio: Portfolio | None, job_id: str) -> dict | None:
    if portfolio is None:
        return None
    return next((m for m in portfolio.media if m.get("job") == job_id), None)


def _progress_writer(portfolio_id: str):
    """Heartbeat hook: the portfolio's progress is the mean over its videos (ready ones 100)."""
    def write(session: Session, _percent: int) -> None:
        portfolio = session.get(Portfolio, portfolio_id)
        videos = [m for m in portfolio.media if m.get("type") == "video"] if portfolio else []
        if not videos:
            return
        running = dict(session.exec(select(Job.id, Job.progress).where(
            Job.id.in_([m.get("job") for m in videos if m.get("job")]))).all())
        done = [100 if m.get("state") != media_pipeline.PROCESSING else running.get(m.get("job"), 0)
                for m in videos]
        session.execute(update(Portfolio).where(Portfolio.id == portfolio_id).values(
            media_progress=min(99, sum(done) // len(done))))
    return write


def run(engine: Engine, job: Job, lease: jobs.Lease) -> None:
    """Encode the original into the renditions and publish them on the portfolio."""
    with Session(engine) as session:
        entry = _entry_of(session.get(Portfolio, job.subject_id), job.id)
    if entry is None:
        with Session(engine) as session:  # the video was removed meanwhile: nothing to make
            lease.finish(session)
            session.commit()
        return
    scratch = _fresh_attempt_dir(job)
    try:
        original = job.payload.get("original")
        source = scratch / f"original{Path(original or '').suffix}"
        if not media_store.fetch_url(original, source):  # local disk or the bucket
            raise Invalid(MISSING_ORIGINAL)
        lease.on_beat = _progress_writer(job.subject_id)
        lease.report(0.0, force=True)
        made = video_remux.make_renditions(source, scratch, entry["width"], entry["height"],
                                           progress=lease.report)
        finals, made_bytes = {}, 0
        for name, path in made.items():
            made_bytes += path.stat().st_size
            finals[name] = media_store.store_file(rendition_relative(job.id, name), path)
        _publish(engine, job, lease, finals, made_bytes)
    finally:
        _remove_attempt_dir(scratch)


def _publish(engine: Engine, job: Job, lease: jobs.Lease, finals: dict[str, str],
             made_bytes: int = 0) -> None:
    with Session(engine) as session:
        portfolio = lock_row(session, Portfolio, job.subject_id)
        entry = _entry_of(portfolio, job.id)
        if entry is None:  # removed while encoding: drop what was made
            lease.finish(session)
            session.commit()
            media_store.delete_urls(finals.values())
            return
        played = finals.get("720p") or next(iter(finals.values()))  # a copied 1080p file
        updated = {**entry, "url": played, "renditions": finals,
                   "state": media_pipeline.READY, "error": "",
                   "bytes": (entry.get("bytes") or 0) + made_bytes}
        portfolio.media = [updated if m is entry else m for m in portfolio.media]
        apply_summary(portfolio)
        session.add(portfolio)
        lease.finish(session)
        session.commit()


def give_up(engine: Engine, job: Job, message: str, lease: jobs.Lease) -> None:
    """Mark the video failed with the reason its owner will read."""
    shutil.rmtree(work_dir(job.id), ignore_errors=True)
    with Session(engine) as session:
        portfolio = lock_row(session, Portfolio, job.subject_id)
        entry = _entry_of(portfolio, job.id)
        if entry is not None:
            failed = {**entry, "state": media_pipeline.FAILED, "error": message}
            portfolio.media = [failed if m is entry else m for m in portfolio.media]
            apply_summary(portfolio)
            session.add(portfolio)
        lease.finish(session, JOB_FAILED, message)
        session.commit()


jobs.register(KIND, jobs.Handler(run=run, give_up=give_up))


def sweep_work_dirs(engine: Engine) -> None:
    """Remove scratch folders left by jobs that ended (a crash between publish and cleanup)."""
    root = media_store.media_root() / WORK_FOLDER
    if not root.is_dir():
        return
    with Session(engine) as session:
        for folder in root.iterdir():
            job = session.get(Job, folder.name)
            if job is None or job.state in (jobs.DONE, jobs.FAILED):
                shutil.rmtree(folder, ignore_errors=True)
