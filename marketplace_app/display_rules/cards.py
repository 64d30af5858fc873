"""Card and slide shapes of the discovery pages: what a portfolio card and a lightbox slide
show, built from the feed service's JSON."""

from dataclasses import dataclass, field

from ..i18n.formats import rupees
from .badges import badges

GALLERY_THUMBS = 4  # spec §9: the feed gallery shows 4 thumbnails
VIDEO = "video"


@dataclass
class Slide:
    """One lightbox slide: a medium-size image or a video, with its poster."""

    type: str = "image"
    src: str = ""
    poster: str = ""
    title: str = ""
    srcset: str = ""  # the JPEG derivatives by width, for the browser to pick from
    webp_srcset: str = ""  # the same in WebP ("" for media uploaded before WebP copies)
    placeholder: str = ""  # tiny data: URI shown blurred until the image arrives
    eager: bool = False  # above the fold: load at once, with high priority


@dataclass
class Card:
    """What a portfolio card shows (small derivatives only)."""

    id: str = ""
    user_id: str = ""
    title: str = ""
    description: str = ""
    owner: str = ""
    owner_photo: str = ""
    location: str = ""
    level: str = ""
    cover: str = ""
    gallery: list[Slide] = field(default_factory=list)
    badges: list[str] = field(default_factory=list)
    more: str = ""
    admire_count: int = 0
    appreciate_count: int = 0
    admired: bool = False
    appreciated: bool = False
    shared: bool = False
    ai_generated: bool = False
    own: bool = False  # the viewer's own item: no admire/appreciate/share controls


def card(item: dict, viewer_id: str = "") -> Card:
    """A card from the feed service's portfolio JSON, as the viewer (a user id or "") sees it."""
    owner = item.get("user") or {}
    user_id = item.get("userId") or owner.get("_id") or ""
    shown, more = badges(item.get("category"), item.get("subcategory"))
    return Card(
        id=item["_id"], user_id=user_id,
        title=item.get("title") or "", description=item.get("description") or "",
        owner=owner.get("fullName") or "", owner_photo=owner.get("profileImage") or "",
        location=owner.get("location") or "", level=owner.get("experienceLevel") or "",
        cover=_cover(item), gallery=thumbnails(item)[:GALLERY_THUMBS],
        badges=shown, more=more, admire_count=item.get("admireCount") or 0,
        appreciate_count=item.get("appreciateCount") or 0,
        admired=bool(item.get("admired")), appreciated=bool(item.get("appreciated")),
        shared=bool(item.get("shared")), ai_generated=bool(item.get("aiGenerated")),
        own=bool(viewer_id) and user_id == viewer_id)


def _cover(item: dict) -> str:
    media = item.get("media") or []
    index = item.get("coverPhotoIndex") or 0
    chosen = media[index] if 0 <= index < len(media) else (media[0] if media else {})
    return chosen.get("thumbnailUrl") or chosen.get("posterUrl") or ""


THUMB_WIDTH, MEDIUM_WIDTH = 480, 1080  # services/media/media_pipeline.DERIVATIVE_SIDES


def srcset(small: str | None, large: str | None) -> str:
    """A srcset of the two square derivatives ("" unless both exist)."""
    return f"{small} {THUMB_WIDTH}w, {large} {MEDIUM_WIDTH}w" if small and large else ""


def thumbnails(item: dict) -> list[Slide]:
    """Small derivatives of a portfolio's media; a video shows its poster frame's."""
    out = []
    for m in item.get("media") or []:
        video = m.get("type") == VIDEO
        small = m.get("thumbnailUrl") or (m.get("posterUrl") if video else m["url"]) or ""
        out.append(Slide(VIDEO if video else "image", small,
                         poster=small if video else "",
                         srcset=srcset(m.get("thumbnailUrl"), m.get("mediumUrl")),
                         webp_srcset=srcset(m.get("thumbnailWebpUrl"), m.get("mediumWebpUrl")),
                         placeholder=m.get("placeholder") or ""))
    return out


def first_eager(cards: list[Card]) -> list[Card]:
    """Mark the first card's images as above the fold (the page's likely largest paint)."""
    if cards:
        for slide in cards[0].gallery:
            slide.eager = True
    return cards


def slides(item: dict) -> list[Slide]:
    """Lightbox slides of a portfolio: medium images, videos with their poster frame."""
    out = []
    for media in item.get("media") or []:
        if media.get("type") == VIDEO:
            out.append(Slide(VIDEO, media["url"], media.get("mediumUrl")
                             or media.get("thumbnailUrl") or "", item.get("title") or ""))
        else:
            out.append(Slide("image", media.get("mediumUrl") or media["url"], "",
                             item.get("title") or ""))
    return out


def wrap_index(index: int, count: int) -> int:
    """Lightbox index with wrap-around."""
    return index % count if count else 0


VIDEO_TYPES = {"mp4": "video/mp4", "webm": "video/webm", "ogg": "video/ogg",
               "mov": "video/quicktime", "avi": "video/x-msvideo", "mkv": "video/x-matroska",
               "3gp": "video/3gpp"}


def lightbox_slide(slide: Slide) -> dict:
    """The lightbox library's slide shape."""
    if slide.type == VIDEO:
        kind = VIDEO_TYPES.get(slide.src.rsplit(".", 1)[-1].lower(), "video/mp4")
        return {"type": "video", "poster": slide.poster or None, "title": slide.title,
                "sources": [{"src": slide.src, "type": kind}]}
    return {"src": slide.src, "alt": slide.title, "title": slide.title}


@dataclass
class TalentCard:
    """A talent card of /photography: who, where, how rated, from what price."""

    id: str = ""
    name: str = ""
    photo: str = ""
    initials: str = ""
    speciality: str = ""
    city: str = ""
    years: str = ""  # "" when the profile does not say
    price: str = ""  # "₹25,000", or "" for "price on request"
    rating: str = ""  # "4.5", or "" for "New"
    review_count: int = 0
    bio: str = ""
    category: str = ""


def talent_card(item: dict) -> TalentCard:
    """A card from the listing service's JSON; rupees with Indian grouping."""
    name = item.get("fullName") or ""
    years, price = item.get("experienceyears"), item.get("startingPrice")
    average = item.get("averageRating")
    return TalentCard(
        id=item["_id"], name=name, photo=item.get("profilePhotoUrl") or "",
        initials="".join(part[0] for part in name.split()[:2]).upper(),
        speciality=item.get("speciality") or "", city=item.get("location") or "",
        years="" if years is None else str(years),
        price="" if price is None else rupees(price),
        rating="" if average is None else f"{average:.1f}",
        review_count=item.get("reviewCount") or 0, bio=item.get("bio") or "",
        category=(item.get("category") or [""])[0])
