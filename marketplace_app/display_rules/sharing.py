"""Share-once: a portfolio is shared at most once by each member."""


def may_share(shared_this_session: list[str], item_id: str, shared_before: bool) -> bool:
    """Share is offered until the item was shared (this session or recorded by the server)."""
    return not shared_before and item_id not in shared_this_session
