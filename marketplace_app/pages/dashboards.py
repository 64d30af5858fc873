"""/talent-dashboard and /client-dashboard: the signed-in user's own figures and lists."""

import reflex as rx

from ..components.collab_cards import empty_state, request_card, saved_card
from ..components.i18n import count_text, page_title, t
from ..components.layout import page_shell
from ..components.theme import GUTTER, MUTED, bp
from ..state.auth import AuthState
from ..state.dashboards import FIGURES, ClientDashboardState as C, TalentDashboardState as S
from ..texts import jobs as TJ
from ..texts import workspace as TW


def _frame(title, intro, links: list[tuple[str, str, str]], body, state) -> rx.Component:
    """Heading, quick links, then the body once loaded (a spinner before, a message on error)."""
    heading = rx.flex(
        rx.vstack(rx.heading(title, size=bp("7", "7", "8"), id="screen-title"),
                  rx.text(intro, size="3", color=MUTED),
                  rx.hstack(rx.avatar(custom_attrs={"alt": ""}, src=AuthState.photo_url,
                                      size="1", radius="full",
                                      fallback=AuthState.display_name[:1]),
                            rx.text(AuthState.display_name, size="2", weight="medium",
                                    id="signed-in-name"), spacing="2", align="center"),
                  spacing="1"),
        rx.flex(*[rx.link(rx.button(rx.icon(icon, size=16), t(label), variant="soft",
                                    size="2"), href=href, underline="none")
                  for icon, label, href in links], spacing="2", wrap="wrap",
                class_name="dashboard-links"),
        justify="between", align=bp("start", "start", "center"),
        direction=bp("column", "column", "row"), spacing="3", width="100%")
    return page_shell(rx.box(
        rx.cond(
            AuthState.signed_in & ~state.loading,
            rx.vstack(heading, rx.cond(
                state.error != "",
                rx.callout(state.error, icon="triangle-alert", color_scheme="red",
                           role="alert", id="dashboard-error"),
                body), spacing="6", width="100%"),
            rx.center(rx.spinner(size="3"), padding="64px", id="session-check")),
        max_width="960px", margin_x="auto", padding_x=GUTTER, width="100%",
        padding_y=bp("20px", "20px", "32px"), min_height="70vh", box_sizing="border-box"))


def _section(title, body: rx.Component, section_id: str) -> rx.Component:
    return rx.vstack(rx.heading(title, size="5", as_="h2"), body, spacing="3",
                     width="100%", id=section_id)


def _week_month(week, month) -> rx.Component:
    return rx.text(t(TW.WEEK_AND_MONTH, week=count_text(week), month=count_text(month)),
                   size="1", color=MUTED)


def _total(name: str) -> rx.Component:
    return rx.card(rx.vstack(
        rx.text(t(TW.FIGURE_LABELS[name]), size="2", color=MUTED),
        rx.text(count_text(S.totals[f"{name}30"]), size="6", weight="bold",
                class_name="figure-30"),
        _week_month(S.totals[f"{name}7"], S.totals[f"{name}30"]),
        spacing="1"), id=f"total-{name}")


def _work(row) -> rx.Component:
    return rx.card(rx.vstack(
        rx.link(rx.text(row.title, size="3", weight="bold", trim="both"),
                href="/portfolio-detail/" + row.id, color="inherit"),
        rx.grid(*[rx.vstack(rx.text(t(TW.FIGURE_LABELS[name]), size="1", color=MUTED),
                            rx.text(count_text(getattr(row, f"{name}7")), " / ",
                                    count_text(getattr(row, f"{name}30")), size="2",
                                    weight="medium", class_name=f"work-{name}"),
                            spacing="0") for name in FIGURES],
                columns=rx.breakpoints(initial="2", sm="4"), spacing="3", width="100%"),
        spacing="2", width="100%"), width="100%", class_name="work-figures")


def _completion() -> rx.Component:
    missing = rx.foreach(S.missing, lambda key: rx.badge(rx.match(
        key, *[(name, t(label)) for name, label in TW.MISSING_FIELD_LABELS.items()], key),
        variant="soft", color_scheme="orange"))
    return rx.card(rx.vstack(
        rx.hstack(rx.text(t(TW.COMPLETE_PROFILE), size="3", weight="bold"),
                  rx.text(S.completion, "%", size="3", weight="bold", id="completion"),
                  justify="between", width="100%"),
        rx.progress(value=S.completion, max=100, width="100%"),
        rx.cond(S.missing.length() > 0,
                rx.flex(rx.text(t(TW.STILL_MISSING), size="2", color=MUTED), missing,
                        spacing="2", wrap="wrap", align="center", id="missing-fields"),
                rx.text(t(TW.PROFILE_COMPLETE), size="2", color=MUTED)),
        rx.cond(S.missing.length() > 0,
                rx.link(t(TW.COMPLETE_PROFILE), href="/profile-settings", size="2")),
        spacing="2", width="100%"), width="100%", id="profile-completion")


def _review(row) -> rx.Component:
    return rx.card(rx.vstack(
        rx.hstack(rx.avatar(custom_attrs={"alt": ""}, src=row.photo, fallback=row.author[:1],
                            size="2", radius="full"),
                  rx.text(row.author, size="2", weight="bold"),
                  rx.text("★ ", row.rating, size="2", color="var(--amber-11)"),
                  rx.spacer(), rx.text(row.date, size="1", color=MUTED),
                  spacing="2", align="center", width="100%"),
        rx.cond(row.comment != "", rx.text(row.comment, size="2", white_space="pre-wrap",
                                           style={"overflow_wrap": "anywhere"})),
        spacing="2", width="100%"), width="100%", class_name="review-row")


def _cards(rows, render, empty: tuple[str, str, str], list_id: str) -> rx.Component:
    icon, title, text = empty
    return rx.cond(rows.length() == 0, empty_state(icon, title, text, box_id="empty-" + list_id),
                   rx.vstack(rx.foreach(rows, render), spacing="3", width="100%", id=list_id))


def talent_dashboard() -> rx.Component:
    """Figures per work over 7 and 30 days, requests, reviews and profile completion."""
    body = rx.vstack(
        _completion(),
        rx.grid(*[_total(name) for name in FIGURES],
                columns=rx.breakpoints(initial="2", md="4"), spacing="3", width="100%"),
        _section(t(TW.YOUR_WORKS), rx.vstack(
            rx.text(t(TW.WORK_FIGURES_NOTE), size="1", color=MUTED),
            _cards(S.works, _work, ("image", TW.NO_WORKS_YET, TW.NO_WORKS_TEXT), "works"),
            spacing="2", width="100%"), "works-section"),
        _section(t(TW.WAITING_REQUESTS), _cards(
            S.pending, lambda c: request_card(c, id_prefix="pending-"),
            ("inbox", TW.NO_WAITING, TW.NO_WAITING_TEXT), "pending"), "pending-section"),
        _section(t(TW.TAKEN_ON), _cards(
            S.accepted, lambda c: request_card(c, id_prefix="accepted-"),
            ("folder-kanban", TW.NO_TAKEN_ON, TW.NO_TAKEN_ON_TEXT), "accepted"),
                 "accepted-section"),
        _section(t(TW.YOUR_REVIEWS), rx.vstack(
            rx.cond(S.review_count > 0, rx.text(
                t(TW.AVERAGE_OF, rating=S.average, count=count_text(S.review_count)),
                size="2", color=MUTED, id="review-average")),
            _cards(S.reviews, _review, ("star", TW.NO_REVIEWS_YET, TW.NO_REVIEWS_TEXT),
                   "reviews"), spacing="2", width="100%"), "reviews-section"),
        spacing="6", width="100%")
    links = [("briefcase", TJ.BROWSE_JOBS, "/browse"),
             ("upload", TW.UPLOAD_WORK_LINK, "/work-upload"),
             ("images", TW.MY_PORTFOLIO_LINK, "/portfolio"),
             ("briefcase", TW.MANAGE_LINK, "/manage")]
    return _frame(t(TW.TALENT_DASHBOARD), t(TW.TALENT_DASHBOARD_INTRO), links, body, S)


def _job(card) -> rx.Component:
    """One of the client's jobs: its title (to its page), state and proposal count."""
    return rx.card(rx.hstack(
        rx.vstack(rx.link(rx.text(card.title, weight="bold"), href="/brief/" + card.id),
                  rx.text(card.closes, size="1", color=MUTED), spacing="1"),
        rx.spacer(),
        rx.badge(t(TJ.PROPOSAL_COUNT, count=count_text(card.proposal_count)), variant="soft",
                 color_scheme="orange", class_name="proposal-count"),
        rx.badge(card.status_label, variant="soft", class_name="status-badge"),
        align="center", width="100%", spacing="2"), width="100%", class_name="job-row")


def client_dashboard() -> rx.Component:
    """Jobs with proposal counts, sent requests and their states, projects, saved and
    recently viewed talent."""
    body = rx.vstack(
        _section(t(TJ.YOUR_JOBS), _cards(
            C.jobs, _job, ("briefcase", TJ.NO_JOBS_POSTED, TJ.NO_JOBS_POSTED_TEXT), "jobs"),
                 "jobs-section"),
        _section(t(TW.REQUESTS_SENT), _cards(
            C.sent, lambda c: request_card(c, id_prefix="sent-"),
            ("send", TW.NO_SENT, TW.NO_SENT_TEXT), "sent"), "sent-section"),
        _section(t(TW.YOUR_PROJECTS), _cards(
            C.projects, lambda c: request_card(c, id_prefix="project-"),
            ("folder-kanban", TW.NO_PROJECTS, TW.NO_PROJECTS_TEXT), "projects"),
                 "projects-section"),
        _section(t(TW.SAVED_TALENT), _cards(
            C.saved, lambda c: saved_card(c, id_prefix="saved-"),
            ("bookmark", TW.NO_SAVED, TW.NO_SAVED_TEXT), "saved"), "saved-section"),
        _section(t(TW.RECENTLY_VIEWED), _cards(
            C.recent, lambda c: saved_card(c, id_prefix="recent-"),
            ("history", TW.NO_RECENT, TW.NO_RECENT_TEXT), "recent"), "recent-section"),
        spacing="6", width="100%")
    links = [("plus", TJ.POST_A_JOB, "/post-job"),
             ("search", TW.FIND_TALENT_LINK, "/find-talent"),
             ("briefcase", TW.MANAGE_LINK, "/manage")]
    return _frame(t(TW.CLIENT_DASHBOARD), t(TW.CLIENT_DASHBOARD_INTRO), links, body, C)


def register(app: rx.App) -> None:
    """Add both dashboards (signed-in only; guests go to sign in and come back)."""
    app.add_page(talent_dashboard, route="/talent-dashboard",
                 title=page_title(TW.TALENT_DASHBOARD),
                 on_load=[AuthState.require_session_here, S.load])
    app.add_page(client_dashboard, route="/client-dashboard",
                 title=page_title(TW.CLIENT_DASHBOARD),
                 on_load=[AuthState.require_session_here, C.load])
