"""WebP twins for media stored before they existed (webp_twins): an older WebP copy under a
name of its own is copied to the twin's name, a missing one is made from the JPEG. Run once
after deploying: `python -m marketplace_app.services.media.webp_backfill`."""

import logging

from sqlalchemy.engine import Engine
from sqlmodel import Session, select

from ...models.portfolio import Portfolio
from ..locking import lock_row
from . import images, media_store, webp_twins

log = logging.getLogger(__name__)
BATCH = 500


def _twin_url(entry: dict, jpeg_key: str, staged: media_store.StagedFiles) -> tuple[str, int]:
    """(the twin's URL, bytes it adds to its owner's storage); ("", 0) when nothing to do."""
    jpeg, webp_key = entry.get(jpeg_key), webp_twins.TWIN_KEYS[jpeg_key]
    twin = webp_twins.twin_key(media_store.key_for_url(jpeg) or "")
    if twin is None or media_store.key_for_url(entry.get(webp_key)) == twin:
        return "", 0
    if media_store.exists(twin):  # made for another work sharing these files (the seed's)
        url = media_store.url_for(twin)
        return url, 0 if entry.get(webp_key) else len(media_store.read_url(url) or b"")
    if entry.get(webp_key) and media_store.exists(media_store.key_for_url(entry[webp_key]) or ""):
        # The old copy stays until media_sweep finds it unreferenced: works may share it.
        return staged.rename(entry[webp_key], twin_of=jpeg), 0
    data = media_store.read_url(jpeg)
    if data is None:
        return "", 0
    made = images.webp_bytes(images.open_image(data))
    return staged.add_twin(jpeg, made), len(made)


def twinned(entry: dict, staged: media_store.StagedFiles) -> dict:
    """The entry with a WebP twin beside each JPEG derivative (and its size counted)."""
    updated = dict(entry)
    for jpeg_key, webp_key in webp_twins.TWIN_KEYS.items():
        url, added = _twin_url(entry, jpeg_key, staged)
        if url:
            updated[webp_key] = url
            if isinstance(updated.get("bytes"), int):
                updated["bytes"] += added
    return updated


def backfill(engine: Engine) -> int:
    """Twin the derivatives of every portfolio, one row at a time; returns how many changed."""
    changed, last = 0, ""
    while True:
        with Session(engine) as session:
            ids = session.exec(select(Portfolio.id).where(Portfolio.id > last)
                               .order_by(Portfolio.id).limit(BATCH)).all()
        if not ids:
            return changed
        for portfolio_id in ids:
            changed += _backfill_one(engine, portfolio_id)
        last = ids[-1]


def _backfill_one(engine: Engine, portfolio_id: str) -> int:
    with Session(engine) as session, media_store.StagedFiles() as staged:
        portfolio = lock_row(session, Portfolio, portfolio_id)
        if portfolio is None:
            return 0
        media = [twinned(m, staged) if isinstance(m, dict) else m for m in portfolio.media or []]
        if media == portfolio.media:
            return 0
        portfolio.media = media
        session.add(portfolio)
        session.commit()
        staged.publish()
    return 1


def main() -> None:
    """Command line: backfill the configured database and media store."""
    from ... import db

    logging.basicConfig(level=logging.INFO)
    log.info("WebP twins added to %d portfolios", backfill(db.engine))


if __name__ == "__main__":
    main()
