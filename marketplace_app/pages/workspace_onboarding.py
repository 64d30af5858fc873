"""/set-profile: onboarding (spec §2.9)."""

import reflex as rx

from ..components.i18n import t, t_data
from .. import catalog
from ..components.form_bits import category_tiles, chip, field, select
from ..components.layout import page_shell
from ..components.profile_photo import profile_photo_widget
from ..state.onboarding import OnboardingState as S
from ..texts import workspace as T


def username_feedback() -> rx.Component:
    """idle / checking / available / taken, with suggestions when taken."""
    return rx.vstack(
        rx.match(
            S.username_status,
            ("checking", rx.hstack(rx.spinner(size="1"),
                                   rx.text(t(T.USERNAME_CHECKING), size="1", color="var(--gray-11)"),
                                   spacing="1", align="center")),
            ("available", rx.text(t(T.USERNAME_AVAILABLE), size="1", color="var(--green-11)",
                                  id="username-available")),
            ("taken", rx.text(t(T.USERNAME_TAKEN), size="1", color="var(--red-11)",
                              id="username-taken")),
            rx.fragment(),
        ),
        rx.cond(S.suggestions.length() > 0, rx.hstack(
            rx.text(t(T.USERNAME_SUGGESTIONS), size="1", color="var(--gray-11)"),
            rx.foreach(S.suggestions, lambda s: rx.button(s, size="1", variant="soft",
                                                          type="button", radius="full",
                                                          on_click=S.use_suggestion(s),
                                                          class_name="username-suggestion")),
            wrap="wrap", spacing="1", align="center", id="username-suggestions")),
        spacing="1", width="100%",
    )


def completion_meter() -> rx.Component:
    """The live completion percentage."""
    return rx.vstack(
        rx.hstack(rx.text(t(T.COMPLETION), size="2", weight="medium"),
                  rx.text(S.percentage, "%", size="2", weight="bold", id="completion-percent"),
                  justify="between", width="100%"),
        rx.progress(value=S.percentage, max=100, size="2", width="100%"),
        spacing="2", width="100%",
    )


def form() -> rx.Component:
    """Every onboarding field."""
    return rx.vstack(
        rx.grid(
            field(t(T.FULL_NAME), rx.input(value=S.full_name, size="3", id="onb-fullname",
                                        on_change=lambda v: S.set_field("full_name", v)),
                  required=True),
            field(t(T.USERNAME), rx.input(value=S.username, size="3", id="onb-username",
                                       on_change=S.check_username, debounce_timeout=500),
                  username_feedback(), required=True),
            field(t(T.GENDER), select(list(catalog.GENDERS), S.gender,
                                   lambda v: S.set_field("gender", v), t(T.SELECT_PLACEHOLDER),
                                   "onb-gender", {k: t(v) for k, v in T.GENDER_LABELS.items()}), required=True),
            field(t(T.EMAIL), rx.input(value=S.email, size="3", read_only=True, id="onb-email",
                                    variant="soft", color_scheme="gray")),
            field(t(T.PHONE), rx.input(value=S.phone, size="3", id="onb-phone", type="tel",
                                    input_mode="numeric", max_length=14,
                                    on_change=lambda v: S.set_field("phone", v)),
                  required=True),
            field(t(T.LOCATION), select(list(catalog.CITIES), S.location,
                                     lambda v: S.set_field("location", v),
                                     t(T.SELECT_PLACEHOLDER), "onb-location"), required=True),
            columns={"initial": "1", "sm": "2"}, spacing="4", width="100%",
        ),
        rx.cond(~S.has_password, field(
            t(T.PASSWORD), rx.input(value=S.password, size="3", type="password",
                                 id="onb-password", auto_complete="new-password",
                                 on_change=lambda v: S.set_field("password", v)),
            rx.text(t(T.PASSWORD_HINT), size="1", color="var(--gray-11)"))),
        field(t(T.CATEGORY), category_tiles(S.category, S.pick_category, tile_id_prefix="onb-cat"),
              required=True),
        field(t(T.SUBCATEGORY), rx.cond(
            S.category == "",
            rx.text(t(T.PICK_CATEGORY_FIRST), size="2", color="var(--gray-11)"),
            rx.flex(rx.foreach(S.subcategory_options, lambda sub: chip(
                t_data(sub), S.subcategory == sub, S.pick_subcategory(sub), class_name="onb-sub")),
                wrap="wrap", gap="2", id="onb-subcategories"),
        ), required=True),
        rx.button(rx.cond(S.saving, t(T.SAVING), t(T.FINISH)), size="3", width="100%",
                  disabled=S.saving, on_click=S.finish, id="finish-profile"),
        spacing="5", width="100%",
    )


def set_profile() -> rx.Component:
    """The onboarding screen."""
    return page_shell(rx.box(
        rx.cond(
            S.loaded,
            rx.grid(
                rx.card(rx.vstack(
                    profile_photo_widget("large"),
                    rx.heading(S.full_name, size="5", align="center", id="signed-in-name"),
                    completion_meter(),
                    spacing="4", align="center", padding="12px",
                ), size="2", height="fit-content"),
                rx.card(rx.vstack(
                    rx.heading(t(T.ONBOARDING_HEADING), size="7", id="screen-title"),
                    rx.text(t(T.ONBOARDING_INTRO), size="3", color="var(--gray-11)"),
                    form(), spacing="3", padding="8px",
                ), size="3"),
                columns={"initial": "1", "md": "300px 1fr"}, spacing="5", width="100%",
            ),
            rx.center(rx.spinner(size="3"), padding="64px", id="session-check"),
        ),
        max_width="1100px", margin_x="auto", width="100%", box_sizing="border-box",
        padding=rx.breakpoints(initial="20px 14px 48px", md="40px 24px 72px"),
    ))
