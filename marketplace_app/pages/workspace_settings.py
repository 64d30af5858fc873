"""/profile-settings (spec §2.11)."""

import reflex as rx

from ..components.i18n import t, t_data
from .. import catalog
from ..components.availability_section import availability_section
from ..components.form_bits import category_tiles, chip, field, hint, select
from ..components.layout import page_shell
from ..components.profile_photo import profile_photo_widget
from ..state.profile_settings import ProfileSettingsState as S
from ..texts import workspace as T


def _text(label: str, attr: str, field_id: str, *extra, required: bool = False,
          **props) -> rx.Component:
    return field(label, rx.input(value=getattr(S, attr), size="3", id=field_id,
                                 on_change=lambda v: S.set_field(attr, v), **props),
                 *extra, required=required)


def _section(title: str, *children) -> rx.Component:
    return rx.vstack(rx.heading(title, size="4"), *children, spacing="4", width="100%",
                     padding_top="8px")


def _grid(*children) -> rx.Component:
    return rx.grid(*children, columns={"initial": "1", "sm": "2"}, spacing="4", width="100%")


def basics() -> rx.Component:
    """Name, handle, contact, location, gender, bio, password."""
    return _section(
        t(T.SECTION_BASICS),
        _grid(
            _text(t(T.FULL_NAME), "full_name", "set-fullname", required=True),
            field(t(T.USERNAME), rx.input(value=S.username, size="3", id="set-username",
                                       on_change=S.check_username, debounce_timeout=500),
                  username_feedback_settings(), required=True),
            field(t(T.EMAIL), rx.input(value=S.email, size="3", read_only=True, variant="soft",
                                    color_scheme="gray", id="set-email")),
            _text(t(T.PHONE), "phone", "set-phone", hint(S.phone_hint, hint_id="phone-hint"),
                  type="tel", input_mode="numeric"),
            field(t(T.LOCATION), select(list(catalog.CITIES), S.location,
                                     lambda v: S.set_field("location", v), t(T.SELECT_PLACEHOLDER),
                                     "set-location")),
            field(t(T.GENDER), select(list(catalog.GENDERS), S.gender,
                                   lambda v: S.set_field("gender", v), t(T.SELECT_PLACEHOLDER),
                                   "set-gender", {k: t(v) for k, v in T.GENDER_LABELS.items()})),
        ),
        hint(S.name_error, hint_id="name-error"),
        field(t(T.BIO_LABEL), rx.text_area(value=S.bio, rows="4", max_length=2000, id="set-bio",
                                        on_change=lambda v: S.set_field("bio", v))),
        rx.cond(~S.has_password, field(
            t(T.PASSWORD), rx.input(value=S.password, size="3", type="password",
                                 id="set-password", auto_complete="new-password",
                                 on_change=lambda v: S.set_field("password", v)),
            rx.text(t(T.PASSWORD_HINT), size="1", color="var(--gray-11)"))),
    )


def username_feedback_settings() -> rx.Component:
    """The same idle/checking/available/taken feedback as onboarding, on this form's state."""
    return rx.match(
        S.username_status,
        ("checking", rx.text(t(T.USERNAME_CHECKING), size="1", color="var(--gray-11)")),
        ("available", rx.text(t(T.USERNAME_AVAILABLE), size="1", color="var(--green-11)",
                              id="username-available")),
        ("taken", rx.text(t(T.USERNAME_TAKEN), size="1", color="var(--red-11)",
                          id="username-taken")),
        rx.fragment(),
    )


def skills() -> rx.Component:
    """Up to 3 categories and 5 subcategories."""
    return _section(
        t(T.SECTION_SKILLS),
        field(t(T.CATEGORIES_LABEL), category_tiles(S.categories, S.toggle_category,
                                                 multiple=True, tile_id_prefix="set-cat")),
        field(t(T.SUBCATEGORIES_LABEL), rx.cond(
            S.categories.length() == 0,
            rx.text(t(T.PICK_CATEGORIES_FIRST), size="2", color="var(--gray-11)"),
            rx.flex(rx.foreach(S.subcategory_options, lambda sub: chip(
                t_data(sub), S.subcategories.contains(sub), S.toggle_subcategory(sub),
                class_name="set-sub")), wrap="wrap", gap="2", id="set-subcategories"))),
    )


def experience() -> rx.Component:
    """Level, years, education, availability and certifications."""
    return _section(t(T.SECTION_EXPERIENCE), _grid(
        field(t(T.EXPERIENCE_LEVEL), select(list(catalog.EXPERIENCE_LEVELS), S.experience_level,
                                         lambda v: S.set_field("experience_level", v),
                                         t(T.SELECT_PLACEHOLDER), "set-level")),
        _text(t(T.EXPERIENCE_YEARS), "experience_years", "set-years",
              hint(S.years_error, hint_id="years-error"), type="number", min=0, max=50),
        _text(t(T.STARTING_PRICE), "starting_price", "set-starting-price",
              hint(S.price_error, hint_id="price-error"),
              rx.text(t(T.STARTING_PRICE_NOTE), size="1", color="var(--gray-11)"),
              input_mode="numeric",
              placeholder=t(T.STARTING_PRICE_PLACEHOLDER)),
        field(t(T.EDUCATION), select(list(catalog.EDUCATION), S.education,
                                  lambda v: S.set_field("education", v), t(T.SELECT_PLACEHOLDER),
                                  "set-education")),
        _text(t(T.AVAILABILITY), "availability", "set-availability"),
        _text(t(T.CERTIFICATION), "certification", "set-certification"),
        _text(t(T.CERTIFICATIONS), "certifications", "set-certifications"),
    ))


def seo() -> rx.Component:
    """SEO title, description and keywords."""
    return _section(
        t(T.SECTION_SEO),
        _text(t(T.SEO_TITLE), "seo_title", field_id="set-seo-title", max_length=120),
        field(t(T.SEO_DESCRIPTION), rx.text_area(value=S.seo_description, rows="3",
                                              max_length=300, id="set-seo-description",
                                              on_change=lambda v: S.set_field(
                                                  "seo_description", v))),
        _text(t(T.SEO_KEYWORDS), "seo_keywords", field_id="set-seo-keywords"),
    )


def kyc() -> rx.Component:
    """Aadhaar, PAN, bank account and IFSC, masked once saved."""
    return _section(
        t(T.SECTION_KYC),
        rx.text(t(T.KYC_NOTE), size="2", color="var(--gray-11)"),
        _grid(
            _text(t(T.AADHAR), "aadhar", "set-aadhar", hint(S.kyc_errors["aadhar"],
                                                         hint_id="aadhar-error"),
                  auto_complete="off"),
            _text(t(T.PAN), "pan", "set-pan", hint(S.kyc_errors["pan"], hint_id="pan-error"),
                  auto_complete="off"),
            _text(t(T.BANK), "bank", "set-bank", hint(S.kyc_errors["bank"], hint_id="bank-error"),
                  auto_complete="off"),
            _text(t(T.IFSC), "ifsc", "set-ifsc", hint(S.kyc_errors["ifsc"], hint_id="ifsc-error"),
                  auto_complete="off"),
        ),
    )


def profile_settings() -> rx.Component:
    """Spinner, then photo, name, handle and every editable field."""
    return page_shell(rx.box(
        rx.cond(
            S.loaded,
            rx.grid(
                rx.card(rx.vstack(
                    profile_photo_widget("medium"),
                    rx.heading(S.full_name, size="5", align="center"),
                    rx.cond(S.username != "", rx.text("@", S.username, size="2",
                                                      color="var(--gray-11)")),
                    align="center", spacing="3", padding="12px",
                ), size="2", height="fit-content"),
                rx.card(rx.vstack(
                    rx.heading(t(T.SETTINGS_TITLE), size="7", id="screen-title"),
                    basics(), rx.separator(size="4"), skills(), rx.separator(size="4"),
                    experience(), rx.separator(size="4"), availability_section(),
                    rx.separator(size="4"), seo(), rx.separator(size="4"),
                    kyc(),
                    rx.button(rx.cond(S.saving, t(T.UPDATING), t(T.UPDATE_PROFILE)), size="3",
                              width="100%", disabled=S.saving, on_click=S.save,
                              id="update-profile"),
                    spacing="4", padding="8px",
                ), size="3"),
                columns={"initial": "1", "md": "260px 1fr"}, spacing="5", width="100%",
            ),
            rx.center(rx.vstack(rx.spinner(size="3"), rx.text(t(T.LOADING_PROFILE), size="3"),
                                align="center", spacing="3"),
                      padding="64px", id="loading-profile"),
        ),
        max_width="1100px", margin_x="auto", width="100%", box_sizing="border-box",
        padding=rx.breakpoints(initial="20px 14px 48px", md="40px 24px 72px"),
    ))
