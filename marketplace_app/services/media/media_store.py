"""Media files behind our URLs (`/media/<folder>/<name>`), in the configured storage.

Bytes are staged under a temporary name and published after the database commit, so a failed
write leaves nothing behind. The storage is the media folder or an S3-compatible bucket
(MARKETPLACE_MEDIA_STORAGE); every URL stays `/media/<key>` either way.
"""

import uuid
from pathlib import Path

from ...settings import get_settings
from . import webp_twins
from .storage import LocalStorage, MediaStorage, S3Storage

_storage: MediaStorage | None = None
PUBLIC_FOLDERS = ("portfolio", "profile")


class StorageMisconfigured(RuntimeError):
    """The operator's media settings are incomplete (a start-up error, not a user's)."""


def media_root() -> Path:
    """The local media folder, created on demand."""
    root = get_settings().media_root
    root.mkdir(parents=True, exist_ok=True)
    return root


def _configured_storage() -> MediaStorage:
    settings = get_settings()
    if settings.media_storage == "local":
        return LocalStorage(media_root())
    if settings.media_storage == "s3":
        if not settings.s3_bucket:
            raise StorageMisconfigured("set MARKETPLACE_S3_BUCKET for MARKETPLACE_MEDIA_STORAGE=s3")
        return S3Storage(settings.s3_bucket, endpoint_url=settings.s3_endpoint_url,
                         region=settings.s3_region, prefix=settings.s3_prefix,
                         url_seconds=settings.s3_url_seconds)
    raise StorageMisconfigured("MARKETPLACE_MEDIA_STORAGE must be local or s3")


def storage() -> MediaStorage:
    """The process-wide media storage, made from the settings on first use."""
    global _storage
    if _storage is None:
        _storage = _configured_storage()
    return _storage


def use_storage(new: MediaStorage | None) -> MediaStorage | None:
    """Swap the storage (None: back to the settings'); returns the previous one."""
    global _storage
    previous, _storage = _storage, new
    return previous


def url_for(relative: str) -> str:
    """Site-absolute URL of a media key."""
    return f"{get_settings().media_url_prefix.rstrip('/')}/{relative}"


def key_for_url(url: str | None) -> str | None:
    """The storage key behind one of our media URLs, or None for anything else."""
    prefix = get_settings().media_url_prefix.rstrip("/") + "/"
    if not url or not url.startswith(prefix):
        return None
    key = url[len(prefix):].split("?", 1)[0]
    parts = key.split("/")
    if not key or any(p in ("", ".", "..") or p.startswith(".") for p in parts):
        return None
    return key


def path_for_url(url: str | None) -> Path | None:
    """The local file behind one of our media URLs, or None (anything else, or not local)."""
    key, store = key_for_url(url), storage()
    if key is None or not isinstance(store, LocalStorage):
        return None
    return store.path(key)


def read_url(url: str | None) -> bytes | None:
    """The bytes behind one of our media URLs, from whichever storage holds them."""
    key = key_for_url(url)
    return None if key is None else storage().read(key)


def fetch_url(url: str | None, target: Path) -> bool:
    """Copy the file behind one of our media URLs into a local file; False when it is missing."""
    key = key_for_url(url)
    return key is not None and storage().fetch(key, target)


def size_of_url(url: str | None) -> int:
    """Bytes of the file behind one of our media URLs (0 when missing or not ours)."""
    key = key_for_url(url)
    return (storage().size(key) or 0) if key is not None else 0


def private_download(url: str | None, filename: str) -> Path | str | None:
    """Where the caller, already checked as allowed, downloads a private file as `filename`:
    its local path, or a short-lived signed URL of the bucket; None when it is missing."""
    key, store = key_for_url(url), storage()
    if key is None or not store.exists(key):
        return None
    if isinstance(store, S3Storage):
        return store.signed_url(key, download_as=filename)
    return store.path(key) if isinstance(store, LocalStorage) else None


def store_file(key: str, source: Path) -> str:
    """Publish a local file (consumed) under a key; returns its URL."""
    storage().put_file(key, source)
    return url_for(key)


def exists(key: str) -> bool:
    """Whether the store holds a published key."""
    return storage().exists(key)


def is_public_key(key: str) -> bool:
    """Whether anyone may read a key: only the folders of published works and profile photos
    (originals, staged previews and everything else stay private)."""
    return key.split("/", 1)[0] in PUBLIC_FOLDERS and "/" in key


def public_url_for_key(key: str) -> str | None:
    """Where a browser fetches a key from a bucket: the public/CDN URL or a signed one."""
    store = storage()
    if not isinstance(store, S3Storage):
        return None
    public = get_settings().s3_public_url
    return f"{public.rstrip('/')}/{key}" if public else store.signed_url(key)


class StagedFiles:
    """Files written (atomically, under their final names) before the database commit that
    references them: `publish` after the commit keeps them, leaving without it deletes them.
    A crash in between leaves only unreferenced files, which `media_sweep` removes; it can
    never leave a committed row pointing at a missing file."""

    def __init__(self) -> None:
        self._store = storage()
        self._pending: list[str] = []

    def add(self, data: bytes, folder: str, suffix: str) -> str:
        """Write bytes under their final key; returns their URL."""
        key = f"{folder}/{uuid.uuid4().hex}{suffix}"
        self._store.stage(key, data)
        self._pending.append(key)
        return url_for(key)

    def add_twin(self, url: str, data: bytes) -> str:
        """Write a JPEG derivative's WebP twin under its name (webp_twins); returns its URL."""
        key = webp_twins.twin_key(key_for_url(url) or "")
        if key is None:
            raise ValueError(f"{url} has no WebP twin")
        self._store.stage(key, data)
        self._pending.append(key)
        return url_for(key)

    def rename(self, url: str, *, twin_of: str | None = None) -> str:
        """The same file under a fresh random name (the old one stays until deleted); returns
        the new URL, or the URL unchanged when it is not one of ours. With `twin_of` (a JPEG
        derivative's new URL) the file becomes that JPEG's WebP twin."""
        key = key_for_url(url)
        if key is None:
            return url
        folder, name = key.rsplit("/", 1) if "/" in key else ("", key)
        dot = name.find(".")
        suffix = name[dot:] if dot >= 0 else ""
        new_key = f"{folder}/{uuid.uuid4().hex}{suffix}" if folder else f"{uuid.uuid4().hex}{suffix}"
        if twin_of is not None:
            new_key = webp_twins.twin_key(key_for_url(twin_of) or "") or new_key
        self._store.copy(key, new_key)
        self._pending.append(new_key)
        return url_for(new_key)

    def publish(self) -> None:
        """The commit succeeded: keep every file."""
        for key in self._pending:
            self._store.publish(key)
        self._pending.clear()

    def discard(self) -> None:
        """Delete every file not published."""
        for key in self._pending:
            self._store.discard(key)
        self._pending.clear()

    def __enter__(self) -> "StagedFiles":
        return self

    def __exit__(self, *exc) -> None:
        self.discard()


def delete_urls(urls) -> None:
    """Remove the files behind our media URLs (others are ignored)."""
    store = storage()
    for url in urls:
        key = key_for_url(url)
        if key is not None:
            store.delete(key)
