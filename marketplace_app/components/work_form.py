"""The pieces the work-upload and edit screens share: file picker with progress, previews
with cover/crop/remove, the Frame Your Image dialog, and the text/category fields."""

import reflex as rx
from reflex.utils.format import format_event_handler

from .upload_label import named_upload
from .i18n import t, t_data
from ..texts import workspace as T
from .form_bits import category_tiles, chip, field
from .react.frame_cropper import frame_cropper
from .react.shrinking_upload import ShrinkingUpload, photo_progress, resumable_uploads
from ..display_rules.uploads import RESUMABLE_CHUNK_BYTES, RESUMABLE_ENDPOINT

MEDIA_ACCEPT = {
    "image/*": [".jpg", ".jpeg", ".png", ".webp", ".gif", ".heic", ".heif"],
    "image/heic": [".heic"], "image/heif": [".heif"],
    "video/*": [".mp4", ".webm", ".ogg", ".mov", ".avi", ".mkv", ".3gp"],
}


def file_picker(S, upload_id: str) -> rx.Component:
    """Drop zone that streams the files to the server, with a real progress bar."""
    return rx.vstack(
        named_upload(ShrinkingUpload.create(
            rx.vstack(
                rx.center(rx.icon("image-plus", size=26, color="var(--accent-9)"),
                          width="52px", height="52px", border_radius="50%",
                          background="var(--accent-3)"),
                rx.text(t(T.UPLOAD_DROP), size="3", weight="medium", align="center"),
                rx.text(t(T.UPLOAD_DROP_NOTE), size="1", color="var(--gray-11)", align="center"),
                align="center", spacing="2", padding="24px",
            ),
            id=upload_id, multiple=True, accept=MEDIA_ACCEPT, disabled=S.receiving,
            on_drop=S.receive(rx.upload_files_chunk(upload_id=upload_id,
                                                    on_upload_progress=S.set_progress)),
            on_drop_rejected=S.rejected,
            border="2px dashed var(--gray-a7)", border_radius="var(--radius-4)",
            width="100%", cursor="pointer", background="var(--gray-a2)",
            class_name="work-dropzone",
        ), t(T.UPLOAD_DROP)),
        # Photos: one row each (fed by photo_shrink.js), compressing then uploading.
        photo_progress(progress=S.progress, receiving=S.receiving,
                       compressing_label=t(T.PHOTO_COMPRESSING),
                       uploading_label=t(T.VIDEO_UPLOADING), done_label=t(T.PHOTO_UPLOADED)),
        # Videos go by the resumable protocol, each with its own progress row.
        resumable_uploads(endpoint=RESUMABLE_ENDPOINT, chunk_size=RESUMABLE_CHUNK_BYTES,
                          form=format_event_handler(S.adopt_video),
                          uploading_label=t(T.VIDEO_UPLOADING), waiting_label=t(T.VIDEO_WAITING),
                          on_finished=S.adopt_video, on_failed=S.video_refused),
        rx.cond(S.receiving, rx.vstack(
            rx.hstack(rx.text(t(T.UPLOADING), size="1"), rx.text(S.progress, "%", size="1"),
                      justify="between", width="100%"),
            rx.progress(value=S.progress, max=100, width="100%", id="upload-progress"),
            width="100%", spacing="1")),
        width="100%", spacing="2",
    )


def _preview(item, index, S) -> rx.Component:
    is_cover = S.cover_index == index
    return rx.box(
        rx.box(
            rx.cond(
                item["kind"] == "image",
                rx.image(src=item["preview"], alt=item["name"], width="100%", height="100%",
                         object_fit="cover"),
                rx.cond(item["preview"] != "",
                        rx.el.video(src=item["preview"], muted=True, width="100%",
                                    height="100%", style={"object_fit": "cover"}),
                        rx.center(rx.vstack(rx.icon("film", size=28),
                                            rx.text(t(T.VIDEO), size="1"), align="center",
                                            spacing="1"),
                                  width="100%", height="100%", background="var(--gray-4)")),
            ),
            rx.cond(is_cover, rx.badge(t(T.COVER), color_scheme="orange", variant="solid",
                                       position="absolute", top="8px", left="8px",
                                       class_name="cover-badge")),
            rx.cond(item["cropped"], rx.badge(t(T.CROPPED), variant="solid", color_scheme="gray",
                                              position="absolute", top="8px", right="8px")),
            position="relative", aspect_ratio="1", overflow="hidden",
            border_radius="var(--radius-3)",
            outline=rx.cond(is_cover, "3px solid var(--accent-9)", "1px solid var(--gray-a5)"),
        ),
        rx.hstack(
            rx.icon_button(rx.icon("star", size=14), size="1", variant="soft", type="button",
                           disabled=is_cover, on_click=S.choose_cover(index),
                           class_name="set-cover", aria_label=t(T.SET_COVER), title=t(T.SET_COVER)),
            rx.cond(item["kind"] == "image",
                    rx.icon_button(rx.icon("crop", size=14), size="1", variant="soft",
                                   type="button", aria_label=t(T.CROP), title=t(T.CROP),
                                   on_click=S.open_crop(index), class_name="crop-item")),
            rx.icon_button(rx.icon("x", size=14), size="1", variant="soft", color_scheme="red",
                           type="button", aria_label=t(T.REMOVE_FILE), title=t(T.REMOVE_FILE),
                           on_click=S.remove_item(index), class_name="remove-item"),
            spacing="1", padding_top="6px", wrap="wrap",
        ),
        class_name="media-item", data_kind=item["kind"],
    )


def previews(S) -> rx.Component:
    """The picked files, cover marked."""
    return rx.grid(rx.foreach(S.items, lambda item, i: _preview(item, i, S)),
                   columns={"initial": "2", "sm": "3", "md": "5"}, spacing="3", width="100%",
                   id="media-previews")


def frame_dialog(S) -> rx.Component:
    """Frame Your Image: a square crop over the picked image."""
    return rx.dialog.root(
        rx.dialog.content(
            rx.dialog.title(t(T.FRAME_TITLE)),
            rx.dialog.description(t(T.FRAME_NOTE), size="2", color="var(--gray-11)"),
            rx.box(
                rx.cond(S.crop_open, frame_cropper(
                    image=S.crop_image, initial_zoom=1.25, max_zoom=S.crop_max_zoom,
                    zoom_label=t(T.FRAME_ZOOM), on_crop_complete=S.crop_changed)),
                padding_y="12px", width="100%",
            ),
            rx.hstack(
                rx.button(t(T.FRAME_CANCEL), variant="soft", color_scheme="gray", type="button",
                          on_click=S.close_crop, disabled=S.crop_busy, id="crop-cancel"),
                rx.button(rx.cond(S.crop_busy, t(T.FRAME_APPLYING), t(T.FRAME_APPLY)), type="button",
                          on_click=S.apply_crop, disabled=S.crop_busy, id="crop-apply"),
                justify="end", spacing="3",
            ),
            max_width="560px", id="frame-dialog",
        ),
        open=S.crop_open, on_open_change=lambda _open: S.close_crop(),
    )


def ai_label_field(S) -> rx.Component:
    """The "AI-generated" checkbox: optional, except always on in the AI category."""
    return rx.vstack(
        rx.text(rx.checkbox(checked=S.ai_generated, on_change=S.set_ai_generated,
                            disabled=S.ai_required, id="work-ai-generated",
                            aria_label=t(T.THIS_WORK_IS_AI_GENERATED)),
                " ", t(T.THIS_WORK_IS_AI_GENERATED), as_="label", size="2", weight="medium",
                display="flex", align_items="center", gap="8px"),
        rx.text(rx.cond(S.ai_required,
                        t(T.WORKS_IN_AI_GENERATIVE_ARTISTS_ARE),
                        t(T.TICK_THIS_IF_GENERATIVE_AI_MADE)),
                size="1", color="var(--gray-11)"),
        spacing="1", width="100%",
    )


def text_fields(S, *, limit: int = 11) -> rx.Component:
    """Title, description, category tiles and subcategory chips."""
    return rx.vstack(
        field(t(T.PROJECT_TITLE), rx.input(value=S.title, on_change=S.set_title, size="3",
                                        max_length=120, id="work-title"), required=True),
        field(t(T.DESCRIPTION), rx.text_area(value=S.description, on_change=S.set_description,
                                          rows="4", max_length=2000, id="work-description")),
        field(t(T.CATEGORY), category_tiles(S.category, S.pick_category, limit=limit,
                                         tile_id_prefix="work-cat"), required=True),
        rx.cond(S.category != "", field(t(T.SUBCATEGORY), rx.flex(
            rx.foreach(S.subcategory_options, lambda sub: chip(
                t_data(sub), S.subcategories.contains(sub), S.toggle_subcategory(sub),
                class_name="work-sub")),
            wrap="wrap", gap="2", id="work-subcategories"))),
        ai_label_field(S),
        spacing="4", width="100%",
    )
