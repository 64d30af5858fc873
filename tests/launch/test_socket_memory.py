"""A connected client's socket keeps no copy of the state it was already sent."""

import engineio
from engineio.async_socket import AsyncSocket
from engineio.packet import MESSAGE, Packet

from marketplace_app.launch.socket_memory import release_sent_packets
from tests.async_run import run

HYDRATE_TEXT = '2["event",{"delta":' + "x" * 15_000 + "}]"


def _socket(sid: str) -> AsyncSocket:
    return AsyncSocket(engineio.AsyncServer(async_mode="asgi"), sid)


async def _send_then_wait(socket: AsyncSocket, first: Packet, second: Packet):
    await socket.send(first)
    sent = await socket.poll()  # the hydrate goes out
    await socket.send(second)
    await socket.poll()  # the socket asks for more only once the hydrate is on the wire
    return sent


def test_a_sent_packet_no_longer_holds_the_state_text():
    release_sent_packets()
    socket = _socket("a")
    sent = run(_send_then_wait(socket, Packet(MESSAGE, data=HYDRATE_TEXT),
                               Packet(MESSAGE, data="3")))
    assert [packet.data for packet in sent] == [None]
    assert [packet.encode_cache for packet in sent] == [None]


def test_every_socket_of_a_broadcast_still_sends_the_whole_packet():
    release_sent_packets()
    shared = Packet(MESSAGE, data=HYDRATE_TEXT)
    first, second = _socket("a"), _socket("b")
    run(_send_then_wait(first, shared, Packet(MESSAGE, data="3")))

    async def second_receives():
        await second.send(shared)
        return [packet.encode() for packet in await second.poll()]

    assert run(second_receives()) == ["4" + HYDRATE_TEXT]


def test_applying_it_twice_wraps_once():
    release_sent_packets()
    poll = AsyncSocket.poll
    release_sent_packets()
    assert AsyncSocket.poll is poll
