"""Fresh names for a portfolio's public files, so URLs handed out while it was public stop
working once it is hidden (the files are then reachable only by the names its owner is given)."""

from . import media_store, webp_twins
from .media_pipeline import FILE_KEYS

PUBLIC_KEYS = tuple(k for k in FILE_KEYS if k != "original")  # originals are never public


def renamed_media(media: list[dict], staged: media_store.StagedFiles) -> tuple[list[dict], list[str]]:
    """(media entries naming fresh copies, the old URLs to delete after the commit)."""
    renames: dict[str, str] = {}

    def fresh(url, twin_of=None):
        if not url or url == (entry.get("original") if isinstance(entry, dict) else None):
            return url
        if url not in renames:
            renames[url] = staged.rename(url, twin_of=twin_of)
        return renames[url]

    def is_twin(jpeg_url, webp_url) -> bool:
        key = media_store.key_for_url(jpeg_url) or ""
        return bool(webp_url) and media_store.key_for_url(webp_url) == webp_twins.twin_key(key)

    result = []
    for entry in media:
        if not isinstance(entry, dict):
            result.append(entry)
            continue
        updated = dict(entry)
        twins = {webp: jpeg for jpeg, webp in webp_twins.TWIN_KEYS.items()
                 if is_twin(entry.get(jpeg), entry.get(webp))}
        for key in PUBLIC_KEYS:  # JPEGs before their WebP twins, which follow their names
            if updated.get(key):
                updated[key] = fresh(updated[key], updated[twins[key]] if key in twins else None)
        if updated.get("renditions"):
            updated["renditions"] = {name: fresh(url)
                                     for name, url in updated["renditions"].items()}
        result.append(updated)
    old = [url for url, new in renames.items() if new != url]
    return result, old
