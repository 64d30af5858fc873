"""The "Frame Your Image" cropper: react-easy-crop (npm) wrapped as a Reflex component."""

import inspect
import sys

import reflex as rx
from reflex.event import passthrough_event_spec


def _shared_asset(path: str):
    """rx.asset(path, shared=True) for the calling module, with the frame and module Reflex
    looks up handed over directly: its `inspect.stack()` reads the source of every frame on
    the import stack and `inspect.getmodule` resolves every loaded module's file, together
    0.4-0.8 s of the kiosk's cold start."""
    caller = sys._getframe(1)
    frames = [None, inspect.FrameInfo(caller, caller.f_code.co_filename, caller.f_lineno,
                                      caller.f_code.co_name, None, None)]
    module = sys.modules[caller.f_globals["__name__"]]
    saved = inspect.stack, inspect.getmodule
    inspect.stack = lambda *_args, **_kw: frames
    inspect.getmodule = lambda obj, *rest: module if obj is caller else saved[1](obj, *rest)
    try:
        return rx.asset(path=path, shared=True)
    finally:
        inspect.stack, inspect.getmodule = saved


_SOURCE = _shared_asset(path="frame_cropper.jsx")


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
