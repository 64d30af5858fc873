"""The landing page's kiosk block: a QR code of the studio network address."""

import reflex as rx

from ..state.kiosk import KioskState
from .i18n import t
from .theme import GUTTER, PAGE_MAX_WIDTH, bp
from ..texts import site as TS


def kiosk_qr() -> rx.Component:
    """Nothing outside kiosk mode; in it, the QR code and the address it encodes."""
    return rx.box(
        rx.cond(
            KioskState.lan_url != "",
            rx.box(rx.card(
                rx.flex(
                    rx.image(src=KioskState.qr_image,
                             alt=t(TS.QR_CODE_OF_MARKETPLACES_ADDRESS_ON),
                             width="168px",
                             height="168px", id="kiosk-qr"),
                    rx.vstack(
                        rx.heading(t(TS.BROWSE_ON_YOUR_PHONE), size="6"),
                        rx.text(t(TS.JOIN_STUDIO_WI_FI_THEN_SCAN), size="3", color_scheme="gray"),
                        rx.code(KioskState.lan_url, size="4", id="kiosk-lan-url"),
                        rx.cond(KioskState.secure,
                                rx.text(t(TS.KIOSK_CERTIFICATE_WARNING), size="2",
                                        color_scheme="gray", id="kiosk-certificate-note")),
                        spacing="2", justify="center",
                    ),
                    direction=bp("column", "row"), gap="24px", align="center",
                ),
                size="3", max_width=PAGE_MAX_WIDTH, margin_x="auto",
            ), padding_x=GUTTER, padding_top="32px"),
        ),
        on_mount=KioskState.load, id="kiosk-block",
    )
