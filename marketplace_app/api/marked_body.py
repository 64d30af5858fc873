"""A kept feed page encoded once in pieces, so a signed-in reader's answer is the pieces joined
with their flags spliced in: the same bytes as encoding the marked page (viewer_marks.py),
without encoding 24 cards per request. Only the reader's own works are encoded again (their
texts differ)."""

from dataclasses import dataclass
from itertools import product

import orjson

from ..services.portfolios import viewer_marks

_LIST = b'"portfolios":[]'
# The end of a card for each (admired, appreciated, shared): the flags, then its closing brace.
_ENDS = {flags: orjson.dumps(dict(zip(("admired", "appreciated", "shared"), flags)))
         .replace(b"{", b",", 1) for flags in product((False, True), repeat=3)}


@dataclass(frozen=True)
class EncodedPage:
    """A shared page and its JSON answer in pieces."""

    page: dict
    head: bytes  # up to and with the cards' opening bracket
    cards: tuple[bytes, ...]  # each card without its closing brace
    tail: bytes  # from the cards' closing bracket


def encode(page: dict) -> EncodedPage:
    """The pieces of `{"success": true, **page}` (the order of the keys kept)."""
    head, tail = orjson.dumps({"success": True, **page, "portfolios": []}).split(_LIST, 1)
    return EncodedPage(page, head + _LIST[:-1], tuple(
        orjson.dumps(card)[:-1] for card in page["portfolios"]), b"]" + tail)


def marked_body(encoded: EncodedPage, marks: dict[str, dict]) -> bytes:
    """The answer for a reader with these marks (viewer_marks.read_marks)."""
    cards = []
    for card, piece in zip(encoded.page["portfolios"], encoded.cards):
        mine = marks.get(card["_id"])
        if mine is None:
            cards.append(piece + _ENDS[False, False, False])
        elif viewer_marks.OWN in mine:
            cards.append(orjson.dumps(viewer_marks.marked_item(card, mine)))
        else:
            cards.append(piece + _ENDS["admire" in mine, "appreciate" in mine, "share" in mine])
    return encoded.head + b",".join(cards) + encoded.tail
