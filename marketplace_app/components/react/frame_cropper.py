"""The "Frame Your Image" cropper: react-easy-crop (npm) wrapped as a Reflex component."""

import reflex as rx
from reflex.event import passthrough_event_spec

_SOURCE = rx.asset(path="frame_cropper.jsx", shared=True)


class FrameCropper(rx.Component):
    """Square crop area over an image, with a zoom slider; reports the finished area."""

    library = _SOURCE.importable_path
    lib_dependencies: list[str] = ["react-easy-crop@6.2.5"]
    tag = "FrameCropper"

    image: rx.Var[str]
    initial_zoom: rx.Var[float]
    max_zoom: rx.Var[float]
    zoom_label: rx.Var[str]

    on_crop_complete: rx.EventHandler[passthrough_event_spec(dict, dict)]


frame_cropper = FrameCropper.create
