"""A built page's component styles in one element at the end of <head>.

Reflex's prerendered pages carry emotion's styles in the body, one <style> before each element
that first uses them (53 on /main-feed). Each one the parser met made the browser work out the
style of the whole document again, and emotion moved them all to <head> once the JS started,
which made it do so once more: on a phone (Lighthouse's 4x slower CPU) most of the page's
blocked main thread. Moved to <head> at build time, marked `data-s` (emotion then leaves them
where they are and still adopts their rules by their names)."""

import re

_INLINE = re.compile(r'<style data-emotion="css ([^"]*)">(.*?)</style>', re.S)
HOISTED = re.compile(r'<style data-emotion="css [^"]*" data-s="">.*?</style>', re.S)


def hoisted(html: str) -> str:
    """The page with the component styles of its body in one element ending its <head>, in
    the order the body had them (unchanged when it has none)."""
    head_end = html.find("</head>")
    if head_end < 0:
        return html
    names, rules, seen = [], [], set()
    for match in _INLINE.finditer(html, head_end):
        fresh = [name for name in match.group(1).split() if name not in seen]
        seen.update(fresh)
        names += fresh
        rules.append(match.group(2))
    if not rules:
        return html
    return (html[:head_end] + f'<style data-emotion="css {" ".join(names)}" data-s="">'
            + "".join(rules) + "</style>" + _INLINE.sub("", html[head_end:]))
