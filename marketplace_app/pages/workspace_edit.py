"""/portfolio-edit/{id} (spec §2.14)."""

import reflex as rx

from ..components.i18n import t
from ..components.layout import page_shell
from ..components.work_form import file_picker, frame_dialog, previews, text_fields
from ..state.portfolio_edit import PortfolioEditState as S
from ..texts import workspace as T

UPLOAD_ID = "portfolio-edit-files"


def _refused() -> rx.Component:
    return rx.card(rx.vstack(
        rx.icon("lock", size=32, color="var(--red-9)"),
        rx.heading(t(T.NOT_YOURS_TITLE), size="6"),
        rx.text(S.refused, size="3", color="var(--gray-11)", id="edit-refused"),
        rx.link(rx.button(t(T.BACK_TO_PORTFOLIO), variant="soft"), href="/portfolio"),
        align="center", spacing="3", padding="24px",
    ), size="3")


def _form() -> rx.Component:
    return rx.card(rx.vstack(
        rx.heading(t(T.EDIT_TITLE), size="7", id="screen-title"),
        rx.text(t(T.EDIT_INTRO), size="3", color="var(--gray-11)"),
        previews(S),
        file_picker(S, UPLOAD_ID),
        text_fields(S, limit=11),
        rx.hstack(
            rx.link(rx.button(t(T.CANCEL), variant="soft", color_scheme="gray", size="3"),
                    href="/portfolio"),
            rx.button(rx.cond(S.saving, t(T.SAVING_CHANGES), t(T.SAVE_CHANGES)), size="3",
                      disabled=S.saving | S.receiving, on_click=S.save, id="save-portfolio"),
            justify="end", spacing="3", width="100%",
        ),
        spacing="5", width="100%", padding="8px",
    ), size="3")


def portfolio_edit() -> rx.Component:
    """The edit form, or the refusal for someone else's item."""
    return page_shell(rx.box(
        rx.cond(S.refused != "", _refused(),
                rx.cond(S.loaded, _form(),
                        rx.center(rx.spinner(size="3"), padding="64px", id="session-check"))),
        frame_dialog(S),
        max_width="960px", margin_x="auto", width="100%", box_sizing="border-box",
        padding=rx.breakpoints(initial="20px 14px 48px", md="40px 24px 72px"),
    ))
