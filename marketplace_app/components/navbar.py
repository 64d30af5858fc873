"""The site header: signed-out and signed-in variants, mobile menu, light style on scroll."""

import reflex as rx

from ..texts.site import SECTIONS
from ..state.auth import AuthState
from ..state.inbox import InboxState
from ..state.messages import MessagesState
from ..state.site import HeaderState
from .brand import brand_link
from .face import member_face
from .i18n import language_switch, language_watcher, t
from .inbox_views import chat_window, contact_list, notification_item
from .react.mount_on_use import mount_on_use
from .radix_markup import radix_button, radix_link, radix_stack, radix_text
from .theme import HEADER_HEIGHT, SHADOW
from ..texts import site as TS
from ..texts import workspace as TW
from ..first_screen.header import ACCOUNT_ID, MEMBER_MOBILE_ID, MENU_ID

# Marks every .site-header with data-scrolled once the page is more than 100 px down
# (spec §2.2). Installed once per tab; re-run on each mount to set the current value (written
# only when it changes: each write restyles the page). On mount it reads the position in the
# next frame: read at once, right after React drew a whole page, scrollY makes the browser lay
# the page out then and there, inside React's task.
SCROLL_WATCH = """(function(){
  var mark = function(){ var down = window.scrollY > 100;
    document.querySelectorAll('.site-header').forEach(function(h){
      var v = down ? 'true' : 'false';
      if (h.getAttribute('data-scrolled') !== v) h.setAttribute('data-scrolled', v); }); };
  if (!window.__siteHeaderWatch) { window.__siteHeaderWatch = mark;
    window.addEventListener('scroll', mark, {passive: true}); }
  requestAnimationFrame(mark); })()"""

HEADER_STYLE = {
    "position": "fixed", "top": "0", "left": "0", "right": "0", "z_index": "50",
    "height": HEADER_HEIGHT, "background": "rgba(255,255,255,0.92)",
    "backdrop_filter": "saturate(180%) blur(12px)", "color": "var(--gray-12)",
    "box_shadow": "0 1px 0 var(--gray-a4)",
    "transition": "background 200ms ease, color 200ms ease, box-shadow 200ms ease",
    # Over the landing hero the header starts transparent with light text.
    "&.site-header--overlay:not([data-scrolled='true'])": {
        "background": "transparent", "color": "white", "box_shadow": "none",
        "backdrop_filter": "none",
    },
    "&[data-scrolled='true']": {"box_shadow": SHADOW},
}


def _nav_link(label, href: str) -> rx.Component:
    return radix_link(label, to=href, classes="rt-r-size-2 rt-r-weight-medium hd-nav")


def _badge(text) -> rx.Component:
    """The unread count on an icon (components/header_look.py draws it)."""
    return rx.cond(text != "", rx.el.div(text, class_name="nav-badge"))


def _icon_item(icon: str, label, badge=None) -> rx.Component:
    """Icon with a small label under it, as in the spec's header items."""
    return radix_stack(
        rx.el.div(_badge(badge) if badge is not None else rx.fragment(),
                  class_name=f"hd-icon fs-i i-{icon}"),
        radix_text(label, "1", classes="rt-r-weight-medium"),
        direction="column", gap="0", align="center", classes="hd-item",
    )


def _icon_link(item: rx.Component, href: str, **props) -> rx.Component:
    """An icon item that opens a page."""
    return radix_link(item, to=href, classes="hd-plain", **props)


def _trigger(child: rx.Component, trigger_id: str, **attrs) -> rx.Component:
    """A real button for a popover or menu trigger: focusable, opened by Enter/Space, and a
    role that allows the aria-expanded/haspopup Radix puts on it."""
    return rx.el.button(child, type="button", id=trigger_id, class_name="hd-trigger",
                        custom_attrs=attrs)


def _closed(popup: str) -> dict:
    """The attributes Radix's trigger carries while its popover ("dialog") or menu is closed."""
    return {"aria-haspopup": popup, "aria-expanded": "false", "data-state": "closed"}


def _notifications_trigger(**attrs) -> rx.Component:
    return _trigger(_icon_item("bell", t(TS.NOTIFICATIONS), InboxState.notifications_badge),
                    "nav-notifications", **attrs)


def _notifications_panel() -> rx.Component:
    return mount_on_use(_notifications_trigger(**_closed("dialog")), rx.popover.root(
        rx.popover.trigger(_notifications_trigger()),
        rx.popover.content(
            rx.hstack(rx.heading(t(TS.NOTIFICATIONS), size="3"), rx.spacer(),
                      rx.button(t(TS.MARK_ALL_AS_READ), size="1", variant="ghost",
                                on_click=InboxState.mark_all_read),
                      align="center", width="100%"),
            rx.vstack(
                rx.cond(InboxState.recent.length() > 0,
                        rx.foreach(InboxState.recent, lambda n: notification_item(n, True)),
                        rx.text(t(TS.YOURE_ALL_CAUGHT_UP), size="2", color="var(--gray-11)")),
                rx.link(t(TS.SEE_ALL_NOTIFICATIONS), href="/notifications", size="2"),
                spacing="1", padding_top="12px", id="notifications-panel",
            ),
            width="360px", max_width="calc(100vw - 24px)",
        ),
        open=InboxState.notifications_open,
        on_open_change=InboxState.set_notifications_open,
    ), "nav-notifications", "click")


def messages_popup_body() -> rx.Component:
    """Contact list, or the open chat (the popup is narrow: one at a time)."""
    return rx.vstack(
        rx.hstack(rx.heading(t(TS.MESSAGES), size="3"), rx.spacer(),
                  rx.link(t(TS.OPEN_FULL_PAGE), href="/messages", size="1"),
                  align="center", width="100%"),
        rx.cond(MessagesState.open_id != "", chat_window("280px"),
                rx.scroll_area(contact_list(), max_height="360px", type="auto")),
        spacing="2", width="100%", id="messages-popup",
    )


def _messages_trigger(**attrs) -> rx.Component:
    return _trigger(_icon_item("message-circle", t(TS.MESSAGES), InboxState.messages_badge),
                    "nav-messages", **attrs)


def _messages_panel() -> rx.Component:
    return mount_on_use(_messages_trigger(**_closed("dialog")), rx.popover.root(
        rx.popover.trigger(_messages_trigger()),
        rx.popover.content(messages_popup_body(), width="380px",
                           max_width="calc(100vw - 24px)"),
        open=MessagesState.popup_open,
        on_open_change=MessagesState.set_popup_open,
    ), "nav-messages", "click")


def _to_dashboard():
    """The signed-in user's own dashboard: a client's, or a talent's."""
    return rx.redirect(rx.cond(AuthState.user_role == "CLIENT", "/client-dashboard",
                               "/talent-dashboard"))


def _me_trigger(**attrs) -> rx.Component:
    return _trigger(
        radix_stack(member_face(AuthState.photo_url, AuthState.display_name[:1], "1"),
                    radix_text(t(TS.ME), "1", classes="rt-r-weight-medium"),
                    direction="column", gap="0", align="center", classes="hd-me"),
        "nav-me", **attrs)


def _me_menu() -> rx.Component:
    return mount_on_use(_me_trigger(**_closed("menu")), rx.menu.root(
        rx.menu.trigger(_me_trigger()),
        rx.menu.content(
            rx.box(rx.text(AuthState.display_name, size="2", weight="bold"), padding="8px 12px"),
            rx.menu.item(t(TS.MY_PROFILE), on_click=rx.redirect("/portfolio")),
            rx.menu.item(t(TW.DASHBOARD), on_click=_to_dashboard(), id="nav-dashboard"),
            rx.menu.separator(),
            rx.menu.item(t(TS.LOGOUT), color="red", on_click=AuthState.logout),
        ),
    ), "nav-me", "pointerdown")


def _preview_item(item) -> rx.Component:
    return rx.link(
        rx.hstack(
            rx.image(src=item["thumb"], width="40px", height="40px", border_radius="8px",
                     object_fit="cover", alt=item["title"]),
            rx.vstack(rx.text(item["title"], size="2", weight="medium", trim="both"),
                      rx.text(item["owner"], " · ", item["category"], size="1",
                              color_scheme="gray"),
                      spacing="1"),
            spacing="3", align="center", padding="8px", border_radius="8px",
            _hover={"background": "var(--gray-3)"},
        ),
        href=f"/portfolio-detail/{item['id']}", underline="none", color="inherit",
        class_name="header-preview-item", on_click=HeaderState.close_preview,
    )


def _header_search() -> rx.Component:
    return rx.el.div(
        rx.form(
            rx.input(rx.input.slot(rx.el.span(class_name="hd-search-icon fs-i i-search")),
                     name="header_query",
                     placeholder=t(TS.PHOTOGRAPHY_SERVICES), size="2", radius="full",
                     width=["160px", "200px", "200px", "240px"], id="header-search",
                     on_change=HeaderState.preview_search.debounce(300)),
            on_submit=HeaderState.search, reset_on_submit=False,
        ),
        rx.cond(
            HeaderState.preview.length() > 0,
            rx.card(rx.vstack(rx.foreach(HeaderState.preview, _preview_item), spacing="0"),
                    position="absolute", top="40px", left="0", width="320px", z_index="50",
                    background="white", color="var(--gray-12)",
                    box_shadow="0 12px 32px rgba(0,0,0,0.18)", id="header-preview"),
        ),
        class_name="hd-search",
    )


def _signed_in_desktop() -> rx.Component:
    return radix_stack(
        _header_search(),
        _icon_link(_icon_item("house", t(TS.HOME)), "/main-feed"),
        _icon_link(_icon_item("briefcase", t(TS.MANAGE), InboxState.manage_badge), "/manage",
                   id="nav-manage"),
        _messages_panel(),
        _notifications_panel(),
        _me_menu(),
        direction="row", gap="4", align="center",
    )


def _signed_out_desktop() -> rx.Component:
    return radix_stack(
        *[_nav_link(t(label), f"/#{anchor}") for label, anchor in SECTIONS],
        radix_link(radix_button(t(TS.LOGIN_SIGNUP_BUTTON), "solid", classes="rt-Button"),
                   to="/signup", classes=""),
        direction="row", gap="6", align="center",
    )


def _menu_button(attrs: dict) -> rx.Component:
    """The narrow screens' menu button."""
    return radix_button(rx.fragment(), "ghost", classes="rt-IconButton hd-menu fs-i i-menu",
                        size="3", round_=False, aria_label=t(TS.OPEN_MENU),
                        id="mobile-menu-button", custom_attrs=attrs)


def _mobile_menu() -> rx.Component:
    signed_out = [rx.menu.item(t(label), on_click=rx.redirect(f"/#{anchor}"))
                  for label, anchor in SECTIONS if anchor != "talent"]
    return mount_on_use(_menu_button(_closed("menu")), rx.menu.root(
        rx.menu.trigger(_menu_button({})),
        rx.menu.content(
            rx.cond(
                AuthState.signed_in,
                rx.fragment(
                    rx.menu.item(t(TS.PORTFOLIO), on_click=rx.redirect("/portfolio")),
                    rx.menu.item(t(TS.MANAGE), on_click=rx.redirect("/manage")),
                    rx.menu.item(t(TW.DASHBOARD), on_click=_to_dashboard()),
                    rx.menu.item(t(TS.SERVICES), on_click=rx.redirect("/services")),
                    rx.menu.separator(),
                    rx.menu.item(t(TS.LOGOUT), color="red", on_click=AuthState.logout),
                ),
                rx.fragment(
                    *signed_out,
                    rx.menu.separator(),
                    rx.menu.item(t(TS.LOGIN_SIGNUP), on_click=rx.redirect("/signup")),
                ),
            ),
            rx.menu.separator(),
            rx.box(language_switch(), padding="4px 12px"),
            min_width="200px",
        ),
    ), "mobile-menu-button", "pointerdown")


def _signed_in_mobile() -> rx.Component:
    """Narrow screens: Messages and Notifications open their full pages."""
    return radix_stack(
        _icon_link(_icon_item("message-circle", t(TS.MESSAGES), InboxState.messages_badge),
                   "/messages", id="nav-messages-mobile"),
        _icon_link(_icon_item("bell", t(TS.NOTIFICATIONS), InboxState.notifications_badge),
                   "/notifications", id="nav-notifications-mobile"),
        direction="row", gap="2", align="center", classes="hd-narrow hd-member-mobile",
        id=MEMBER_MOBILE_ID,
    )


def _account(child: rx.Component) -> rx.Component:
    """Wide screens: the signed-in or signed-out controls."""
    return rx.el.div(child, id=ACCOUNT_ID, class_name="hd-wide")


def member_header() -> rx.Component:
    """The header's member-only parts alone, as React first draws them for no member in
    particular (the avatar holds no photo and no initial, the badges are empty): the
    prerendered page the server cuts a member's header from, each member's avatar put in
    (first_screen/header.py)."""
    return rx.fragment(_account(_signed_in_desktop()), _signed_in_mobile())


def navbar(overlay: bool = False) -> rx.Component:
    """The fixed header; `overlay` starts it transparent over a dark hero."""
    return rx.el.header(
        radix_stack(
            brand_link(),
            rx.el.div(class_name="hd-spacer"),
            _account(rx.cond(AuthState.signed_in, _signed_in_desktop(), _signed_out_desktop())),
            rx.el.div(language_switch(), class_name="hd-wide hd-lang"),
            rx.cond(AuthState.signed_in, _signed_in_mobile()),
            rx.el.div(_mobile_menu(), id=MENU_ID, class_name="hd-narrow"),
            language_watcher(),
            rx.cond(AuthState.signed_in, rx.fragment(on_mount=InboxState.watch)),
            direction="row", gap="3", align="center", classes="hd-row",
        ),
        class_name="site-header site-header--overlay" if overlay else "site-header",
        id="site-header",
        custom_attrs={"data-scrolled": "false"},  # as SCROLL_WATCH finds a page at its top
        style=HEADER_STYLE,
        on_mount=rx.call_script(SCROLL_WATCH),
    )
