"""Kiosk mode's idle sign-out: after a setting's minutes without a touch or key, the browser
signs out through AuthState.logout, which revokes the token on the server."""

import reflex as rx

from ..state.auth import AuthState

BUTTON_ID = "idle-signout"
# Installed once per page load; reads the seconds and the signed-in flag from the button, so
# the one prebuilt frontend follows the running server's setting.
IDLE_WATCH = """(function(){
  if (window.__idleSignout) return; window.__idleSignout = true;
  var last = Date.now(); var bump = function(){ last = Date.now(); };
  ['pointerdown','pointermove','keydown','wheel','touchstart','scroll'].forEach(function(e){
    window.addEventListener(e, bump, {passive: true, capture: true}); });
  setInterval(function(){
    var b = document.getElementById('%s');
    var seconds = Number((b && b.dataset.idleSeconds) || 0);
    if (!seconds || b.dataset.signedIn !== 'true') { last = Date.now(); return; }
    if (Date.now() - last >= seconds * 1000) { last = Date.now(); b.click(); }
  }, 1000); })()""" % BUTTON_ID


def idle_signout() -> rx.Component:
    """A hidden control the idle watch presses; present on every page in the shell."""
    return rx.el.button(
        id=BUTTON_ID, type="button", hidden=True, tab_index=-1, aria_hidden="true",
        on_click=AuthState.logout, on_mount=rx.call_script(IDLE_WATCH),
        custom_attrs={"data-idle-seconds": AuthState.idle_signout_seconds,
                      "data-signed-in": rx.cond(AuthState.signed_in, "true", "false")},
    )
