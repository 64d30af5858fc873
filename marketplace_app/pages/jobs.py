"""The jobs screens (issue 32): /browse (open jobs, searched and filtered on the server),
/post-job (a client's form) and /brief/{id} (the job, its proposals or the reader's own)."""

import reflex as rx

from .. import catalog
from ..components.collab_cards import empty_state
from ..components.i18n import count_text, page_title, t, t_data
from ..components.layout import page_shell
from ..components.theme import GUTTER, MUTED, bp
from ..display_rules.job_cards import JobCard, ProposalCard, WorkThumb
from ..state.auth import AuthState
from ..state.job_detail import JobDetailState as D
from ..state.job_post import WHOLE, JobPostState as P
from ..state.jobs_browse import ANY, JobsBrowseState as B
from ..texts import jobs as TJ

NO_JOBS = ("briefcase", TJ.NO_JOBS, TJ.NO_JOBS_TEXT)
NO_PROPOSALS = ("inbox", TJ.NO_PROPOSALS, TJ.NO_PROPOSALS_TEXT)
STATUS_COLOUR = {"draft": "gray", "open": "green", "closed": "gray", "in_progress": "blue",
                 "pending": "amber", "shortlisted": "iris", "accepted": "green",
                 "declined": "red", "withdrawn": "gray"}


def _frame(*children, width: str = "960px") -> rx.Component:
    return page_shell(rx.box(
        rx.vstack(*children, spacing="5", width="100%"),
        max_width=width, margin_x="auto", padding_x=GUTTER, width="100%",
        padding_y=bp("20px", "20px", "32px"), min_height="70vh", box_sizing="border-box"))


def _status(status, label) -> rx.Component:
    return rx.badge(label, color_scheme=rx.match(
        status, *[(k, v) for k, v in STATUS_COLOUR.items()], "gray"), variant="soft",
        class_name="status-badge")


def _facts(card: JobCard) -> rx.Component:
    def fact(icon: str, value) -> rx.Component:
        return rx.hstack(rx.icon(icon, size=14), rx.text(value, size="2"), spacing="1",
                         align="center", color=MUTED)
    return rx.flex(fact("map-pin", t_data(card.place)), fact("calendar", card.dates),
                   fact("indian-rupee", card.budget), fact("clock", card.closes),
                   spacing="3", wrap="wrap")


# /browse

def _job_card(card: JobCard) -> rx.Component:
    return rx.card(rx.vstack(
        rx.hstack(rx.link(rx.heading(card.title, size="4", as_="h3"),
                          href="/brief/" + card.id, underline="none"),
                  rx.spacer(), rx.text(t_data(card.category), size="2", color="var(--accent-11)"),
                  width="100%", align="center"),
        rx.text(card.description, size="2", class_name="job-description",
                style={"display": "-webkit-box", "-webkit-line-clamp": "3",
                       "-webkit-box-orient": "vertical", "overflow": "hidden",
                       "overflow_wrap": "anywhere"}),
        _facts(card),
        rx.link(rx.button(t(TJ.VIEW_JOB), size="2", variant="soft"),
                href="/brief/" + card.id, underline="none"),
        spacing="2", width="100%"), width="100%", class_name="job-card")


def _select(name: str, placeholder, options: list[tuple[str, str]], value) -> rx.Component:
    """A filter's select; `placeholder` (translated) also names "any"."""
    return rx.select.root(
        rx.select.trigger(placeholder=placeholder, width="100%",
                          id=f"filter-{name.replace('_', '-')}"),
        rx.select.content(rx.select.item(placeholder, value=ANY),
                          *[rx.select.item(t(label), value=v) for v, label in options]),
        value=rx.cond(value == "", ANY, value), on_change=B.choose(name), name=name)


def _browse_filters() -> rx.Component:
    cities = [("remote", TJ.REMOTE), *[(c, c) for c in catalog.CITIES]]
    return rx.card(rx.vstack(
        rx.heading(t(TJ.FILTERS), size="3"),
        _select("category", t(TJ.ALL_CATEGORIES), [(c.name, c.name) for c in catalog.CATEGORIES],
                B.category),
        _select("city", t(TJ.ANY_CITY), cities, B.city),
        # One field a row: a date field needs the panel's whole width on a phone.
        rx.input(type="date", value=B.date_from, aria_label=t(TJ.DATES_FROM), width="100%",
                 on_change=lambda v: B.set_filter("date_from", v), id="filter-from"),
        rx.input(type="date", value=B.date_to, aria_label=t(TJ.DATES_TO), width="100%",
                 on_change=lambda v: B.set_filter("date_to", v), id="filter-to"),
        rx.input(placeholder=t(TJ.BUDGET_FROM), value=B.budget_min, input_mode="numeric",
                 on_change=lambda v: B.set_filter("budget_min", v), id="filter-budget-min",
                 width="100%"),
        rx.input(placeholder=t(TJ.BUDGET_UP_TO), value=B.budget_max, input_mode="numeric",
                 on_change=lambda v: B.set_filter("budget_max", v), id="filter-budget-max",
                 width="100%"),
        rx.button(t(TJ.APPLY_FILTERS), width="100%", on_click=B.apply_filters,
                  id="apply-filters"),
        rx.button(t(TJ.CLEAR_FILTERS), width="100%", variant="ghost", on_click=B.clear_filters),
        spacing="3", width="100%"), width=bp("100%", "100%", "280px"), flex_shrink="0",
        id="jobs-filters")


def browse_page() -> rx.Component:
    """Open jobs with a search box, filters and pages."""
    results = rx.cond(
        B.loading, rx.center(rx.spinner(size="3"), padding="48px", width="100%"),
        rx.cond(B.cards.length() == 0,
                empty_state(*NO_JOBS, box_id="no-jobs"),
                rx.vstack(rx.foreach(B.cards, _job_card), rx.cond(
                    B.next_cursor != "",
                    rx.center(rx.button(t(TJ.LOAD_MORE), variant="soft", loading=B.more_loading,
                                        on_click=B.load_more, id="jobs-more"), width="100%")),
                    spacing="3", width="100%", id="jobs-list")))
    return _frame(
        rx.flex(rx.vstack(rx.heading(t(TJ.BROWSE_JOBS), size=bp("7", "7", "8"),
                                     id="screen-title"),
                          rx.text(t(TJ.BROWSE_JOBS_INTRO), size="3", color=MUTED), spacing="1"),
                rx.link(rx.button(rx.icon("plus", size=16), t(TJ.POST_A_JOB), variant="soft"),
                        href="/post-job", underline="none"),
                justify="between", direction=bp("column", "column", "row"), spacing="3",
                width="100%"),
        rx.form(rx.hstack(
            rx.input(name="search", placeholder=t(TJ.SEARCH_JOBS), default_value=B.search,
                     key=B.search, width="100%", size="3", id="jobs-search"),
            rx.button(t(TJ.SEARCH), type="submit", size="3", id="jobs-search-button"),
            width="100%"), on_submit=B.submit_search, width="100%"),
        rx.flex(_browse_filters(), results, direction=bp("column", "column", "row"),
                spacing="4", width="100%", align="start"),
        width="1120px")


# /post-job

def _field(label, control: rx.Component) -> rx.Component:
    """A translated label over its control."""
    return rx.vstack(rx.text(label, size="2", weight="medium"), control, spacing="1",
                     width="100%")


def _input(name: str, **props) -> rx.Component:
    return rx.input(value=P.fields[name], on_change=lambda v: P.set_field(name, v),
                    id=f"job-{name.replace('_', '-')}", width="100%", **props)


def post_page() -> rx.Component:
    """The job form: every field the service checks, its message above the buttons."""
    category = rx.select.root(
        rx.select.trigger(placeholder=t(TJ.CATEGORY), width="100%", id="job-category"),
        rx.select.content(*[rx.select.item(t(c.name), value=c.name) for c in catalog.CATEGORIES]),
        value=P.fields["category"], on_change=lambda v: P.set_field("category", v))
    subcategory = rx.select.root(
        rx.select.trigger(placeholder=t(TJ.WHOLE_CATEGORY), width="100%",
                          id="job-subcategory"),
        rx.select.content(rx.select.item(t(TJ.WHOLE_CATEGORY), value=WHOLE),
                          rx.foreach(P.subcategories,
                                     lambda s: rx.select.item(t_data(s), value=s))),
        value=rx.cond(P.fields["subcategory"] == "", WHOLE, P.fields["subcategory"]),
        on_change=lambda v: P.set_field("subcategory", v))
    city = rx.select.root(
        rx.select.trigger(placeholder=t(TJ.CITY), width="100%", id="job-city"),
        rx.select.content(*[rx.select.item(t(c), value=c) for c in catalog.CITIES]),
        value=P.fields["city"], on_change=lambda v: P.set_field("city", v),
        disabled=P.remote)
    form = rx.card(rx.vstack(
        _field(t(TJ.JOB_TITLE), _input("title", placeholder=t(TJ.JOB_TITLE_PLACEHOLDER),
                                    max_length=120)),
        _field(t(TJ.JOB_DESCRIPTION), rx.text_area(
            value=P.fields["description"], on_change=lambda v: P.set_field("description", v),
            placeholder=t(TJ.JOB_DESCRIPTION_PLACEHOLDER), rows="5", width="100%",
            id="job-description")),
        rx.grid(_field(t(TJ.CATEGORY), category), _field(t(TJ.SUBCATEGORY), subcategory),
                columns=bp("1", "2"), spacing="3", width="100%"),
        rx.grid(_field(t(TJ.CITY), city),
                rx.el.label(rx.checkbox(checked=P.remote, on_change=P.set_remote,
                                        id="job-remote"), rx.text(t(TJ.REMOTE_JOB), size="2"),
                            style={"display": "flex", "gap": "8px", "alignItems": "center",
                                   "paddingTop": "24px"}),
                columns=bp("1", "2"), spacing="3", width="100%"),
        rx.grid(_field(t(TJ.START_DATE), _input("date_from", type="date")),
                _field(t(TJ.END_DATE), _input("date_to", type="date")),
                columns=bp("1", "2"), spacing="3", width="100%"),
        rx.grid(_field(t(TJ.BUDGET_MIN), _input("budget_min", input_mode="numeric")),
                _field(t(TJ.BUDGET_MAX), _input("budget_max", input_mode="numeric")),
                columns=bp("1", "2"), spacing="3", width="100%"),
        _field(t(TJ.DELIVERABLES), rx.text_area(
            value=P.fields["deliverables"], on_change=lambda v: P.set_field("deliverables", v),
            placeholder=t(TJ.DELIVERABLES_PLACEHOLDER), rows="3", width="100%",
            id="job-deliverables")),
        _field(t(TJ.CLOSING_DATE), _input("closes_on", type="date")),
        rx.cond(P.error != "", rx.callout(P.error, icon="triangle-alert", color_scheme="red",
                                          role="alert", width="100%", id="job-error")),
        rx.hstack(
            rx.cond(P.edit_id == "", rx.button(t(TJ.SAVE_DRAFT), variant="soft",
                                               on_click=P.submit(True), loading=P.busy,
                                               id="job-draft")),
            rx.button(rx.cond(P.edit_id == "", t(TJ.PUBLISH_JOB), t(TJ.SAVE_CHANGES)),
                      on_click=P.submit(False), loading=P.busy, id="job-submit"),
            justify="end", width="100%", spacing="2"),
        spacing="4", width="100%"), size="3", width="100%")
    return _frame(
        rx.heading(rx.cond(P.edit_id == "", t(TJ.POST_A_JOB), t(TJ.EDIT_JOB)),
                   size=bp("7", "7", "8"), id="screen-title"),
        rx.text(t(TJ.POST_JOB_INTRO), size="3", color=MUTED),
        rx.cond(~P.ready, rx.center(rx.spinner(size="3"), padding="48px"),
                rx.cond(P.is_client, form,
                        rx.callout(t(TJ.CLIENTS_POST_JOBS), icon="info", id="clients-only"))),
        width="760px")


# /brief/{id}

def _work(work: WorkThumb) -> rx.Component:
    return rx.link(rx.image(src=work.src, alt=work.title, width="72px", height="72px",
                            object_fit="cover", border_radius="8px"),
                   href="/portfolio-detail/" + work.id, title=work.title)


def _proposal(card: ProposalCard, for_client: bool) -> rx.Component:
    buttons = rx.flex(rx.foreach(card.actions, lambda a: rx.button(
        rx.match(a, *[(k, t(v)) for k, v in TJ.PROPOSAL_BUTTONS.items()], a), size="2",
        variant=rx.cond(a == "accept", "solid", "soft"),
        color_scheme=rx.cond((a == "decline") | (a == "withdraw"), "gray", "orange"),
        loading=D.busy == card.id, on_click=D.act_on_proposal(card.id, a),
        class_name="proposal-" + a)), spacing="2", wrap="wrap")
    who = rx.hstack(
        rx.avatar(src=card.talent_photo, fallback=card.talent[:1], size="3", radius="full",
                  custom_attrs={"alt": ""}),
        rx.vstack(rx.link(rx.text(card.talent, weight="bold"),
                          href="/talent-detail/" + card.talent_id),
                  rx.cond(card.rating != "",
                          rx.hstack(rx.icon("star", size=14, color="var(--amber-11)"),
                                    rx.text(card.rating, size="2"), spacing="1"),
                          rx.badge(t(TJ.NEW_TALENT), color_scheme="green", variant="soft")),
                  spacing="0"),
        spacing="3", align="center") if for_client else rx.fragment()
    return rx.card(rx.vstack(
        rx.hstack(who, rx.spacer(), rx.text(card.price, weight="bold"),
                  _status(card.status, card.status_label), width="100%", align="center",
                  spacing="3"),
        rx.text(card.message, size="2", white_space="pre-wrap",
                style={"overflow_wrap": "anywhere"}),
        rx.cond(card.note != "", rx.text(card.note, size="2", color=MUTED)),
        rx.cond(card.available != "", rx.text(card.available, size="2",
                                              color="var(--green-11)")),
        rx.flex(rx.foreach(card.works, _work), spacing="2", wrap="wrap"),
        buttons, spacing="2", width="100%"), width="100%", class_name="proposal-card")


def _client_side() -> rx.Component:
    return rx.vstack(
        rx.hstack(rx.heading(t(TJ.PROPOSALS), size="5", as_="h2"),
                  rx.badge(D.proposals.length(), radius="full"), align="center"),
        rx.cond(D.proposals.length() == 0,
                empty_state(*NO_PROPOSALS, box_id="no-proposals"),
                rx.vstack(rx.foreach(D.proposals, lambda c: _proposal(c, True)), spacing="3",
                          width="100%", id="proposals")),
        spacing="3", width="100%")


def _proposal_form() -> rx.Component:
    pick = rx.flex(rx.foreach(D.works, lambda w: rx.el.label(
        rx.checkbox(checked=D.chosen.contains(w.id), on_change=D.toggle_work(w.id)),
        rx.image(src=w.src, alt=w.title, width="56px", height="56px", object_fit="cover",
                 border_radius="6px"), rx.text(w.title, size="1"),
        style={"display": "flex", "gap": "6px", "alignItems": "center"})),
        spacing="3", wrap="wrap")
    return rx.card(rx.form(rx.vstack(
        rx.heading(t(TJ.SEND_PROPOSAL), size="4", as_="h2"),
        rx.cond(D.windows != "", rx.callout(t(TJ.YOUR_WINDOWS, dates=D.windows),
                                            icon="calendar-check", color_scheme="green")),
        _field(t(TJ.PROPOSAL_MESSAGE), rx.text_area(name="message", rows="4", width="100%",
                                                 placeholder=t(TJ.PROPOSAL_MESSAGE_PLACEHOLDER),
                                                 id="proposal-message")),
        _field(t(TJ.YOUR_PRICE), rx.input(name="price", input_mode="numeric", width="100%",
                                       id="proposal-price")),
        rx.cond(D.works.length() > 0, _field(t(TJ.CHOOSE_WORKS), pick)),
        _field(t(TJ.AVAILABILITY_NOTE), rx.input(name="note", width="100%",
                                              placeholder=t(TJ.AVAILABILITY_NOTE_PLACEHOLDER),
                                              id="proposal-note")),
        rx.button(t(TJ.SEND_PROPOSAL), type="submit", loading=D.busy == "send",
                  id="proposal-send"),
        spacing="3", width="100%"), on_submit=D.send, reset_on_submit=False), width="100%",
        id="proposal-form")


def _visitor_side() -> rx.Component:
    return rx.cond(
        D.mine.length() > 0,
        rx.vstack(rx.heading(t(TJ.YOUR_PROPOSAL), size="5", as_="h2"),
                  rx.foreach(D.mine, lambda c: _proposal(c, False)),
                  rx.cond(D.mine[0].status == "accepted",
                          rx.link(rx.button(t(TJ.OPEN_MANAGE), variant="soft"),
                                  href="/manage", underline="none")),
                  spacing="3", width="100%", id="my-proposal"),
        rx.cond(~D.job.taking, rx.callout(t(TJ.NOT_TAKING_PROPOSALS), icon="info"),
                rx.cond(~AuthState.signed_in,
                        rx.button(t(TJ.SIGN_IN_TO_RESPOND), size="3",
                                  on_click=D.sign_in_to_respond, id="sign-in-to-respond"),
                        rx.cond(D.is_talent, _proposal_form(),
                                rx.callout(t(TJ.ONLY_TALENT_PROPOSE), icon="info")))))


def detail_page() -> rx.Component:
    """The job's facts, then its client's controls and proposals, or the reader's proposal."""
    job = D.job
    owner_buttons = rx.flex(rx.foreach(job.actions, lambda a: rx.button(
        rx.match(a, *[(k, t(v)) for k, v in TJ.BRIEF_BUTTONS.items()], a), size="2",
        variant="soft", on_click=D.act_on_job(a), class_name="job-" + a)), spacing="2")
    body = rx.vstack(
        rx.link(rx.hstack(rx.icon("arrow-left", size=14), t(TJ.BACK_TO_JOBS), spacing="1",
                          align="center"), href="/browse", size="2"),
        rx.flex(rx.vstack(rx.heading(job.title, size=bp("6", "6", "7"), id="screen-title"),
                          rx.hstack(_status(job.status, job.status_label),
                                    rx.text(job.category, size="2",
                                            color="var(--accent-11)"), spacing="2"),
                          spacing="2"),
                owner_buttons, justify="between", direction=bp("column", "column", "row"),
                spacing="3", width="100%"),
        _facts(job),
        rx.text(t(TJ.POSTED_BY, name=job.client), size="2", color=MUTED),
        rx.card(rx.vstack(
            rx.text(job.description, white_space="pre-wrap", style={"overflow_wrap": "anywhere"}),
            rx.cond(job.deliverables != "", rx.vstack(
                rx.text(t(TJ.DELIVERABLES), weight="bold", size="2"),
                rx.text(job.deliverables, white_space="pre-wrap", size="2"), spacing="1")),
            spacing="3"), width="100%"),
        rx.cond(job.owner, _client_side(), _visitor_side()),
        spacing="4", width="100%")
    return _frame(rx.cond(
        D.loading, rx.center(rx.spinner(size="3"), padding="64px"),
        rx.cond(D.missing != "", rx.callout(D.missing, icon="circle-alert", id="job-missing"),
                body)), width="880px")


def register(app: rx.App) -> None:
    """Add /browse (public), /post-job (signed-in) and /brief/{id} (public)."""
    app.add_page(browse_page, route="/browse", title=page_title(TJ.BROWSE_JOBS),
                 on_load=B.start)
    app.add_page(post_page, route="/post-job", title=page_title(TJ.POST_A_JOB),
                 on_load=[AuthState.require_session_here, P.start])
    app.add_page(detail_page, route="/brief/[brief_id]", title=page_title(TJ.BROWSE_JOBS),
                 on_load=[AuthState.load_session, D.load])
