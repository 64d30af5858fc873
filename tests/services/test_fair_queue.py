"""The job queue is fair per owner: the owner served least recently goes next, so one user's
50 queued videos delay another user's job by at most one job (issue 26, part 2)."""

from sqlmodel import Session

from marketplace_app.services import jobs

KIND = "test.fair"


def add(engine, owner: str, count: int) -> list[str]:
    with Session(engine) as session:
        made = [jobs.enqueue(session, KIND, f"{owner}-{i}", {"n": i}, owner_id=owner)
                for i in range(count)]
        session.commit()
        return [j.id for j in made]


def owners_in_claim_order(engine, worker: str = "host:1:w") -> list[str]:
    order = []
    while (job := jobs.claim(engine, worker, [KIND])) is not None:
        order.append(job.owner_id)
    return order


def test_fifty_queued_videos_delay_another_users_job_by_at_most_one(clean_db):
    add(clean_db, "busy", 50)
    add(clean_db, "other", 1)
    order = owners_in_claim_order(clean_db)
    assert order.index("other") <= 1
    assert order.count("busy") == 50


def test_a_job_queued_while_a_busy_owner_runs_goes_next(clean_db):
    add(clean_db, "busy", 50)
    first = jobs.claim(clean_db, "host:1:w", [KIND])
    assert first.owner_id == "busy"
    add(clean_db, "late", 1)
    assert jobs.claim(clean_db, "host:1:w", [KIND]).owner_id == "late"


def test_owners_take_turns_least_recently_served_first(clean_db):
    add(clean_db, "a", 3)
    add(clean_db, "b", 2)
    add(clean_db, "c", 1)
    assert owners_in_claim_order(clean_db) == ["a", "b", "c", "a", "b", "a"]


def test_each_owners_jobs_keep_their_own_order(clean_db):
    a_ids = add(clean_db, "a", 3)
    add(clean_db, "b", 3)
    claimed = []
    while (job := jobs.claim(clean_db, "host:1:w", [KIND])) is not None:
        if job.owner_id == "a":
            claimed.append(job.id)
    assert claimed == a_ids
