"""Python's cyclic garbage collector tuned for a server holding many sessions' states."""

import gc

# With 1,000 connected sessions a full collection walks millions of live objects (70-240 ms
# each, measured); by default one ran every second or so under load, and those stalls were
# the websocket's p95. Young collections stay frequent; full ones become rare.
THRESHOLDS = (50_000, 20, 100)


def tune_collector() -> None:
    """Freeze what the app built at import (it lives for good) and space out full collections."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)
