"""The circular profile photo with upload and delete buttons (spec §2.10)."""

import reflex as rx

from .upload_label import named_upload
from .i18n import t
from ..state.profile_photo import UPLOAD_ID, ProfilePhotoState as S
from ..texts import workspace as T

SIZES = {"small": ("64px", "1"), "medium": ("112px", "2"), "large": ("160px", "3")}
# Image types a phone or camera produces; iPhones send HEIC/HEIF, often without a MIME type.
IMAGE_ACCEPT = {"image/*": [".jpg", ".jpeg", ".png", ".webp", ".gif", ".heic", ".heif"],
                "image/heic": [".heic"], "image/heif": [".heif"]}


def profile_photo_widget(size: str = "medium", name_initial=None) -> rx.Component:
    """Photo circle; the camera button picks a file, the bin deletes (spinner while busy)."""
    side, button_size = SIZES[size]
    picker = named_upload(rx.upload.root(
        rx.icon_button(rx.icon("camera", size=16), size=button_size, radius="full",
                       aria_label=t(T.PHOTO_UPLOAD_LABEL), title=t(T.PHOTO_UPLOAD_LABEL),
                       disabled=S.busy, type="button"),
        id=UPLOAD_ID, multiple=False, accept=IMAGE_ACCEPT, no_drag=True,
        on_drop=S.receive(rx.upload_files_chunk(upload_id=UPLOAD_ID)),
        on_drop_rejected=S.rejected, border="none", padding="0",
        class_name="photo-picker",
    ), t(T.PHOTO_UPLOAD_LABEL))
    return rx.vstack(
        rx.box(
            rx.cond(
                S.shown != "",
                rx.image(src=S.shown, alt=t(T.PHOTO_ALT), width=side, height=side,
                         object_fit="cover", border_radius="50%", id="profile-photo-img"),
                rx.center(rx.icon("user-round", size=int(side[:-2]) // 2,
                                  color="var(--gray-9)"),
                          width=side, height=side, border_radius="50%",
                          background="var(--gray-3)", id="profile-photo-empty"),
            ),
            rx.cond(S.busy, rx.center(rx.spinner(size="3"), position="absolute", inset="0",
                                      border_radius="50%", background="rgba(255,255,255,0.6)",
                                      id="profile-photo-busy")),
            position="relative", width=side, height=side,
            box_shadow="0 0 0 3px var(--color-background), 0 0 0 5px var(--accent-7)",
            border_radius="50%",
        ),
        rx.hstack(
            picker,
            rx.cond(S.shown != "",
                    rx.icon_button(rx.icon("trash-2", size=16), size=button_size,
                                   radius="full", variant="soft", color_scheme="red",
                                   aria_label=t(T.PHOTO_DELETE_LABEL), title=t(T.PHOTO_DELETE_LABEL),
                                   disabled=S.busy, on_click=S.delete, type="button",
                                   id="profile-photo-delete")),
            spacing="2", justify="center",
        ),
        spacing="3", align="center", id="profile-photo-widget",
    )
