"""The owner's /portfolio tiles show a video's encoding progress and, when it failed, why."""

from marketplace_app.i18n import translate
from marketplace_app.services.media import video
from marketplace_app.state.own_portfolio import _card


def _item(**media) -> dict:
    return {"id": "p1", "title": "Sangeet", "category": "Videography", "coverMediumUrl": "/m.jpg",
            "media": [{"type": "video"}], "coverPhotoIndex": 0, "status": True,
            "mediaUrls": ["/v.mp4"], "createdAt": "2026-11-22T00:00:00Z", **media}


def test_a_tile_shows_progress_while_the_video_encodes():
    card = _card(_item(mediaState="processing", mediaProgress=42, mediaError=None))
    assert card["processing"] and card["progress"] == 42 and not card["failed"]


def test_a_failed_encode_tells_the_owner_why_in_their_language():
    english = _card(_item(mediaState="failed", mediaProgress=0, mediaError=video.UNREADABLE))
    hindi = _card(_item(mediaState="failed", mediaProgress=0, mediaError=video.UNREADABLE), "hi")
    assert english["failed"] and english["error"] == video.UNREADABLE
    assert hindi["error"] == translate(video.UNREADABLE, "hi") != video.UNREADABLE


def test_a_ready_video_shows_nothing_over_its_tile():
    card = _card(_item(mediaState="ready", mediaProgress=100, mediaError=None))
    assert not card["processing"] and not card["failed"] and card["error"] == ""
