"""Review list and the add-review form (stars and a comment)."""

import reflex as rx

from ..texts import social as ST
from .face import member_face
from .i18n import t
from .theme import MUTED


def stars(value, size: int = 14) -> rx.Component:
    """Five stars, `value` of them filled."""
    return rx.hstack(*[rx.icon("star", size=size, fill=rx.cond(value >= n, "var(--amber-9)",
                                                                "none"),
                               color="var(--amber-9)") for n in range(1, 6)], spacing="0")


def verified_label(verified) -> rx.Component:
    """ "Verified" after a completed collaboration, else "Unverified"."""
    return rx.cond(
        verified,
        rx.badge(rx.icon("badge-check", size=12), t(ST.VERIFIED), color_scheme="green",
                 radius="full", title=t(ST.VERIFIED_HINT), class_name="review-verified"),
        rx.badge(t(ST.UNVERIFIED), color_scheme="gray", variant="outline", radius="full",
                 title=t(ST.UNVERIFIED_HINT), class_name="review-unverified"))


def review_item(row, on_delete) -> rx.Component:
    """One review with Delete for its author."""
    return rx.hstack(
        member_face(row.photo, row.author[:1], "2"),
        rx.vstack(
            rx.hstack(rx.text(row.author, size="2", weight="bold"), stars(row.rating),
                      rx.text(row.date, size="1", color=MUTED), verified_label(row.verified),
                      spacing="2", align="center", wrap="wrap"),
            rx.cond(row.comment != "", rx.text(row.comment, size="2")),
            spacing="1", flex="1", min_width="0",
        ),
        rx.cond(row.mine, rx.button(t(ST.DELETE_REVIEW), size="1", variant="ghost", color_scheme="red",
                                    on_click=on_delete(row.id), class_name="delete-review")),
        spacing="3", align="start", width="100%", class_name="review",
    )


def review_form(rating, comment, busy, on_rate, on_comment, on_post) -> rx.Component:
    """Pick 1-5 stars and write a comment."""
    return rx.vstack(
        rx.text(t(ST.ADD_REVIEW), size="3", weight="bold"),
        rx.hstack(*[rx.icon_button(rx.icon("star", size=18,
                                           fill=rx.cond(rating >= n, "var(--amber-9)", "none"),
                                           color="var(--amber-9)"),
                                   variant="ghost", on_click=on_rate(n), type="button",
                                   # no ghost pull-in: 32 px targets, 4 px apart
                                   margin="0", class_name="review-star",
                                   aria_label=t(ST.ONE_STAR) if n == 1 else t(ST.N_STARS, n=n))
                    for n in range(1, 6)], spacing="1"),
        rx.text_area(value=comment, placeholder=t(ST.COMMENT_PLACEHOLDER), on_change=on_comment,
                     rows="3", width="100%", id="review-comment"),
        rx.button(t(ST.POST_REVIEW), on_click=on_post, loading=busy, id="post-review"),
        spacing="2", width="100%", align="start",
    )


def reviews_section(rows, can_review, form: rx.Component, on_delete) -> rx.Component:
    """Heading, the form (when allowed) and the list."""
    return rx.vstack(
        rx.heading(t(ST.REVIEWS), size="5"),
        rx.cond(can_review, form),
        rx.cond(rows.length() == 0, rx.text(t(ST.NO_REVIEWS), size="2", color=MUTED),
                rx.vstack(rx.foreach(rows, lambda r: review_item(r, on_delete)),
                          spacing="4", width="100%", id="review-list")),
        spacing="4", width="100%", id="reviews",
    )
