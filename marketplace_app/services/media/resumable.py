"""Resumable uploads (the tus 1.0 protocol's rules): a talent declares a file's length, sends
its bytes in as many requests as the network allows, and asks where it stopped. Every call
names its caller first; an upload lives in its owner's folder and is found for no one else.
Its declared length counts in the owner's quota from the start; it expires after a day
(a setting). It names the form it is meant for: that form's files and the uploads still
open for it may not pass the form's file limit, so a 6th file is refused before its bytes are
sent. Once complete, it becomes a staged file of the work form.

Every worker and machine that answers these calls must see the same uploads folder (its
offset is the file's size, its lock an flock on that file): docs/deploy.md."""

import contextlib
import fcntl
import hashlib
import json
import os
import re
import time
import uuid
from dataclasses import asdict, dataclass
from pathlib import Path

from sqlmodel import Session

from ...settings import get_settings
from ..accounts import auth, rate_limits
from ..errors import Conflict, Forbidden, Invalid, NotFound, TooLarge
from ..portfolios.portfolios import MAX_FILES
from . import media_pipeline, staging, storage_quota, upload_access

NOT_FOUND = "This upload is not there any more. Please add the file again."
WRONG_OFFSET = "This upload has moved on. Ask where it stopped, then go on from there."
BUSY = "This upload is still receiving bytes. Try again in a moment."
NOT_FINISHED = "This upload has not finished yet."
NO_LENGTH = "An upload must say its length"
_ID = re.compile(r"^[0-9a-f]{32}$")
_SNIFF = 64


@dataclass(frozen=True)
class Form:
    """The work form an upload is meant for, as its page's session holds it now."""

    key: str  # names that form on that page session (a digest, never the session's token)
    files: int  # files it holds (attached and waiting)
    too_many: str  # its refusal of one file too many (spec §9 wording, upload or edit)
    signed_in: str  # the sign-in token of that page session


def form_key(client_token: str, handler: str) -> str:
    """The key of one form on one page session."""
    return hashlib.sha256(f"{client_token}\0{handler}".encode()).hexdigest()[:32]


@dataclass
class Upload:
    """Where a resumable upload stands."""

    id: str
    owner: str
    length: int
    name: str
    created: float
    form: str = ""
    offset: int = 0

    @property
    def expires(self) -> float:
        """When it is removed if still unfinished."""
        return self.created + get_settings().resumable_max_age_seconds

    @property
    def finished(self) -> bool:
        """All its bytes are in."""
        return self.offset >= self.length


def _paths(owner: str, upload_id: str) -> tuple[Path, Path]:
    folder = staging.uploads_root() / owner
    return (folder / f"{upload_id}{staging.RESUMABLE_DATA}",
            folder / f"{upload_id}{staging.RESUMABLE_INFO}")


def _talent(session: Session, token: str):
    user = auth.user_for_token(session, token)
    if user.role != "TALENT":
        raise Forbidden(upload_access.TALENT_ONLY)
    return user


def uploader(session: Session, *, token: str) -> str:
    """The id of the signed-in talent calling (Unauthorized/Forbidden for anyone else)."""
    return _talent(session, token).id


def max_length() -> int:
    """The largest file one upload may declare (the video limit)."""
    settings = get_settings()
    return max(settings.video_max_bytes, settings.image_max_bytes)


def create(session: Session, *, token: str, length: int | None, name: str = "",
           form: Form | None = None, now: float | None = None) -> Upload:
    """Open an upload of `length` bytes for the signed-in talent: within the size limit,
    the form's file limit, their upload rate and their quota (which it holds from now on).
    Without a form, the talent's open uploads of no form count against the file limit."""
    user = _talent(session, token)
    if form is not None and auth.user_for_token(session, form.signed_in).id != user.id:
        raise Forbidden(upload_access.NOT_AN_UPLOAD)  # someone else's page session
    if length is None or length < 0:
        raise Invalid(NO_LENGTH)
    if length > max_length():
        raise TooLarge(media_pipeline.video_too_large())
    key = form.key if form is not None else ""
    with _owner_lock(user.id):
        if (form.files if form is not None else 0) + len(_open_for(user.id, key)) >= MAX_FILES:
            raise Invalid(form.too_many if form is not None else
                          upload_access.TOO_MANY_FILES.format(count=MAX_FILES))
        rate_limits.hit("upload", user.id)
        room = min(upload_access.room_left(user.id), storage_quota.upload_room(session, user.id))
        if length > room:
            raise TooLarge(storage_quota.full_message(length, max(0, room)))
        upload = Upload(uuid.uuid4().hex, user.id, length, (name or "file")[:120],
                        now if now is not None else time.time(), key)
        data, info = _paths(user.id, upload.id)
        data.touch()
        _write_info(info, upload)
    return upload


@contextlib.contextmanager
def _owner_lock(owner: str):
    """Held while one of the owner's uploads is opened (across workers sharing the folder)."""
    folder = staging.uploads_root() / owner
    folder.mkdir(parents=True, exist_ok=True)
    handle = os.open(folder, os.O_RDONLY)  # the owner's folder itself is the lock
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield
    finally:
        os.close(handle)


def _open_for(owner: str, key: str) -> list[str]:
    """Ids of the owner's unexpired uploads opened for the form `key` and not yet in it."""
    found, oldest = [], time.time() - get_settings().resumable_max_age_seconds
    for info in (staging.uploads_root() / owner).glob(f"*{staging.RESUMABLE_INFO}"):
        try:
            record = json.loads(info.read_text())
            if record.get("form", "") == key and float(record["created"]) > oldest:
                found.append(info.name[:-len(staging.RESUMABLE_INFO)])
        except (OSError, ValueError, TypeError, KeyError, AttributeError):
            continue
    return found


def _write_info(path: Path, upload: Upload) -> None:
    record = {k: v for k, v in asdict(upload).items() if k != "offset"}
    temporary = path.with_name(f".{path.name}.tmp")
    temporary.write_text(json.dumps(record))
    os.replace(temporary, path)


def _load(owner: str, upload_id: str, now: float | None = None) -> Upload:
    if not _ID.match(upload_id or ""):
        raise NotFound(NOT_FOUND)
    data, info = _paths(owner, upload_id)
    try:
        record = json.loads(info.read_text())
        upload = Upload(**record, offset=data.stat().st_size)
    except (OSError, ValueError, TypeError):
        raise NotFound(NOT_FOUND) from None
    if upload.owner != owner:
        raise NotFound(NOT_FOUND)
    if (now if now is not None else time.time()) >= upload.expires:
        _remove(owner, upload_id)
        raise NotFound(NOT_FOUND)
    return upload


def status(session: Session, *, token: str, upload_id: str) -> Upload:
    """Where the caller's upload stopped (NotFound for anyone else's)."""
    return _load(_talent(session, token).id, upload_id)


def terminate(session: Session, *, token: str, upload_id: str) -> None:
    """The owner gives the upload up: its bytes go and its quota is free again."""
    user = _talent(session, token)
    _load(user.id, upload_id)
    _remove(user.id, upload_id)


def _remove(owner: str, upload_id: str) -> None:
    for path in (*_paths(owner, upload_id), _stop_path(owner, upload_id)):
        path.unlink(missing_ok=True)


def _stop_path(owner: str, upload_id: str) -> Path:
    return staging.uploads_root() / owner / f"{upload_id}{staging.RESUMABLE_STOP}"


def is_held(upload: Upload) -> bool:
    """Whether a request (in any worker sharing the folder) is writing the upload now."""
    data, _ = _paths(upload.owner, upload.id)
    try:
        with data.open("rb") as probe:
            fcntl.flock(probe.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return False
    return False


def take_over(upload: Upload, wait_seconds: float) -> None:
    """Ask the request writing the upload, in whichever worker, to stop (it keeps what it
    received) and wait until it has, at most `wait_seconds`. The owner's next request calls
    it: after a lost signal the old request may hang on a dead connection for minutes."""
    if not is_held(upload):
        return
    stop = _stop_path(upload.owner, upload.id)
    stop.touch()
    try:
        deadline = time.monotonic() + wait_seconds
        while is_held(upload) and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        stop.unlink(missing_ok=True)


class Appender:
    """Receives the next bytes of one upload, at the offset it stands at; holds the upload
    so no other request writes to it meanwhile. Use as a context manager."""

    def __init__(self, upload: Upload):
        self.upload = upload
        data, _ = _paths(upload.owner, upload.id)
        self._file = data.open("r+b")
        try:
            fcntl.flock(self._file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            self._file.close()
            raise Conflict(BUSY) from None
        self._started = time.time()
        self._stop = _stop_path(upload.owner, upload.id)
        self._file.seek(0, os.SEEK_END)
        self.offset = self._file.tell()
        self._file.seek(0)
        self._head = self._file.read(_SNIFF)
        self._file.seek(self.offset)

    def write(self, data: bytes) -> None:
        """Append bytes; TooLarge (and the upload removed) past a limit."""
        if self.offset + len(data) > self.upload.length:
            raise TooLarge(media_pipeline.video_too_large())
        self._file.write(data)
        self.offset += len(data)
        if len(self._head) < _SNIFF:
            self._head += data[:_SNIFF - len(self._head)]
            self._check_kind()

    def _check_kind(self) -> None:
        # An image may be far smaller than a video: known by its first bytes.
        if len(self._head) < min(_SNIFF, self.upload.length):
            return
        if media_pipeline.video_extension(self._head) is None and \
                self.upload.length > get_settings().image_max_bytes:
            self.close()
            _remove(self.upload.owner, self.upload.id)
            raise TooLarge(media_pipeline.image_too_large())

    def asked_to_stop(self) -> bool:
        """Whether another request for the upload asked this one to stop (take_over)."""
        try:
            # An ask older than this request was for another (a second's slack for coarse
            # file times: a taker removes its ask once done, so old ones are rare).
            return self._stop.stat().st_mtime >= self._started - 1.0
        except OSError:
            return False

    def close(self) -> int:
        """Keep what arrived (also when the connection broke); returns the new offset."""
        if not self._file.closed:
            with contextlib.suppress(OSError):
                self._file.flush()
                os.fsync(self._file.fileno())
            self._file.close()  # closing releases the lock
        return self.offset

    def __enter__(self) -> "Appender":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def append(session: Session, *, token: str, upload_id: str, offset: int) -> Appender:
    """Start receiving the caller's upload at `offset`, which must be where it stopped."""
    upload = _load(_talent(session, token).id, upload_id)
    if offset != upload.offset:
        raise Conflict(WRONG_OFFSET)
    appender = Appender(upload)
    if appender.offset != offset:  # another request wrote meanwhile
        appender.close()
        raise Conflict(WRONG_OFFSET)
    return appender


def claim(owner: str, upload_id: str) -> staging.StagedUpload:
    """The owner's finished upload, handed to their form as a staged file (once)."""
    upload = _load(owner, upload_id)
    if not upload.finished:
        raise Conflict(NOT_FINISHED)
    data, info = _paths(owner, upload_id)
    target = data.with_name(f"{upload_id}.upload")
    os.replace(data, target)
    info.unlink(missing_ok=True)
    os.utime(target)  # the form's own clock starts now
    return staging.describe(upload_id, upload.name, target, owner=owner)


def sweep(now: float | None = None) -> int:
    """Remove uploads past their expiry (and bytes whose record is gone); returns how many."""
    now = now if now is not None else time.time()
    removed = 0
    root = staging.uploads_root()
    for info in root.glob(f"*/*{staging.RESUMABLE_INFO}"):
        upload_id = info.name[:-len(staging.RESUMABLE_INFO)]
        try:
            _load(info.parent.name, upload_id, now)
        except NotFound:
            _remove(info.parent.name, upload_id)
            removed += 1
    for data in root.glob(f"*/*{staging.RESUMABLE_DATA}"):
        upload_id = data.name[:-len(staging.RESUMABLE_DATA)]
        if not _paths(data.parent.name, upload_id)[1].exists():
            with contextlib.suppress(OSError):
                if data.stat().st_mtime < now - 60:
                    data.unlink()
                    removed += 1
    return removed
