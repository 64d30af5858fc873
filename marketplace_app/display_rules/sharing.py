"""Share-once: a portfolio is shared at most once by each member."""


def may_share(shared_this_session: list[str], item_id: str, shared_before: bool) -> bool:
    """Share is offered until the item was shared (this session or recorded by the server)."""
    return not shared_before and item_id not in shared_this_session


def share_link_script(link_js: str) -> str:
    """Browser code that opens the phone's share sheet (WhatsApp among its targets) for a link
    where the browser has one, else copies the link; it resolves to "shared", "copied",
    "cancelled" or "failed". `link_js` is a JavaScript expression giving the link."""
    return ("(async (url) => {"
            "const copy = () => navigator.clipboard.writeText(url).then(() => 'copied', "
            "() => 'failed');"
            "if (navigator.share && (!navigator.canShare || navigator.canShare({url}))) {"
            "try { await navigator.share({title: document.title, url}); return 'shared'; }"
            "catch (error) { if (error && error.name === 'AbortError') return 'cancelled'; }"
            "}"
            f"return copy();}})({link_js})")


SHARE_THIS_PAGE = share_link_script("window.location.href")
