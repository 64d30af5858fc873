"""Settings: publish "in Jaipur, 10–15 Nov" windows and take them down."""

import reflex as rx

from .. import catalog
from ..state.availability import AvailabilityState as A
from .form_bits import field, select
from .i18n import t
from ..texts import workspace as TW


def _row(row) -> rx.Component:
    return rx.hstack(
        rx.icon("map-pin", size=16, color="var(--orange-10)", aria_hidden="true"),
        rx.text(row.label, size="2", weight="medium", class_name="availability-label"),
        rx.spacer(),
        rx.icon_button(rx.icon("trash-2", size=16), variant="ghost", color_scheme="red",
                       size="2", type="button", on_click=A.remove(row.id),
                       aria_label=t(TW.REMOVE_AVAILABILITY), class_name="availability-remove"),
        align="center", width="100%", padding="8px 12px",
        border="1px solid var(--gray-5)", border_radius="10px", class_name="availability-row",
    )


def availability_section() -> rx.Component:
    """The section: the talent's upcoming windows and a city + dates form."""
    return rx.vstack(
        rx.heading(t(TW.AVAILABILITY_BY_CITY), size="4"),
        rx.text(t(TW.TRAVELLING_FOR_WORK_TELL_CLIENTS_WHEN),
                size="2", color="var(--gray-11)"),
        rx.cond(
            A.windows.length() > 0,
            rx.vstack(rx.foreach(A.windows, _row), spacing="2", width="100%",
                      id="availability-list"),
            rx.text(t(TW.NO_UPCOMING_AVAILABILITY_YET), size="2", color="var(--gray-11)",
                    id="availability-empty"),
        ),
        rx.grid(
            field(t(TW.CITY), select(list(catalog.CITIES), A.city, A.set_city,
                                    t(TW.SELECT_CITY), "availability-city",
                                    {c: t(c) for c in catalog.CITIES})),
            field(t(TW.FROM), rx.input(type="date", value=A.date_from, size="3",
                                      on_change=A.set_date_from, id="availability-from")),
            field(t(TW.TO), rx.input(type="date", value=A.date_to, size="3",
                                    on_change=A.set_date_to, id="availability-to")),
            columns={"initial": "1", "sm": "3"}, spacing="3", width="100%",
        ),
        rx.button(rx.icon("calendar-plus", size=16), t(TW.PUBLISH_AVAILABILITY), size="2",
                  type="button", variant="soft", color_scheme="orange", loading=A.busy,
                  on_click=A.add, id="availability-add"),
        spacing="3", width="100%", padding_top="8px", id="availability-section",
        on_mount=A.load,
    )
