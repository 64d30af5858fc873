"""Where media bytes live: one small interface, a local-folder and an S3-compatible backend.

Keys look like `portfolio/<hex>.jpg`. `stage` makes an object that is not yet visible (local) or
not yet referenced (S3); `publish` makes it final; `discard` removes it. Services use these
through media_store, never a backend directly.
"""

import mimetypes
import os
import shutil
from abc import ABC, abstractmethod
from collections.abc import Iterator
from pathlib import Path


class MediaStorage(ABC):
    """The operations media needs from a store of bytes."""

    name: str

    @abstractmethod
    def stage(self, key: str, data: bytes) -> None:
        """Write bytes that `publish` will make final and `discard` will remove."""

    @abstractmethod
    def publish(self, key: str) -> None:
        """Make a staged key final."""

    @abstractmethod
    def discard(self, key: str) -> None:
        """Remove a staged key."""

    @abstractmethod
    def delete(self, key: str) -> None:
        """Remove a published key (missing keys are fine)."""

    @abstractmethod
    def read(self, key: str) -> bytes | None:
        """The published bytes, or None."""

    @abstractmethod
    def exists(self, key: str) -> bool:
        """Whether a published key is there."""

    @abstractmethod
    def copy(self, key: str, new_key: str) -> None:
        """Make the same bytes available under another key as well."""

    @abstractmethod
    def fetch(self, key: str, target: Path) -> bool:
        """Put the published bytes into a local file (a job's scratch copy); False if missing."""

    @abstractmethod
    def put_file(self, key: str, source: Path) -> None:
        """Publish a local file (a job's output) under a key; the file is consumed."""

    @abstractmethod
    def size(self, key: str) -> int | None:
        """Bytes of a published key, or None when it is missing."""

    @abstractmethod
    def keys_older_than(self, cutoff: float) -> Iterator[str]:
        """Every key last written before `cutoff` (a Unix time), leftovers included."""


# Portfolio files can stop being public (their portfolio is disabled, and they are renamed):
# a reader's browser may reuse what it already saw for the 5 minutes the spec lets a feed be
# stale, but a shared cache (CDN, proxy) answers everyone, so it keeps them only seconds
# (then a cheap 304 revalidation). Profile photos never change under a name nor turn private.
SHORT_LIVED_FOLDERS = ("portfolio",)
SHORT_CACHE = "public, max-age=300, s-maxage=5"
LONG_CACHE = "public, max-age=31536000, immutable"


def cache_control(key: str) -> str:
    """The Cache-Control header a media key is served with."""
    return SHORT_CACHE if key.lstrip("/").split("/", 1)[0] in SHORT_LIVED_FOLDERS else LONG_CACHE


def content_type(key: str) -> str:
    """MIME type from the key's extension."""
    return mimetypes.guess_type(key)[0] or "application/octet-stream"


class LocalStorage(MediaStorage):
    """A folder on this machine; staged files carry a hidden temporary name until published."""

    name = "local"

    def __init__(self, root: Path) -> None:
        self.root = Path(root)

    def path(self, key: str) -> Path | None:
        """The file for a key, or None when the key escapes the folder."""
        root = self.root.resolve()
        path = (root / key).resolve()
        return path if root in path.parents else None

    def _temp(self, key: str) -> Path:
        final = self.root / key
        return final.with_name(f".{final.name}.tmp")

    def stage(self, key: str, data: bytes) -> None:
        # Written atomically under the final name before the commit that references it, so a
        # crash can never leave a committed row without its file (media_sweep removes files
        # whose commit never came).
        temp = self._temp(key)
        temp.parent.mkdir(parents=True, exist_ok=True)
        temp.write_bytes(data)
        os.replace(temp, self.root / key)

    def publish(self, key: str) -> None:
        """Nothing to do: the file already sits under its final name."""

    def discard(self, key: str) -> None:
        self.delete(key)

    def delete(self, key: str) -> None:
        path = self.path(key)
        if path is not None:
            path.unlink(missing_ok=True)

    def read(self, key: str) -> bytes | None:
        path = self.path(key)
        return path.read_bytes() if path is not None and path.is_file() else None

    def exists(self, key: str) -> bool:
        path = self.path(key)
        return path is not None and path.is_file()

    def copy(self, key: str, new_key: str) -> None:
        source, target = self.path(key), self.path(new_key)
        if source is None or target is None:
            raise ValueError("media key outside the media folder")
        target.parent.mkdir(parents=True, exist_ok=True)
        try:
            os.link(source, target)  # same bytes, no copy; the old name is deleted later
        except OSError:
            temp = self._temp(new_key)
            shutil.copyfile(source, temp)
            os.replace(temp, target)

    def fetch(self, key: str, target: Path) -> bool:
        source = self.path(key)
        if source is None or not source.is_file():
            return False
        try:
            os.link(source, target)  # no copy of a large original on the same disk
        except OSError:
            shutil.copyfile(source, target)
        return True

    def put_file(self, key: str, source: Path) -> None:
        target = self.path(key)
        if target is None:
            raise ValueError("media key outside the media folder")
        target.parent.mkdir(parents=True, exist_ok=True)
        try:
            os.replace(source, target)
        except OSError:  # another file system: copy under a temporary name first
            temp = self._temp(key)
            shutil.copyfile(source, temp)
            os.replace(temp, target)
            source.unlink()

    def size(self, key: str) -> int | None:
        path = self.path(key)
        return path.stat().st_size if path is not None and path.is_file() else None

    def keys_older_than(self, cutoff: float) -> Iterator[str]:
        root = self.root.resolve()
        for path in root.rglob("*"):
            relative = path.relative_to(root)
            # Video jobs clean their own scratch folder (.work), running or not.
            if ".work" not in relative.parts and path.is_file() and \
                    path.stat().st_mtime <= cutoff:
                yield relative.as_posix()


class S3Storage(MediaStorage):
    """A bucket on any S3-compatible service (AWS S3, MinIO, R2, ...), through boto3.

    Objects are uploaded when staged under their final key (their random names are unknown to
    anyone until the database row that names them is committed) and deleted on discard.
    """

    name = "s3"

    def __init__(self, bucket: str, *, endpoint_url: str | None = None,
                 region: str | None = None, prefix: str = "", url_seconds: int = 3600,
                 client=None) -> None:
        if client is None:
            import boto3  # only hosted deployments need it
            from botocore.config import Config

            client = boto3.client("s3", endpoint_url=endpoint_url, region_name=region,
                                  config=Config(signature_version="s3v4", retries={
                                      "max_attempts": 3, "mode": "standard"}))
        self.client, self.bucket = client, bucket
        self.prefix = prefix.strip("/") + "/" if prefix.strip("/") else ""
        self.url_seconds = url_seconds

    def _object(self, key: str) -> str:
        return f"{self.prefix}{key}"

    def stage(self, key: str, data: bytes) -> None:
        self.client.put_object(Bucket=self.bucket, Key=self._object(key), Body=data,
                               ContentType=content_type(key),
                               CacheControl=cache_control(key))

    def publish(self, key: str) -> None:
        """Nothing to do: the object already sits under its final key."""

    def discard(self, key: str) -> None:
        self.delete(key)

    def delete(self, key: str) -> None:
        self.client.delete_object(Bucket=self.bucket, Key=self._object(key))

    def read(self, key: str) -> bytes | None:
        try:
            return self.client.get_object(Bucket=self.bucket, Key=self._object(key))["Body"].read()
        except self.client.exceptions.NoSuchKey:
            return None

    def exists(self, key: str) -> bool:
        from botocore.exceptions import ClientError

        try:
            self.client.head_object(Bucket=self.bucket, Key=self._object(key))
        except ClientError as error:
            if error.response.get("Error", {}).get("Code") in ("404", "NoSuchKey", "NotFound"):
                return False
            raise
        return True

    def copy(self, key: str, new_key: str) -> None:
        # REPLACE: the copy gets today's headers, not those its source was uploaded with.
        self.client.copy_object(Bucket=self.bucket, Key=self._object(new_key),
                                CopySource={"Bucket": self.bucket, "Key": self._object(key)},
                                MetadataDirective="REPLACE", ContentType=content_type(new_key),
                                CacheControl=cache_control(new_key))

    def fetch(self, key: str, target: Path) -> bool:
        from botocore.exceptions import ClientError

        try:
            self.client.download_file(self.bucket, self._object(key), str(target))
        except ClientError as error:
            if error.response.get("Error", {}).get("Code") in ("404", "NoSuchKey"):
                target.unlink(missing_ok=True)
                return False
            raise
        return True

    def put_file(self, key: str, source: Path) -> None:
        self.client.upload_file(str(source), self.bucket, self._object(key), ExtraArgs={
            "ContentType": content_type(key), "CacheControl": cache_control(key)})
        source.unlink()

    def size(self, key: str) -> int | None:
        from botocore.exceptions import ClientError

        try:
            return self.client.head_object(Bucket=self.bucket,
                                           Key=self._object(key))["ContentLength"]
        except ClientError as error:
            if error.response.get("Error", {}).get("Code") in ("404", "NoSuchKey", "NotFound"):
                return None
            raise

    def keys_older_than(self, cutoff: float) -> Iterator[str]:
        pages = self.client.get_paginator("list_objects_v2").paginate(Bucket=self.bucket,
                                                                       Prefix=self.prefix)
        for page in pages:
            for found in page.get("Contents", []):
                if found["LastModified"].timestamp() <= cutoff:
                    yield found["Key"][len(self.prefix):]

    def signed_url(self, key: str, *, download_as: str | None = None) -> str:
        """A time-limited GET URL for a private bucket; `download_as` makes it a private
        download under that file name."""
        params = {"Bucket": self.bucket, "Key": self._object(key)}
        if download_as:
            params["ResponseContentDisposition"] = f'attachment; filename="{download_as}"'
            params["ResponseCacheControl"] = "private, no-store"
        return self.client.generate_presigned_url("get_object", Params=params,
                                                  ExpiresIn=self.url_seconds)
