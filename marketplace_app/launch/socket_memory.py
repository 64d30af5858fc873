"""Engine.IO holds each websocket's last sent packet until the next one goes out: after the
hydrate (its whole state, ~15 KB of JSON held twice as text) that is until the next event or
ping, 25 s later, for every connected client. Sent packets give their payload back instead."""

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
