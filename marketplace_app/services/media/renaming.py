"""Fresh names for a portfolio's public files, so URLs handed out while it was public stop
working once it is hidden (the files are then reachable only by the names its owner is given)."""

from . import media_store
from .media_pipeline import FILE_KEYS

PUBLIC_KEYS = tuple(k for k in FILE_KEYS if k != "original")  # originals are never public


def renamed_media(media: list[dict], staged: media_store.StagedFiles) -> tuple[list[dict], list[str]]:
    """(media entries naming fresh copies, the old URLs to delete after the commit)."""
    renames: dict[str, str] = {}

    def fresh(url):
        if not url or url == (entry.get("original") if isinstance(entry, dict) else None):
            return url
        if url not in renames:
            renames[url] = staged.rename(url)
        return renames[url]

    result = []
    for entry in media:
        if not isinstance(entry, dict):
            result.append(entry)
            continue
        updated = dict(entry)
        for key in PUBLIC_KEYS:
            if updated.get(key):
                updated[key] = fresh(updated[key])
        if updated.get("renditions"):
            updated["renditions"] = {name: fresh(url)
                                     for name, url in updated["renditions"].items()}
        result.append(updated)
    old = [url for url, new in renames.items() if new != url]
    return result, old
