"""WebP copies of the 1080 and 480 px JPEGs, stored under the JPEG's name with `.webp`
(`portfolio/<hex>.medium.jpg` -> `portfolio/<hex>.medium.webp`), so /media can answer a JPEG
URL with its WebP twin when the browser says it takes WebP (about a third fewer bytes)."""

# Media entry keys: each JPEG derivative and its WebP twin.
TWIN_KEYS = {"thumb": "thumb_webp", "medium": "medium_webp"}
TWINNED_SUFFIXES = (".thumb.jpg", ".medium.jpg")


def twin_key(key: str) -> str | None:
    """The WebP twin's key of a JPEG derivative's key (None for any other key)."""
    return key[:-len(".jpg")] + ".webp" if key.endswith(TWINNED_SUFFIXES) else None


def has_twin(path: str) -> bool:
    """Whether a media path is a JPEG derivative that may have a WebP twin."""
    return twin_key(path) is not None


def accepts_webp(accept: str) -> bool:
    """Whether an Accept header names image/webp (with a quality above 0). Wildcards do not
    count: browsers without WebP send `*/*` too."""
    for item in accept.split(","):
        media_type, *params = (part.strip() for part in item.split(";"))
        if media_type.lower() != "image/webp":
            continue
        for param in params:
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    return float(value) > 0
                except ValueError:
                    return False
        return True
    return False
