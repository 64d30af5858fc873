"""Review list and the add-review form (stars and a comment): plain elements with Radix's
classes, as first_screen/parts.py serves them (Radix's and lucide's components made the reviews
~100 of the components a phone drew for a talent page); their look is detail_look.REVIEW_LOOK."""

import reflex as rx

from ..texts import social as ST
from .face import member_face
from .i18n import t
from .radix_markup import radix_badge, radix_button, radix_stack, radix_text


def stars_label(value):
    """ "4 stars", or "1 star"."""
    return rx.cond(value == 1, t(ST.ONE_STAR), t(ST.N_STARS, n=value))


def stars(value) -> rx.Component:
    """Five stars, `value` of them filled: one element, read as "N stars"."""
    return rx.el.span(role="img", aria_label=stars_label(value), class_name="fs-stars",
                      custom_attrs={"style": {"--r": value}})


def verified_label(verified) -> rx.Component:
    """ "Verified" after a completed collaboration, else "Unverified"."""
    return rx.cond(
        verified,
        radix_badge(t(ST.VERIFIED), accent="green", classes="fs-i i-badge-check review-verified",
                    title=t(ST.VERIFIED_HINT)),
        radix_badge(t(ST.UNVERIFIED), variant="outline", accent="gray",
                    classes="review-unverified", title=t(ST.UNVERIFIED_HINT)))


def review_item(row, on_delete) -> rx.Component:
    """One review with Delete for its author."""
    head = radix_stack(radix_text(row.author, "2", bold=True), stars(row.rating),
                       radix_text(row.date, "1", classes="fs-muted"),
                       verified_label(row.verified),
                       direction="row", gap="2", align="center", classes="rt-r-fw-wrap")
    return radix_stack(
        member_face(row.photo, row.author[:1], "2"),
        radix_stack(head, rx.cond(row.comment != "", radix_text(row.comment, "2")),
                    direction="column", gap="1", classes="fs-grow fs-min0"),
        rx.cond(row.mine, radix_button(t(ST.DELETE_REVIEW), "ghost", size="1", accent="red",
                                       classes="rt-Button delete-review", round_=False,
                                       on_click=on_delete(row.id))),
        direction="row", gap="3", classes="review fs-w",
    )


def _star_button(rating, n: int, on_rate) -> rx.Component:
    return radix_button((), "ghost", round_=False, on_click=on_rate(n),
                        classes="rt-IconButton review-star fs-i "
                        + rx.cond(rating >= n, "i-star-full", "i-star"),
                        aria_label=t(ST.ONE_STAR) if n == 1 else t(ST.N_STARS, n=n))


def review_form(rating, comment, busy, on_rate, on_comment, on_post) -> rx.Component:
    """Pick 1-5 stars and write a comment."""
    return radix_stack(
        radix_text(t(ST.ADD_REVIEW), "3", bold=True),
        radix_stack(*[_star_button(rating, n, on_rate) for n in range(1, 6)],
                    direction="row", gap="1"),
        rx.el.div(rx.debounce_input(rx.el.textarea(
            value=comment, placeholder=t(ST.COMMENT_PLACEHOLDER), on_change=on_comment,
            rows="3", id="review-comment", class_name="rt-reset rt-TextAreaInput")),
            class_name="rt-TextAreaRoot rt-r-size-2 rt-variant-surface fs-w"),
        # Radix's: it draws its spinner while posting.
        rx.button(t(ST.POST_REVIEW), on_click=on_post, loading=busy, id="post-review"),
        direction="column", gap="2", classes="fs-w",
    )


def reviews_section(rows, can_review, form: rx.Component, on_delete) -> rx.Component:
    """Heading, the form (when allowed) and the list."""
    return radix_stack(
        rx.el.h2(t(ST.REVIEWS), class_name="rt-Heading rt-r-size-5"),
        rx.cond(can_review, form),
        rx.cond(rows.length() == 0,
                radix_text(t(ST.NO_REVIEWS), "2", classes="fs-muted"),
                radix_stack(rx.foreach(rows, lambda r: review_item(r, on_delete)),
                            direction="column", gap="4", classes="fs-w", id="review-list")),
        direction="column", gap="4", classes="fs-w", id="reviews",
    )
