"""Portfolio media: type decided from the bytes, images cleaned and squared, derivatives made,
everything staged until the database commit."""

from dataclasses import dataclass, field

from ...settings import get_settings
from . import images, webp_twins
from .cropping import CROP_TOO_SMALL, Crop
from .square_images import square_image
from ..errors import Invalid, TooLarge
from .media_store import StagedFiles

ONLY_MEDIA = "Only image and video files are allowed"
ONLY_IMAGES_CROP = "Only images can be cropped"
MAIN_SIDE = 4000
DERIVATIVE_SIDES = {"thumb": 480, "medium": 1080}
VIDEO_EXTENSIONS = ("mp4", "webm", "ogg", "mov", "avi", "mkv", "3gp")
READY, PROCESSING, FAILED = "ready", "processing", "failed"
# Originals are kept for their owner only: the public /media mount refuses this folder.
ORIGINALS_FOLDER = "originals"


@dataclass(frozen=True)
class ProcessedImage:
    """A cleaned square JPEG and its smaller copies, ready to stage."""

    main: bytes
    derivatives: dict[str, bytes]
    webp: dict[str, bytes] = field(default_factory=dict)  # same sides, for browsers taking WebP
    placeholder: str = ""  # tiny data: URI shown blurred while a card's image loads


def video_extension(data: bytes) -> str | None:
    """The video container named by the magic bytes, or None."""
    head = data[:64]
    if len(head) >= 12 and head[4:8] == b"ftyp":
        brand = head[8:12]
        if brand.startswith(b"3g"):
            return "3gp"
        return "mov" if brand == b"qt  " else "mp4"
    if head.startswith(b"\x1aE\xdf\xa3"):
        return "webm" if b"webm" in data[:4096] else "mkv"
    if head.startswith(b"OggS"):
        return "ogg"
    if head.startswith(b"RIFF") and head[8:12] == b"AVI ":
        return "avi"
    return None


def image_too_large() -> str:
    """The message for an image over its size limit."""
    megabytes = get_settings().image_max_bytes // 2**20
    return f"Images can be at most {megabytes} MB"


def video_too_large() -> str:
    """The message for a video over its size limit."""
    megabytes = get_settings().video_max_bytes // 2**20
    return f"Videos can be at most {megabytes} MB"


def process_image(data: bytes, crop: Crop | None = None) -> ProcessedImage:
    """Bomb check, EXIF orientation, metadata stripped, fit 4000 px, the framed crop (else a
    centred square), JPEG q90; 1080 and 480 px copies in JPEG and WebP (square_images does
    the heavy part in one pass over the decoded region)."""
    try:
        image = square_image(data, MAIN_SIDE, crop)
    except Invalid as exc:
        raise Invalid(exc.message if exc.message in (images.UNSUPPORTED_FORMAT, CROP_TOO_SMALL)
                      else ONLY_MEDIA) from None
    medium = images.fit_longest_side(image, DERIVATIVE_SIDES["medium"])
    # The thumb comes from the medium copy: a fraction of the work, the same look.
    smaller = {"thumb": images.fit_longest_side(medium, DERIVATIVE_SIDES["thumb"]),
               "medium": medium}
    derivatives = {name: images.jpeg_bytes(copy, quality=82) for name, copy in smaller.items()}
    webp = {f"{name}_webp": images.webp_bytes(copy) for name, copy in smaller.items()}
    return ProcessedImage(images.jpeg_bytes(image, quality=90), derivatives, webp,
                          images.placeholder_uri(smaller["thumb"]))


def stage_media(data: bytes, staged: StagedFiles, crop: Crop | None = None) -> dict:
    """Check and stage one upload (an image cut to `crop` when given); returns its media
    entry {url, type, thumb, medium}."""
    settings = get_settings()
    extension = video_extension(data)
    if extension is not None:
        if len(data) > settings.video_max_bytes:
            raise TooLarge(video_too_large())
        if crop is not None:
            raise Invalid(ONLY_IMAGES_CROP)
        return stage_video(data, extension, staged)
    if len(data) > settings.image_max_bytes:
        raise TooLarge(image_too_large())
    return stage_processed(process_image(data, crop), staged)


def stage_processed(image: ProcessedImage, staged: StagedFiles) -> dict:
    """Stage an already processed image and its derivatives."""
    entry = {"url": staged.add(image.main, "portfolio", ".jpg"), "type": "image"}
    _stage_derivatives(image, staged, entry, "")
    if image.placeholder:
        entry["blur"] = image.placeholder
    entry["bytes"] = len(image.main) + sum(len(d) for d in image.derivatives.values()) + sum(
        len(d) for d in image.webp.values())  # what it takes of its owner's storage quota
    return entry


def _stage_derivatives(image: ProcessedImage, staged: StagedFiles, entry: dict,
                       prefix: str) -> None:
    """The 1080/480 px JPEGs, each with its WebP twin beside it (webp_twins)."""
    for name, data in image.derivatives.items():
        entry[name] = staged.add(data, "portfolio", f"{prefix}.{name}.jpg")
        twin = image.webp.get(webp_twins.TWIN_KEYS[name])
        if twin is not None:
            entry[webp_twins.TWIN_KEYS[name]] = staged.add_twin(entry[name], twin)


def stage_video(data: bytes, extension: str, staged: StagedFiles) -> dict:
    """Validate a video by decoding it, stage the original (private) and its poster images.

    The entry waits in "processing" until a job writes its web renditions."""
    from . import video  # FFmpeg loads only when a video arrives (image uploads stay lean)

    info = video.probe(data)
    original = staged.add(data, ORIGINALS_FOLDER, f".{extension}")
    poster = process_image(images.jpeg_bytes(info.poster, quality=92))
    entry = {"url": original, "type": "video", "original": original,
             "poster": staged.add(poster.main, "portfolio", ".poster.jpg"),
             "renditions": {}, "state": PROCESSING, "error": "", "job": None,
             "width": info.width, "height": info.height, "rotation": info.rotation,
             "duration": round(info.duration, 2)}
    _stage_derivatives(poster, staged, entry, ".poster")
    entry["blur"] = poster.placeholder
    entry["bytes"] = len(data) + len(poster.main) + sum(len(d) for d in (
        *poster.derivatives.values(), *poster.webp.values()))  # renditions add theirs when made
    return entry


# Every key of a media entry that names a file (renditions aside); only "original" is private.
FILE_KEYS = ("url", "thumb", "medium", "thumb_webp", "medium_webp", "original", "poster")


def media_urls(entry: dict) -> list[str]:
    """Every file URL one media entry owns."""
    urls = [entry.get(key) for key in FILE_KEYS]
    urls += list((entry.get("renditions") or {}).values())
    return list(dict.fromkeys(u for u in urls if u))


def entry_state(entry: dict) -> str:
    """ready, processing or failed (images are always ready)."""
    return entry.get("state") or READY


def media_summary(media: list[dict]) -> tuple[str, str]:
    """(state, error) of a portfolio's media: processing wins, then the first failure."""
    states = [entry_state(m) for m in media]
    if PROCESSING in states:
        return PROCESSING, ""
    failed = next((m for m in media if entry_state(m) == FAILED), None)
    if failed is not None:
        return FAILED, failed.get("error") or ""
    return READY, ""


def is_entry(entry: dict, url: str) -> bool:
    """Whether a URL names this entry (its current URL or, for videos, its original)."""
    return url in (entry.get("url"), entry.get("original"))
