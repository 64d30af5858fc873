"""Demo content. `python -m marketplace_app.seed` fills an EMPTY database with talents, clients,
portfolios (artwork drawn with Pillow and sent through the real media pipeline), admires and
reviews; a database that already has users is left alone.

Benchmark scale, in its own data folder (adds to whatever is there):
    MARKETPLACE_DATA_DIR=/tmp/bench100k REFLEX_DB_URL=sqlite:////tmp/bench100k/marketplace.db \
        .venv/bin/reflex db migrate
    MARKETPLACE_DATA_DIR=/tmp/bench100k REFLEX_DB_URL=sqlite:////tmp/bench100k/marketplace.db \
        .venv/bin/python -m marketplace_app.seed --portfolios 100000
At scale a small pool of images is processed once and shared by every generated row, and rows go
in by executemany (SQLite) or COPY (PostgreSQL); do not delete portfolios there (shared files
would go with them). `make bench` does all of this by itself.
"""

import argparse
import json
import random
import time
from datetime import timedelta

from sqlalchemy import insert, text
from sqlmodel import Session

from . import catalog, seed_art
from .db import session_scope
from .seed_briefs import seed_briefs_at_scale
from .models.base import new_id, utcnow
from .models.availability import AvailabilityWindow
from .models.portfolio import Portfolio
from .models.search_index import (DOCS_TABLE, POSTINGS_TABLE, drop_search_index,
                                  ensure_search_index, rebuild_search_index)
from .models.talent_listing import TalentListing
from .models.user import User
from .services.accounts import auth, profile_photo, users
from .services.accounts.demo_passwords import DEMO_PASSWORD
from .services.media import media_pipeline, media_store
from .services.portfolios import portfolios, search_index, search_terms, talent_listing
from .services.social import briefs, interactions, reviews
from .services.social.collaboration_rules import today_in_india

TALENTS = 48
CLIENTS = 4


# "From ₹…" of the demo talent; one in ten leaves it blank, as real profiles may.
STARTING_PRICES = (None, 3000, 5000, 8000, 12000, 15000, 25000, 40000, 60000, 90000)


def _talent_profile(index: int, rng: random.Random) -> dict:
    category = catalog.CATEGORIES[index % len(catalog.CATEGORIES)]
    first = seed_art.FIRST_NAMES[index % len(seed_art.FIRST_NAMES)]
    last = seed_art.LAST_NAMES[(index * 7) % len(seed_art.LAST_NAMES)]
    city = catalog.CITIES[index % len(catalog.CITIES)]
    years = rng.randint(1, 15)
    level = "Beginner" if years < 3 else "Intermediate" if years < 7 else "Professional"
    subs = rng.sample(category.subcategories, k=min(2, len(category.subcategories)))
    return {
        "fullName": f"{first} {last}", "username": f"{first.lower()}.{last.lower()}{index}",
        "email": f"{first.lower()}.{last.lower()}{index}@demo.example.com",
        "location": city, "experienceLevel": level, "experienceyears": years,
        "gender": rng.choice(catalog.GENDERS[:2]), "phone": f"9{rng.randint(100000000, 999999999)}",
        "category": [category.name], "subcategory": subs,
        "selectedProfessions": [category.name], "selectedSubCategories": subs,
        "bio": (f"{category.name} professional based in {city} with {years} "
                f"{'year' if years == 1 else 'years'} of work for brands, families and studios "
                "across India."),
        "availability": rng.choice(("Weekdays", "Weekends", "Full time", "On request")),
        "startingPrice": STARTING_PRICES[(index * 3) % len(STARTING_PRICES)],
    }


def _demo_talent(session: Session, index: int, rng: random.Random) -> User:
    profile = _talent_profile(index, rng)
    user, _ = auth.register(session, full_name=profile["fullName"], email=profile["email"],
                            password=DEMO_PASSWORD, role="TALENT")
    data = {k: v for k, v in profile.items() if k not in ("fullName", "email")}
    user = users.update_profile(session, actor=user, data=data)
    initials = "".join(p[0] for p in profile["fullName"].split())
    return profile_photo.upload_photo(session, actor=user,
                                      data=seed_art.avatar(index, initials))


def seed_demo(session: Session, *, talents: int = TALENTS, rng_seed: int = 7) -> dict:
    """Talents across every category and city, each with 2-3 portfolios of real images."""
    rng = random.Random(rng_seed)
    created: list[User] = []
    items: list[Portfolio] = []
    for index in range(talents):
        talent = _demo_talent(session, index, rng)
        created.append(talent)
        category = catalog.find_category(talent.category[0])
        for work in range(rng.randint(2, 3)):
            images = [seed_art.artwork(index * 100 + work * 10 + n)
                      for n in range(rng.randint(1, 3))]
            items.append(portfolios.create_portfolio(
                session, actor=talent, title=seed_art.title_for(category.name, rng),
                description=seed_art.description_for(category.name, talent.location, rng),
                category=category.name,
                subcategory=rng.choice(category.subcategories), files=images,
                ai_generated=category.name == catalog.AI_CATEGORY))
    clients = [auth.register(session, full_name=f"Demo Client {n + 1}",
                             email=f"client{n + 1}@demo.example.com", password=DEMO_PASSWORD,
                             role="CLIENT")[0] for n in range(CLIENTS)]
    _interactions(session, created + clients, items, rng)
    jobs = _demo_briefs(session, clients, rng)
    return {"talents": len(created), "clients": len(clients), "portfolios": len(items),
            "briefs": jobs}


# Demo jobs on /browse: (title, description, category, deliverables), each client posting some.
DEMO_BRIEFS = (
    ("Wedding shoot in the old city", "Haldi, mehendi and pheras over two days; candid and "
     "traditional coverage.", "Photography", "400 edited photos and a printed album"),
    ("Saree catalogue for a handloom label", "Forty sarees on one model in a daylight studio.",
     "Photography", "120 edited photos on white and lifestyle backgrounds"),
    ("Launch film for a chai brand", "A sixty-second film for Instagram and YouTube.",
     "Videography", "One 60 s film and three 15 s cuts"),
    ("Logo for a new bakery", "Warm, hand-drawn feel; works on boxes and the shop sign.",
     "Designers", "Logo files in colour and mono, with a one-page guide"),
    ("Bridal makeup for a December wedding", "Bride and two bridesmaids, airbrush preferred.",
     "Makeup Artists & Hair", "Trial session and wedding-day makeup"),
)


def _demo_briefs(session: Session, clients: list[User], rng: random.Random) -> int:
    """Open jobs from the demo clients, starting one to six weeks ahead."""
    today = today_in_india()
    posted = 0
    for n, (title, description, category, deliverables) in enumerate(DEMO_BRIEFS):
        if catalog.find_category(category) is None:
            continue
        start = today + timedelta(days=rng.randint(7, 42))
        low = rng.choice((10_000, 20_000, 40_000))
        briefs.post_brief(session, actor=clients[n % len(clients)], today=today, title=title,
                          description=description, category=category,
                          city=rng.choice(catalog.CITIES), date_from=start.isoformat(),
                          date_to=(start + timedelta(days=rng.randint(0, 2))).isoformat(),
                          budget_min=low, budget_max=low * 2, deliverables=deliverables,
                          closes_on=(today + timedelta(days=5)).isoformat())
        posted += 1
    return posted


def _interactions(session: Session, people: list[User], items: list[Portfolio],
                  rng: random.Random) -> None:
    comments = ("Stunning work!", "Loved collaborating on this.", "Great eye for detail.",
                "Delivered ahead of time.", "")
    for item in items:
        fans = [p for p in rng.sample(people, k=rng.randint(0, 6)) if p.id != item.user_id]
        for fan in fans:
            interactions.toggle(session, actor=fan, target_kind="portfolio", target_id=item.id,
                                action=rng.choice(("admire", "appreciate")))
        if fans and rng.random() < 0.4:
            reviews.add_review(session, actor=fans[0], target_kind="portfolio",
                               target_id=item.id, rating=rng.randint(3, 5),
                               comment=rng.choice(comments))


def _image_pool(size: int) -> list[dict]:
    """Process a few images once; every generated row reuses them (no pipeline per row)."""
    pool = []
    with media_store.StagedFiles() as staged:
        for n in range(size):
            pool.append(media_pipeline.stage_media(seed_art.artwork(10_000 + n, (640, 480)),
                                                   staged))
        staged.publish()
    return pool


def _bulk_owners(count: int, rng: random.Random, run: str) -> list[dict]:
    owners = []
    for index in range(max(1, count // 50)):
        profile = _talent_profile(index, rng)
        owners.append({
            "id": new_id(), "email": f"bench{run}.{index}@demo.example.com",
            "full_name": profile["fullName"], "username": None, "username_key": None,
            "role": "TALENT", "location": profile["location"],
            "experience_level": profile["experienceLevel"],
            "experience_years": profile["experienceyears"], "bio": profile["bio"],
            "starting_price": profile["startingPrice"],
            "category": profile["category"], "subcategory": profile["subcategory"],
            "selected_professions": [], "selected_subcategories": [], "seo_keywords": [],
            "certifications": [], "complete_profile_percentage": 50, "admire_count": 0,
            "appreciate_count": 0, "share_count": 0, "created_at": utcnow(),
            "updated_at": utcnow()})
    return owners


VISITING_SHARE = 0.15  # talent who publish a window in another city (the availability filter)


def _bulk_windows(owners: list[dict], rng: random.Random) -> list[dict]:
    """One upcoming availability window elsewhere for a share of the generated talent."""
    today = today_in_india()
    windows = []
    for owner in owners:
        if rng.random() >= VISITING_SHARE:
            continue
        start = today + timedelta(days=rng.randint(0, 30))
        windows.append({"id": new_id(), "user_id": owner["id"],
                        "city": rng.choice([c for c in catalog.CITIES if c != owner["location"]]),
                        "date_from": start, "date_to": start + timedelta(days=rng.randint(2, 13)),
                        "created_at": utcnow()})
    return windows


def _bulk_rows(count: int, owners: list[dict], pool: list[dict], rng: random.Random):
    """Generated portfolio rows, indexed as the service would index them."""
    now = utcnow()
    for _ in range(count):
        owner = rng.choice(owners)
        category = catalog.find_category(owner["category"][0])
        title = seed_art.title_for(category.name, rng)
        description = seed_art.description_for(category.name, owner["location"], rng)
        sub = rng.choice(category.subcategories)
        created = now - timedelta(seconds=rng.randint(0, 2 * 365 * 24 * 3600))
        yield {"id": new_id(), "user_id": owner["id"], "title": title,
               "description": description, "category": category.name, "subcategory": sub,
               "media": rng.sample(pool, k=rng.randint(1, 3)), "cover_photo_index": 0,
               "status": rng.random() > 0.03, "media_state": "ready", "media_progress": 100,
               "media_error": "", "admire_count": rng.randint(0, 40),
               "appreciate_count": rng.randint(0, 25), "share_count": 0,
               "ai_generated": category.name == catalog.AI_CATEGORY,
               "owner_location": owner["location"],
               "owner_experience": owner["experience_level"],
               "search_text": search_terms.document_text(
                   title=title, description=description, category=category.name,
                   subcategory=sub, owner_name=owner["full_name"], owner_username=None,
                   owner_city=owner["location"]),
               "created_at": created, "updated_at": created}


def _copy_rows(session: Session, rows: list[dict]) -> None:
    """PostgreSQL COPY of portfolio rows."""
    columns = list(rows[0])
    cursor = session.connection().connection.driver_connection.cursor()
    with cursor.copy(f"COPY portfolios ({', '.join(columns)}) FROM STDIN") as copy:
        for row in rows:
            copy.write_row([json.dumps(row[c]) if c == "media" else row[c] for c in columns])


def seed_at_scale(session: Session, *, count: int, batch: int = 20_000,
                  rng_seed: int = 11) -> None:
    """Add `count` portfolios (and one talent per 50 of them, 15 % of whom publish a window in
    another city) in bulk: executemany on SQLite, COPY on PostgreSQL, the search index rebuilt
    once at the end."""
    rng = random.Random(rng_seed)
    pool = _image_pool(12)
    owners = _bulk_owners(count, rng, new_id()[:6])
    session.execute(insert(User), owners)
    session.execute(insert(TalentListing), [row for owner in owners
                                            for row in talent_listing.rows_for(User(**owner))])
    if windows := _bulk_windows(owners, rng):
        session.execute(insert(AvailabilityWindow), windows)
    postgres = session.get_bind().dialect.name == "postgresql"
    connection = session.connection()
    if not postgres:
        connection.exec_driver_sql("PRAGMA cache_size = -262144")  # 256 MB of page cache
    drop_search_index(connection)  # rebuilt once at the end: much faster than row by row
    done, started, words = 0, time.monotonic(), set()
    rows_iter = _bulk_rows(count, owners, pool, rng)
    while done < count:
        rows = [next(rows_iter) for _ in range(min(batch, count - done))]
        for row in rows:
            words |= search_terms.words_of(row["search_text"])
        if postgres:
            _copy_rows(session, rows)
        else:
            connection.execute(insert(Portfolio.__table__), rows)
        done += len(rows)
        print(f"  {done}/{count} portfolios ({time.monotonic() - started:.0f} s)", flush=True)
    search_index.add_words(session, [" ".join(words)])
    print("  building the search index ...", flush=True)
    indexing = time.monotonic()
    ensure_search_index(connection)
    rebuild_search_index(connection)
    print(f"  search index built in {time.monotonic() - indexing:.1f} s", flush=True)
    connection.execute(text("ANALYZE"))
    session.commit()
    if postgres:  # visibility maps for index-only counts and word lookups, fresh statistics
        with session.get_bind().connect() as autocommit:
            autocommit = autocommit.execution_options(isolation_level="AUTOCOMMIT")
            for table in ("portfolios", DOCS_TABLE, POSTINGS_TABLE):
                autocommit.execute(text(f"VACUUM ANALYZE {table}"))
    print(f"  done in {time.monotonic() - started:.0f} s", flush=True)


def main(argv: list[str] | None = None) -> None:
    """Seed demo content into an empty database, or bulk rows with --portfolios/--briefs."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--portfolios", type=int, default=0,
                        help="add this many generated portfolios (benchmarks), even if the "
                             "database already has data")
    parser.add_argument("--briefs", type=int, default=0,
                        help="add this many generated open jobs (benchmarks)")
    args = parser.parse_args(argv)
    with session_scope() as session:
        if args.portfolios > 0 or args.briefs > 0:
            if args.portfolios > 0:
                seed_at_scale(session, count=args.portfolios)
            if args.briefs > 0:
                seed_briefs_at_scale(session, count=args.briefs)
            return
        if auth.count_users(session):
            print("Database already has data; leaving it alone.")
            return
        started = time.monotonic()
        summary = seed_demo(session)
        print(f"Seeded {summary['talents']} talents, {summary['clients']} clients and "
              f"{summary['portfolios']} portfolios in {time.monotonic() - started:.0f} s "
              f"(demo password: {DEMO_PASSWORD}).")


if __name__ == "__main__":
    main()
