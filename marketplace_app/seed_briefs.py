"""Bulk jobs for benchmarks: `python -m marketplace_app.seed --briefs N` adds N open jobs from
generated clients (one per 20 jobs), indexed as the service would index them."""

import random
import time
from datetime import timedelta

from sqlalchemy import insert, text
from sqlmodel import Session

from . import catalog
from .models.base import new_id, utcnow
from .models.brief import Brief
from .models.user import User
from .services.social.briefs import search_text_of
from .services.social.collaboration_rules import today_in_india

JOBS_PER_CLIENT = 20
SUBJECTS = ("wedding", "pre-wedding shoot", "product catalogue", "saree lookbook",
            "launch film", "restaurant menu", "mehndi ceremony", "corporate event", "logo",
            "jewellery campaign", "baby shoot", "drone reel", "bridal makeup", "studio rental")
PLACES = ("in the old city", "at a heritage hotel", "in a daylight studio", "by the sea",
          "at our office", "on location")


def _clients(count: int, run: str) -> list[dict]:
    now = utcnow()
    return [{"id": new_id(), "email": f"jobs{run}.{n}@demo.example.com",
             "full_name": f"Bench Client {n}", "role": "CLIENT", "category": [],
             "subcategory": [], "selected_professions": [], "selected_subcategories": [],
             "seo_keywords": [], "certifications": [], "complete_profile_percentage": 40,
             "admire_count": 0, "appreciate_count": 0, "share_count": 0, "created_at": now,
             "updated_at": now} for n in range(count)]


def _rows(count: int, clients: list[dict], rng: random.Random):
    today, now = today_in_india(), utcnow()
    for _ in range(count):
        category = rng.choice(catalog.CATEGORIES)
        subject, place = rng.choice(SUBJECTS), rng.choice(PLACES)
        start = today + timedelta(days=rng.randint(3, 90))
        low = rng.choice((5_000, 10_000, 20_000, 40_000, 80_000))
        listed = now - timedelta(seconds=rng.randint(0, 30 * 24 * 3600))
        brief = Brief(
            id=new_id(), client_id=rng.choice(clients)["id"],
            title=f"{subject.capitalize()} {place}"[:120],
            description=f"Looking for {category.name.lower()} for a {subject} {place}.",
            category=category.name, subcategory=rng.choice(category.subcategories),
            city=rng.choice((*catalog.CITIES, None)), date_from=start,
            date_to=start + timedelta(days=rng.randint(0, 3)), budget_min=low,
            budget_max=low * rng.choice((1, 2, 3)), deliverables="Edited files in a week",
            closes_on=today + timedelta(days=rng.randint(1, 30)), status="open",
            created_at=listed, updated_at=listed, listed_at=listed)
        brief.search_text = search_text_of(brief)
        yield brief.model_dump()


def seed_briefs_at_scale(session: Session, *, count: int, batch: int = 20_000,
                         rng_seed: int = 13) -> None:
    """Add `count` open jobs in bulk."""
    rng, started = random.Random(rng_seed), time.monotonic()
    clients = _clients(max(1, count // JOBS_PER_CLIENT), new_id()[:6])
    session.execute(insert(User), clients)
    rows, done = _rows(count, clients, rng), 0
    while done < count:
        chunk = [next(rows) for _ in range(min(batch, count - done))]
        session.execute(insert(Brief.__table__), chunk)
        done += len(chunk)
        print(f"  {done}/{count} jobs ({time.monotonic() - started:.0f} s)", flush=True)
    session.execute(text("ANALYZE"))
    session.commit()
