"""The landing page's kiosk block: a QR code of the studio network address."""

import reflex as rx

from ..state.kiosk import KioskState
from .i18n import t
from .theme import GUTTER, PAGE_MAX_WIDTH, bp


def kiosk_qr() -> rx.Component:
    """Nothing outside kiosk mode; in it, the QR code and the address it encodes."""
    return rx.box(
        rx.cond(
            KioskState.lan_url != "",
            rx.box(rx.card(
                rx.flex(
                    rx.image(src=KioskState.qr_image,
                             alt=t("QR code of the marketplace's address on this network"),
                             width="168px",
                             height="168px", id="kiosk-qr"),
                    rx.vstack(
                        rx.heading(t("Browse on your phone"), size="6"),
                        rx.text(t("Join the studio Wi-Fi, then scan this code with your "
                                  "phone's camera."), size="3", color_scheme="gray"),
                        rx.code(KioskState.lan_url, size="4", id="kiosk-lan-url"),
                        spacing="2", justify="center",
                    ),
                    direction=bp("column", "row"), gap="24px", align="center",
                ),
                size="3", max_width=PAGE_MAX_WIDTH, margin_x="auto",
            ), padding_x=GUTTER, padding_top="32px"),
        ),
        on_mount=KioskState.load, id="kiosk-block",
    )
