""""Admired by": the people who admired the owner's work, shown to the owner alone."""

import reflex as rx

from ..state.admirers import AdmirerRow, AdmirersState as A
from ..texts import discovery as T
from .i18n import count_text, t
from .theme import MUTED


def _person(row: AdmirerRow) -> rx.Component:
    face = rx.hstack(rx.avatar(src=row.photo, fallback=row.name[:1], size="2", radius="full",
                               custom_attrs={"alt": ""}),
                     rx.text(row.name, size="2", weight="medium"), spacing="2", align="center")
    return rx.cond(row.link != "", rx.link(face, href=row.link, underline="none",
                                           color="inherit"), face)


def admired_by(portfolio_id) -> rx.Component:
    """The owner's list, loaded when it mounts."""
    return rx.vstack(
        rx.heading(t(T.ADMIRED_BY, count=count_text(A.total)), size="4", id="admired-by"),
        rx.cond(A.rows.length() > 0,
                rx.flex(rx.foreach(A.rows, _person), wrap="wrap", gap="3",
                        id="admirers-list"),
                rx.cond(~A.loading, rx.text(t(T.NO_ADMIRERS), size="2", color=MUTED))),
        rx.cond(A.next_cursor != "", rx.button(t(T.LOAD_MORE), variant="outline", size="2",
                                               on_click=A.load_more, loading=A.loading)),
        spacing="3", width="100%", align="start",
        on_mount=A.load(portfolio_id),
    )
