"""yet-another-react-lightbox as a Reflex component: wrap-around index, arrow keys, Esc, swipe,
videos (autoplay from the start, muted where sound is refused; paused on close) and an
"Image not available" error slot."""

import reflex as rx
from reflex_base.event import no_args_event_spec
from reflex_base.utils.imports import ImportVar
from reflex_base.vars.base import Var, VarData

from ...texts.discovery import IMAGE_NOT_AVAILABLE
from ..i18n import t

PACKAGE = "yet-another-react-lightbox@3.32.2"
_VIDEO_PLUGIN = Var(
    _js_expr="[LightboxVideo]",
    _var_data=VarData(imports={"yet-another-react-lightbox/plugins/video": [
        ImportVar(tag="LightboxVideo", is_default=True, install=False)]}),
)


def _error_slot() -> Var:
    """What a slide that fails to load shows: "Image not available", in the reader's language."""
    text = t(IMAGE_NOT_AVAILABLE)
    return Var(
        _js_expr=('{iconError: () => createElement("div", {id: "lightbox-error", style: '
                  '{color: "#fff", fontSize: "16px", fontWeight: 600, padding: "24px"}, '
                  f'role: "img", "aria-label": {text!s}}}, {text!s})}}'),
        _var_data=VarData.merge(
            VarData(imports={"react": [ImportVar(tag="createElement", install=False)]}),
            text._get_all_var_data()),
    )


# Videos: the current slide's starts from 0 each time it is shown; a browser that refuses
# sound without a tap in the same handler (iOS Safari) gets it muted instead of a still
# player; closing pauses every video at once rather than after the fade-out.
_VIDEO_CALLBACKS = Var(_js_expr="""(() => {
  const start = (tries) => {
    const video = document.querySelector('.yarl__slide_current video');
    if (!video) { if (tries > 0) setTimeout(() => start(tries - 1), 50); return; }
    video.currentTime = 0;
    video.play().catch((e) => {
      if (e && e.name === 'NotAllowedError' && !video.muted) {
        video.muted = true; video.play().catch(() => {});
      }
    });
  };
  const pauseAll = () => document.querySelectorAll('.yarl__root video')
    .forEach((video) => video.pause());
  return {on: {view: () => start(40), exiting: pauseAll}};
})()""")


# Mount the lightbox inside the page's theme root, so page overlays (the owner's details) can
# sit above it; until that box exists the library falls back to the document body.
_PORTAL = Var(_js_expr="({root: (typeof document !== 'undefined' && "
                       "document.getElementById('lightbox-root')) || undefined})")
ROOT_ID = "lightbox-root"


class Lightbox(rx.NoSSRComponent):
    """The lightbox; `slides` use its own shape ({src} or {type: "video", sources, poster})."""

    library = PACKAGE
    tag = "Lightbox"
    is_default = True

    open: rx.Var[bool]
    index: rx.Var[int]
    slides: rx.Var[list[dict]]
    plugins: rx.Var[list]
    video: rx.Var[dict]
    carousel: rx.Var[dict]
    portal: rx.Var[dict]
    close: rx.EventHandler[no_args_event_spec]

    def add_imports(self):
        """The lightbox's stylesheet."""
        return {"": ["yet-another-react-lightbox/styles.css"]}


def lightbox(open, index, slides, on_close) -> rx.Component:
    """A lightbox over `slides` starting at `index`."""
    component = Lightbox.create(
        open=open, index=index, slides=slides, close=on_close, plugins=_VIDEO_PLUGIN,
        video={"autoPlay": True, "controls": True, "playsInline": True},
        carousel={"finite": False, "preload": 1}, portal=_PORTAL,
    )
    slot = _error_slot()
    component.special_props = [Var(_js_expr=f"({{render: {slot}}})",
                                   _var_data=slot._get_all_var_data()), _VIDEO_CALLBACKS]
    return rx.fragment(rx.box(id=ROOT_ID), component)
