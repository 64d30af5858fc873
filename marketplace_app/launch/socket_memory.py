"""Engine.IO sockets that keep no copy of what they have already sent."""

# Engine.IO's websocket writer keeps its last packet (a loop variable) until the next one goes
# out: after the hydrate, the whole state (~15 KB of JSON, held twice as text) stays with every
# connected client until its next event or the ping 25 s later (BENCHMARKS.md, websocket load).

import copy

from engineio.async_socket import AsyncSocket

_SENT = "_marketplace_sent_packets"


def release_sent_packets() -> None:
    """Make every Engine.IO socket drop the text of packets it has already sent."""
    original = AsyncSocket.poll
    if getattr(original, "releases_sent", False):
        return

    async def poll(self):
        # The sender asks for more only once the previous batch is on the wire; copies,
        # because a room broadcast queues one packet object to many sockets.
        for sent in getattr(self, _SENT, ()):
            sent.data = sent.encode_cache = None
        packets = [copy.copy(packet) for packet in await original(self)]
        setattr(self, _SENT, packets)
        return packets

    poll.releases_sent = True
    AsyncSocket.poll = poll
