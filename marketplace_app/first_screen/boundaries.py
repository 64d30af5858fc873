"""A prerendered page's streamed Suspense boundaries put back in place.

Reflex prerenders a page with React's streaming renderer: the content of a Suspense boundary
that was not ready at once (the feed's results) comes at the end of the document in a hidden
<div id="S:n">, and a script ($RC) moves it into the boundary's <template id="B:n"> later.
React 19 throttles those moves (about 300 ms after a paint, and longer on a slow phone), so the
first screen's cards and their pictures were painted a second after the rest of the page.
In place, as a completed boundary (<!--$-->...<!--/$-->), they paint with the page and React
hydrates them as before."""

import re

_HIDDEN = re.compile(r'<div hidden id="S:(\d+)">')
_PENDING = '<!--$?--><template id="B:{n}"></template><!--/$-->'
_REVEAL = '$RC("B:{n}","S:{n}")'


def inlined(html: str) -> str:
    """The page with each streamed boundary that holds no script moved into its place."""
    for found in reversed(list(_HIDDEN.finditer(html))):
        n = found.group(1)
        reveal = html.find(_REVEAL.format(n=n), found.end())
        script = html.rfind("<script>", found.end(), reveal)
        close = html.rfind("</div>", found.end(), script)
        pending = html.find(_PENDING.format(n=n))
        if min(reveal, script, close, pending) < 0 or pending > found.start():
            continue
        content = html[found.end():close]
        if "<script" in content or html[close + len("</div>"):script]:
            continue
        html = html[:found.start()] + html[close + len("</div>"):]
        html = html.replace(_REVEAL.format(n=n), "", 1)
        html = html.replace(_PENDING.format(n=n), f"<!--$-->{content}<!--/$-->", 1)
    return html
