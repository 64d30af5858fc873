"""The script at the top of every page's <head> that keeps the HttpOnly session cookie in step
with the token the browser stores (signing in runs over the websocket, which sets no cookie).

On a members-only page served for another member (or for none, the token gone), on a public
page served with the header of such a member (first_screen/header.py), and on the
sign-in page served to a member for want of a cookie (every member signed in before the
cookie existed), it hides the page before anything is drawn, hands the token over and loads
the page again: no flash of the wrong page."""

import json

from ..display_rules.members_only import MEMBERS_ONLY_PATTERN, SESSION_SCRIPT_START, \
    SESSION_SYNC_GLOBAL, SIGNIN_PATH
from .head_script import at_head_end

MARKER = SESSION_SCRIPT_START.removeprefix("<script>")
SESSION_SYNC = MARKER + """(() => {
  let token = "";
  try { token = localStorage.getItem("authToken") || ""; } catch (e) { return; }
  const root = document.documentElement;
  const claims = (t) => { const p = (t || "").split("."); return p.length === 3 ? p[1] : ""; };
  const mark = () => (document.cookie.match(/(?:^|; )kalakar_member=([^;]*)/) || [])[1] || "";
  const send = (t) => fetch("/api/session", t
    ? {method: "POST", headers: {Authorization: "Bearer " + t}, credentials: "same-origin"}
    : {method: "DELETE", credentials: "same-origin"}).then((r) => r.ok, () => false);
  window.%(global)s = (t) => claims(t) === mark() ? Promise.resolve(true) : send(t || "");
  const want = claims(token);
  const here = location.pathname + location.search;
  const path = location.pathname.replace(/(.)\\/$/, "$1");
  const members = new RegExp(%(members)s).test(path);
  // The server drew the sign-in page at this members-only address (no session cookie):
  // React starts on the sign-in page, which comes back here once signed in.
  const signinHere = members && !!window.__kalakarSignin;
  const lang = new URLSearchParams(location.search).get("lang");  // the page's language stays
  if (signinHere) history.replaceState(null, "", %(signin)s + "?" + new URLSearchParams(
    lang ? {lang, next: here} : {next: here}));
  if (want === mark()) return;
  const next = signinHere ? here : new URLSearchParams(location.search).get("next") || "";
  let leave = "";
  // Drawn for another member, or for none; or a public page drawn with the header of a
  // member this browser no longer holds the token of.
  if ((members && !signinHere) || window.__kalakarMember) leave = here;
  else if (want && (signinHere || path === %(signin)s) && /^\\/(?![\\/\\\\])/.test(next)) leave = next;
  const tried = "kalakarSessionTried";
  if (!leave || sessionStorage.getItem(tried) === want + " " + leave) { send(token); return; }
  sessionStorage.setItem(tried, want + " " + leave);
  root.style.visibility = "hidden";
  setTimeout(() => { root.style.visibility = ""; }, 8000);
  send(token).then((ok) => { if (ok) location.replace(leave); else root.style.visibility = ""; });
})();""" % {"global": SESSION_SYNC_GLOBAL, "members": json.dumps(MEMBERS_ONLY_PATTERN),
            "signin": json.dumps(SIGNIN_PATH)}


def with_session_sync(html: str) -> str:
    """The page with the script at the end of its <head> (once; see launch/head_script.py)."""
    return at_head_end(html, MARKER, SESSION_SYNC)
