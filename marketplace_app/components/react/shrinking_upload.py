"""The upload zone with spec §9's compression in the browser: react-dropzone's
getFilesFromEvent hands every picked photo to browser-image-compression (npm) first, and
every video to the resumable upload list (tus-js-client, npm) when the page shows one."""

from typing import Any

import reflex as rx
from reflex.event import passthrough_event_spec
from reflex.vars.base import Var, VarData
from reflex_base.utils.imports import ImportVar
from reflex_components_core.core.upload import Upload

from .frame_cropper import _shared_asset

_SOURCE = _shared_asset(path="photo_shrink.js")
# Beside photo_shrink.js, which imports them.
_RESUMABLE_SOURCE = _shared_asset(path="resumable_upload.jsx")
_PROGRESS_SOURCE = _shared_asset(path="photo_progress.jsx")
SHRINK_PICKED = Var(_js_expr="shrinkPicked", _var_data=VarData(
    imports={_SOURCE.importable_path: [ImportVar(tag="shrinkPicked")]}))


class ShrinkingUpload(Upload):
    """rx.upload.root whose picked photos are compressed before anything is sent."""

    lib_dependencies: list[str] = ["browser-image-compression@2.0.2", "file-selector@2.1.2",
                                   "tus-js-client@4.3.1"]

    get_files_from_event: rx.Var[Any]

    @classmethod
    def create(cls, *children, **props):
        """The zone, with the compressing step wired in."""
        props.setdefault("get_files_from_event", SHRINK_PICKED)
        return super().create(*children, **props)


class ResumableUploads(rx.Component):
    """One row per video being sent (name, progress, waiting for the network); reports each
    finished upload's id, and a refusal's message."""

    library = _RESUMABLE_SOURCE.importable_path
    lib_dependencies: list[str] = ["tus-js-client@4.3.1"]
    tag = "ResumableUploads"

    endpoint: rx.Var[str]
    chunk_size: rx.Var[int]
    form: rx.Var[str]  # the form's handler a finished upload joins (its file limit applies)
    uploading_label: rx.Var[str]
    waiting_label: rx.Var[str]

    on_finished: rx.EventHandler[passthrough_event_spec(dict)]
    on_failed: rx.EventHandler[passthrough_event_spec(dict)]


resumable_uploads = ResumableUploads.create


class PhotoProgress(rx.Component):
    """One row per photo of a pick sent the usual way: compressing, then its share of the
    request's progress, then done."""

    library = _PROGRESS_SOURCE.importable_path
    tag = "PhotoProgress"

    progress: rx.Var[int]  # the whole request's progress, 0-100
    receiving: rx.Var[bool]
    compressing_label: rx.Var[str]
    uploading_label: rx.Var[str]
    done_label: rx.Var[str]


photo_progress = PhotoProgress.create
