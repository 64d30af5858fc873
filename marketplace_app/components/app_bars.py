"""The installable app's bars: install, new version, offline. Hidden until the app runtime
(launch/pwa/pwa.js) sets a class on <html>; rendered here so their text is the reader's."""

import reflex as rx

from ..display_rules.app_identity import APP_SCRIPT, APPLE_TOUCH_ICON, MANIFEST, THEME_COLOR
from ..texts import app_install as T
from ..texts.site import BRAND
from .i18n import t
from .theme import HEADER_HEIGHT

# Install and update offers float at the bottom, one at a time (update first); the offline
# note is a strip under the header, clear of the message box and the bottom of the page.
BAR_STYLE = (
    ".pwa-bar{display:none;position:fixed;left:12px;right:12px;z-index:60;margin:0 auto;"
    "bottom:calc(12px + env(safe-area-inset-bottom));max-width:560px;gap:8px 12px;"
    "align-items:center;flex-wrap:wrap;padding:12px 14px;border-radius:12px;"
    "background:#21201c;color:#fff;box-shadow:0 6px 24px rgba(0,0,0,.25);font-size:14px;"
    "line-height:1.45}.pwa-bar p{margin:0;flex:1 1 220px}.pwa-bar strong{display:block}"
    # The bar is dark in both themes: its second button is light on it.
    ".pwa-bar .rt-Button.pwa-secondary{color:#fff;background:transparent;"
    "box-shadow:inset 0 0 0 1px rgba(255,255,255,.6)}"
    ".pwa-offline-bar{top:" + HEADER_HEIGHT + ";bottom:auto;left:0;right:0;max-width:none;"
    "border-radius:0;padding:6px 16px;font-size:13px;box-shadow:none}"
    ".pwa-offline-bar strong{display:inline}"
    # The strip sits over the top of the page: the page moves down by its height (pwa.js).
    "html.pwa-offline main{margin-top:var(--pwa-strip,0px)}"
    "html.pwa-install .pwa-install-bar,html.pwa-install-ios:not(.pwa-install) .pwa-ios-bar,"
    "html.pwa-update .pwa-update-bar,html.pwa-offline .pwa-offline-bar{display:flex}"
    "html.pwa-update .pwa-install-bar,html.pwa-update .pwa-ios-bar,"
    "html.pwa-snapshot .pwa-install-bar,html.pwa-snapshot .pwa-ios-bar{display:none}"
    "html.pwa-snapshot .pwa-live-only,html:not(.pwa-snapshot) .pwa-snapshot-only{display:none}"
    ".pwa-outbox-item{margin:0 0 6px auto;max-width:85%;padding:8px 12px;border-radius:14px;"
    "border:1px dashed var(--accent-9);white-space:pre-wrap;word-break:break-word;"
    "font-size:14px}.pwa-outbox-item small{display:block;color:var(--gray-11);"
    "font-size:12px}"
    # With no signal, Reflex's "Cannot connect to server" toast (English, technical) and its
    # pulsing wifi icon would cover the message box; the offline strip already says it.
    "html.pwa-offline [data-sonner-toast][data-type=error],"
    "html.pwa-offline svg.lucide-wifi-off{display:none}"
    ".pwa-flash{animation:pwa-flash .5s 2}@keyframes pwa-flash{50%{opacity:.6}}"
)


def app_head() -> list[rx.Component]:
    """Head tags: the manifest, the theme colour, iOS's icon and title, the app runtime."""
    return [
        rx.el.link(rel="manifest", href=MANIFEST),
        rx.el.meta(name="theme-color", content=THEME_COLOR),
        rx.el.link(rel="apple-touch-icon", href=APPLE_TOUCH_ICON),
        rx.el.meta(name="apple-mobile-web-app-capable", content="yes"),
        rx.el.meta(name="mobile-web-app-capable", content="yes"),
        rx.el.meta(name="apple-mobile-web-app-title", content=BRAND),
        rx.el.style(BAR_STYLE),
        rx.el.script(src=APP_SCRIPT, defer=True),
    ]


def _action(label, action: str, primary: bool = False) -> rx.Component:
    return rx.button(label, type="button", size="2", custom_attrs={"data-pwa-action": action},
                     variant="solid" if primary else "outline",
                     color_scheme="orange" if primary else "gray",
                     class_name="" if primary else "pwa-secondary")


def _bar(kind: str, *children: rx.Component, live: bool = False) -> rx.Component:
    return rx.el.div(*children, class_name=f"pwa-bar pwa-{kind}-bar", role="status",
                     aria_live="polite" if live else "off")


def app_bars() -> rx.Component:
    """Every bar, hidden; the runtime shows the one that applies."""
    return rx.fragment(
        _bar("offline",
             rx.el.p(rx.el.strong(t(T.OFFLINE_LIVE), class_name="pwa-live-only"),
                     rx.el.strong(t(T.OFFLINE_SAVED), " ", rx.el.span(data_pwa_time=""),
                                  class_name="pwa-snapshot-only"),
                     " ", t(T.OFFLINE_NEEDS_NETWORK), " ",
                     rx.el.span(t(T.OFFLINE_QUEUED), class_name="pwa-live-only")),
             live=True),
        _bar("update", rx.el.p(rx.el.strong(t(T.UPDATE_READY))),
             _action(t(T.RELOAD), "reload", primary=True), live=True),
        _bar("install", rx.el.p(rx.el.strong(t(T.INSTALL_TITLE)), t(T.INSTALL_TEXT)),
             _action(t(T.NOT_NOW), "not-now"), _action(t(T.INSTALL), "install", primary=True)),
        _bar("ios", rx.el.p(rx.el.strong(t(T.INSTALL_TITLE)), t(T.IOS_INSTALL)),
             _action(t(T.NOT_NOW), "not-now")),
    )
