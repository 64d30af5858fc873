"""What the served page hands to React: the values its State would hold after on_load, so
React's first render draws the cards already painted, and on_load sends none of them again."""

import hashlib
import json

from reflex_base.utils import format as rx_format

SEED_GLOBAL = "__kalakarFirstScreen"
# Where the served markup differs from React's, React redraws: a Suspense boundary (the
# results), or the whole document (a mismatch elsewhere, as in Hindi). Its report of the
# mismatch (minified errors 418/425) is expected here, so it is not logged. A whole-document
# redraw appends the stylesheet links to <head> again, after the component styles that must
# override them: such a link is moved back before the first component style (moving those
# styles instead would drop the rules inserted into them).
REDRAW_GUARD = (
    "addEventListener('error',e=>{if(/Minified React error #4(18|25)/.test(e.message))"
    "e.preventDefault()});"
    "(()=>{const h=document.head,o=new MutationObserver(()=>{const f=h.querySelector("
    "'style[data-emotion]');if(!f)return;for(const l of h.querySelectorAll("
    "'link[rel=stylesheet]'))if(f.compareDocumentPosition(l)&4)h.insertBefore(l,f)});"
    "o.observe(h,{childList:true});setTimeout(()=>o.disconnect(),15000)})();")

# Page modules run before React renders the page: the seed merges into the compiled initial
# state, in place, since the state store may already hold those objects (the talent and
# portfolio pages' modules load after the app has started). Vars the backend later sends
# override it as usual.
SEED_CODE = f"""(() => {{
  const seed = typeof window !== "undefined" ? window.{SEED_GLOBAL} : undefined;
  if (!seed) return;
  delete window.{SEED_GLOBAL};
  for (const [name, values] of Object.entries(seed)) {{
    if (initialState[name]) Object.assign(initialState[name], values);
  }}
}})();"""

# An English page's first render reads "en" where no seed gave a language: settling it then
# changes nothing, where "" -> "en" redrew every text on the page (a phone's 100+ ms) to draw
# the same English. (A page served in Hindi is seeded "hi" with its texts; any other page keeps
# starting from "" and settles to its reader's language.)
LANGUAGE_CODE = """(() => {{
  if (typeof document === "undefined") return;
  const state = initialState[{state}];
  if (state && !state[{var}] && document.documentElement.lang === "en") state[{var}] = "en";
}})();"""

# The talent and portfolio pages have no prerendered page of their own: their first screen is
# served in an element of its own, beside the app's root (React leaves it alone there), and the
# root stays hidden until the page commits and removes the element, before the next paint.
SERVED_TAG = "x-first-screen"
SERVED_CSS = f"{SERVED_TAG}{{display:block}}{SERVED_TAG}~[data-is-root-theme]{{display:none}}"
TAKEOVER_HOOK = (f'useLayoutEffect(() => {{ document.querySelector("{SERVED_TAG}")?.remove(); '
                 "}, []);")
# The member's own parts are drawn for a browser holding a sign-in token (the pages are for
# members; a visitor is sent to sign in once the page starts).
MEMBER_SEED = (f"if(localStorage.getItem('authToken'))window.{SEED_GLOBAL}["
               "{auth}]={{signed_in_rx_state_:true}};")


def var_key(var) -> str:
    """The frontend's name of a state var ("items_rx_state_")."""
    return var._js_expr.rsplit(".", 1)[1]


class Serialized(dict):
    """Values as the frontend receives them ({name: Reflex's JSON text}): a page's seed and
    its cookie's fingerprints are made from one encoding."""


def serialized(values: dict) -> Serialized:
    """Each value as the frontend receives it (Reflex's own JSON)."""
    if isinstance(values, Serialized):
        return values
    return Serialized((name, rx_format.json_dumps(value)) for name, value in values.items())


def digest(values: dict) -> str:
    """A short fingerprint of seeded values, carried back by the first_screen cookie."""
    texts, hashed = serialized(values), hashlib.sha1()
    for name in sorted(texts):  # the encoded texts as they are: no second encoding
        hashed.update(f"{name}\0{texts[name]}\0".encode())
    return hashed.hexdigest()[:20]


def _var_digest(key: str, name: str, text: str) -> str:
    return hashlib.sha1(f"{key}\n{name}\n{text}".encode()).hexdigest()[:8]


def fingerprints(key: str, values: dict) -> str:
    """One short digest per seeded value (in name order), bound to the served page `key`:
    carried back by the first_screen cookie."""
    texts = serialized(values)
    return ".".join(_var_digest(key, name, texts[name]) for name in sorted(texts))


def matching(key: str, values: dict, fingerprint: str) -> set[str]:
    """The names in `values` that hold what the served page `key` seeded (per `fingerprint`)."""
    sent = fingerprint.split(".")
    if len(sent) != len(values):
        return set()
    texts = serialized(values)
    return {name for name, digest in zip(sorted(texts), sent)
            if _var_digest(key, name, texts[name]) == digest}


def _object(pairs) -> str:
    """A JSON object of (key, JSON text) pairs, as Reflex's json_dumps writes it."""
    return "{" + ", ".join(f"{json.dumps(key, ensure_ascii=False)}: {text}"
                           for key, text in pairs) + "}"


def seed_script(states: dict[type, dict], member_state: type | None = None) -> str:
    """The inline script that hands the seed ({State class: {var name: value}}) to the page's
    module (components/first_screen_seed.py); with `member_state` (AuthState), a browser that
    holds a sign-in token is also seeded as signed in."""
    # Reflex's JSON of {state name: {var key: value}}, composed from each value's encoding.
    text = _object((cls.get_full_name(), _object(
        (var_key(getattr(cls, name)), value) for name, value in serialized(values).items()))
        for cls, values in states.items()).replace("</", "<\\/")
    member = (MEMBER_SEED.format(auth=json.dumps(member_state.get_full_name()))
              if member_state else "")
    return f"<script>window.{SEED_GLOBAL}={text};{member}{REDRAW_GUARD}</script>"
