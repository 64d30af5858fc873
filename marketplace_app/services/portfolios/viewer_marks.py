"""A signed-in viewer's own marks on a shared page of cards: admired, appreciated and shared,
and the unmasked title and description of the viewer's own works (contact details are shown
to their owner), read in one indexed query over the page's ids and merged into a copy."""

from functools import cache

from sqlalchemy import String, bindparam, cast, literal, null, union_all
from sqlmodel import Session, select

from ...models.portfolio import Interaction, Portfolio

OWN = "own"


def _flags_select():
    return select(Interaction.target_id, Interaction.kind,
                  cast(null(), String).label("title"),
                  cast(null(), String).label("description")).where(
        Interaction.actor_id == bindparam("viewer"), Interaction.target_kind == "portfolio",
        Interaction.target_id.in_(bindparam("ids", expanding=True)))


@cache
def _marks_select(with_own: bool):
    """The viewer's interactions with the page's items (the unique (actor, kind, target)
    index), and with `with_own` the texts of their own items on it (by primary key)."""
    if not with_own:
        return _flags_select()
    own = select(Portfolio.id, literal(OWN, String), Portfolio.title,
                 Portfolio.description).where(
        Portfolio.id.in_(bindparam("own", expanding=True)),
        Portfolio.user_id == bindparam("viewer"))
    return union_all(_flags_select(), own)


def read_marks(session: Session, viewer_id: str, items: list[dict]) -> dict[str, dict]:
    """{item id: {kind: True, ..., "own": (title, description)}} for the items the viewer
    marked or owns."""
    if not items:
        return {}
    if session.new or session.dirty or session.deleted:
        session.flush()  # as the ORM's autoflush would before a query
    own = [item["_id"] for item in items if item["userId"] == viewer_id]
    params = {"viewer": viewer_id, "ids": [item["_id"] for item in items]}
    if own:
        params["own"] = own
    marks: dict[str, dict] = {}
    for item_id, kind, title, description in session.connection().execute(
            _marks_select(bool(own)), params):
        marks.setdefault(item_id, {})[kind] = (title, description) if kind == OWN else True
    return marks


def _marked_item(item: dict, marks: dict) -> dict:
    body = {**item, "admired": "admire" in marks, "appreciated": "appreciate" in marks,
            "shared": "share" in marks}
    if OWN in marks:
        body["title"], body["description"] = marks[OWN]
    return body


def marked(session: Session, viewer_id: str, page: dict) -> dict:
    """A copy of a shared feed page as this viewer sees it (the page itself is not changed)."""
    items = page["portfolios"]
    marks = read_marks(session, viewer_id, items)
    return {**page, "portfolios": [_marked_item(item, marks.get(item["_id"], {}))
                                   for item in items]}
