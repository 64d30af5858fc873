"""The upload zone with spec §9's compression in the browser: react-dropzone's
getFilesFromEvent hands every picked photo to browser-image-compression (npm) first."""

from typing import Any

import reflex as rx
from reflex.vars.base import Var, VarData
from reflex_base.utils.imports import ImportVar
from reflex_components_core.core.upload import Upload

from .frame_cropper import _shared_asset

_SOURCE = _shared_asset(path="photo_shrink.js")
SHRINK_PICKED = Var(_js_expr="shrinkPicked", _var_data=VarData(
    imports={_SOURCE.importable_path: [ImportVar(tag="shrinkPicked")]}))


class ShrinkingUpload(Upload):
    """rx.upload.root whose picked photos are compressed before anything is sent."""

    lib_dependencies: list[str] = ["browser-image-compression@2.0.2", "file-selector@2.1.2"]

    get_files_from_event: rx.Var[Any]

    @classmethod
    def create(cls, *children, **props):
        """The zone, with the compressing step wired in."""
        props.setdefault("get_files_from_event", SHRINK_PICKED)
        return super().create(*children, **props)
