"""Inline scripts at the end of every page's <head>: they run before the body is drawn, and
there React's hydration expects them (earlier in the <head> it draws the whole document
again, losing what scripts set on <html>, such as the install offer)."""


def at_head_end(html: str, marker: str, script: str) -> str:
    """The page with `script` (which starts with `marker`) at the end of its <head>, once."""
    if marker in html or "</head>" not in html:
        return html
    return html.replace("</head>", f"<script>{script}</script></head>", 1)
