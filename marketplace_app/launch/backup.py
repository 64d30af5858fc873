"""`marketplace --backup FILE` / `--restore FILE`: the database and media in one zip file.

The database is copied with SQLite's online backup API, so a backup taken while the kiosk
serves is one consistent moment. Media files are written under their final names before the
database row that names them is committed, so copying them after the database leaves no row
without its file (a few newer, unreferenced files are swept at the next start).
"""

import shutil
import sqlite3
import tempfile
import time
import zipfile
from contextlib import closing
from pathlib import Path

DATABASE = "marketplace.db"
MEDIA = "media"
# The secrets that the data needs (KYC fields are encrypted with .kyc_key; tokens signed with
# .jwt_secret), and the owner-account marker.
KEPT_FILES = (".kyc_key", ".jwt_secret", ".owner-account")
SKIPPED_MEDIA = ("staging",)  # files picked in forms that were never sent


class BackupError(Exception):
    """A backup or restore that cannot go ahead; the message says why."""


def _copy_database(source: Path, target: Path) -> None:
    with closing(sqlite3.connect(f"file:{source.as_posix()}?mode=ro", uri=True)) as live, \
            closing(sqlite3.connect(target)) as copy:
        live.backup(copy)


def _private_zip(path: Path) -> zipfile.ZipFile:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.touch(mode=0o600)
    path.chmod(0o600)  # holds the data's secrets: only its owner may read it
    return zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=1)


def backup(data_dir: Path, target: Path) -> Path:
    """Write data_dir's database, media and secrets to the zip file target."""
    database = data_dir / DATABASE
    if not database.is_file():
        raise BackupError(f"No marketplace data in {data_dir}")
    target = target.expanduser().resolve()
    partial = target.with_name(target.name + ".partial")
    with tempfile.TemporaryDirectory(prefix="marketplace-backup-") as work:
        snapshot = Path(work) / DATABASE
        _copy_database(database, snapshot)
        with _private_zip(partial) as archive:
            archive.write(snapshot, DATABASE)
            for name in KEPT_FILES:
                if (data_dir / name).is_file():
                    archive.write(data_dir / name, name)
            media = data_dir / MEDIA
            for path in sorted(media.rglob("*")) if media.is_dir() else ():
                relative = path.relative_to(media)
                if path.is_file() and relative.parts[0] not in SKIPPED_MEDIA:
                    # Stored, not deflated: photos and videos are compressed already.
                    archive.write(path, f"{MEDIA}/{relative.as_posix()}",
                                  compress_type=zipfile.ZIP_STORED)
    partial.replace(target)
    return target


def _check_archive(archive: zipfile.ZipFile, work: Path) -> None:
    names = archive.namelist()
    if DATABASE not in names:
        raise BackupError("This file is not a marketplace backup (no database inside)")
    for name in names:
        if name.startswith("/") or ".." in Path(name).parts:
            raise BackupError(f"This backup holds an unsafe path: {name}")
    archive.extractall(work)
    with closing(sqlite3.connect(work / DATABASE)) as db:
        if db.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
            raise BackupError("The database in this backup is damaged")


def restore(data_dir: Path, source: Path) -> Path | None:
    """Replace data_dir's database, media and secrets with the backup's; the data that was there
    is saved first. Returns that safety backup (None when the folder had no data)."""
    source = source.expanduser().resolve()
    if not zipfile.is_zipfile(source):
        raise BackupError(f"{source} is not a marketplace backup")
    data_dir.mkdir(parents=True, exist_ok=True)
    safety = None
    if (data_dir / DATABASE).is_file():
        safety = backup(data_dir, data_dir / "backups" / f"before-restore-{_stamp()}.zip")
    with tempfile.TemporaryDirectory(prefix=".restore-", dir=data_dir) as work_dir:
        work = Path(work_dir)
        with zipfile.ZipFile(source) as archive:
            _check_archive(archive, work)
        for suffix in ("-wal", "-shm"):
            (data_dir / (DATABASE + suffix)).unlink(missing_ok=True)
        (work / DATABASE).replace(data_dir / DATABASE)
        for name in KEPT_FILES:
            if (work / name).is_file():
                (work / name).replace(data_dir / name)
        shutil.rmtree(data_dir / MEDIA, ignore_errors=True)
        if (work / MEDIA).is_dir():
            (work / MEDIA).replace(data_dir / MEDIA)
    return safety


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def backup_before_upgrade(data_dir: Path) -> Path:
    """The safety copy a newer kiosk takes before it migrates an older data folder."""
    return backup(data_dir, data_dir / "backups" / f"before-upgrade-{_stamp()}.zip")
