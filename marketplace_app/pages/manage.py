"""/manage: the signed-in dashboard of requests, proposals, projects and saved talent."""

import reflex as rx

from ..components.face import member_face
from ..components.first_screen_seed import first_screen_seed
from ..components.collab_cards import empty_state, request_card, saved_card
from ..components.i18n import IS_HINDI, page_title, t
from ..components.layout import page_shell
from ..components.theme import GUTTER, MUTED, bp
from ..state.auth import AuthState
from ..state.manage import ManageState as S
from ..texts import jobs as TJ
from ..texts import social as TX
from ..texts.social import MANAGE_EMPTY as EMPTY, MANAGE_TAB_LABELS as TAB_LABELS, MANAGE_INBOX_LABEL as INBOX_LABEL


def _more(box: str, cursor) -> rx.Component:
    return rx.cond(cursor != "", rx.center(rx.button(
        t(TX.LOAD_MORE), variant="soft", loading=S.loading_more == box,
        on_click=S.load_more(box), class_name="load-more"), width="100%"))


def _empty(box: str) -> rx.Component:
    icon, title, text = EMPTY[box]
    action = rx.link(rx.button(t(TX.FIND_TALENTS), variant="soft"), href="/find-talent") \
        if box in ("sent", "saved") else None
    return empty_state(icon, title, text, action, box_id="empty_" + box)


def _requests(box: str) -> rx.Component:
    rows = getattr(S, box)
    return rx.cond(rows.length() == 0, _empty(box), rx.vstack(
        rx.foreach(rows, lambda c: request_card(c, S.act, S.busy)),
        _more(box, S.cursors[box]), spacing="3", width="100%", id=f"list-{box}"))


def _job_proposal(card) -> rx.Component:
    """One of the talent's proposals for a job: the job, the price and where it stands."""
    return rx.card(rx.hstack(
        rx.vstack(rx.link(rx.text(card.brief_title, weight="bold"),
                          href="/brief/" + card.brief_id),
                  rx.text(card.price, size="2", color="var(--gray-11)"), spacing="1"),
        rx.spacer(), rx.badge(card.status_label, variant="soft", class_name="status-badge"),
        align="center", width="100%"), width="100%", class_name="job-proposal")


def _proposals_tab() -> rx.Component:
    """Proposals: the talent's proposals for jobs, then the requests they sent."""
    return rx.vstack(
        rx.cond(S.job_proposals.length() > 0, rx.vstack(
            rx.heading(t(TJ.JOB_PROPOSALS), size="4", as_="h2"),
            rx.foreach(S.job_proposals, _job_proposal),
            spacing="3", width="100%", id="list-job-proposals")),
        rx.cond((S.job_proposals.length() > 0) & (S.sent.length() == 0), rx.fragment(),
                _requests("sent")),
        spacing="4", width="100%")


def _saved() -> rx.Component:
    return rx.cond(S.saved.length() == 0, _empty("saved"), rx.vstack(
        rx.foreach(S.saved, lambda c: saved_card(c, S.unsave)),
        _more("saved", S.cursors["saved"]), spacing="3", width="100%", id="list-saved"))


def _trigger(value: str, label, count=None) -> rx.Component:
    return rx.tabs.trigger(
        rx.hstack(label, rx.fragment() if count is None else rx.cond(
            count > 0, rx.badge(count, radius="full", size="1", color_scheme="orange",
                                class_name="tab-count")), spacing="1", align="center"),
        value=value, id=f"tab-{value}", white_space="nowrap")


def _heading() -> rx.Component:
    boost = rx.tooltip(rx.button(rx.icon("rocket", size=16), t(TX.BOOST_PROFILE),
                                 variant="outline", on_click=S.boost, id="boost-profile"),
                       content=t(TX.COMING_SOON_BOOST_PROFILE_IS_NOT))
    return rx.flex(
        rx.vstack(rx.heading(t(TX.MANAGE), size=bp("7", "7", "8"), id="screen-title"),
                  rx.text(t(TX.YOUR_REQUESTS_AND_BOOKINGS), size="3", color=MUTED),
                  rx.hstack(member_face(AuthState.photo_url, AuthState.display_name[:1], "1"),
                            rx.text(AuthState.display_name, size="2", weight="medium",
                                    id="signed-in-name"), spacing="2", align="center"),
                  spacing="1"),
        boost, justify="between", align=bp("start", "start", "center"),
        direction=bp("column", "column", "row"), spacing="3", width="100%")


def _dashboard() -> rx.Component:
    product = rx.cond(IS_HINDI, S.product_hi, S.product_en)
    return rx.tabs.root(
        # On a phone the four tabs wrap to a second row rather than hide behind a scroll.
        rx.tabs.list(
            _trigger("inbox", t(INBOX_LABEL, product=product), S.pending_count),
            *[_trigger(key, t(label)) for key, label in TAB_LABELS.items()],
            size="2", width="100%", flex_wrap="wrap", class_name="manage-tabs"),
        rx.tabs.content(_requests("inbox"), value="inbox", padding_top="16px"),
        rx.tabs.content(_proposals_tab(), value="sent", padding_top="16px"),
        rx.tabs.content(_requests("projects"), value="projects", padding_top="16px"),
        rx.tabs.content(_saved(), value="saved", padding_top="16px"),
        value=S.tab, on_change=S.set_tab, width="100%")


def manage_page() -> rx.Component:
    """Requests, proposals, projects and saved talent, for the signed-in user."""
    return page_shell(rx.box(
        rx.cond(
            AuthState.signed_in & ~S.loading,
            rx.vstack(_heading(), _dashboard(), spacing="5", width="100%"),
            rx.center(rx.spinner(size="3"), padding="64px", id="session-check"),
        ),
        max_width="880px", margin_x="auto", padding_x=GUTTER, width="100%",
        padding_y=bp("20px", "20px", "32px"), min_height="70vh", box_sizing="border-box"),
        first_screen_seed())


def register(app: rx.App) -> None:
    """Add /manage (signed-in only; guests go to sign in and come back)."""
    app.add_page(manage_page, route="/manage", title=page_title(TX.MANAGE),
                 on_load=[AuthState.require_session_here, S.load])
