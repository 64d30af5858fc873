"""Issue 33 parts 2, 3 and 5: the owner's data is safe (backup and restore while running, a
backup before an upgrade) and a second launch opens the running kiosk."""

import http.server
import os
import sqlite3
import subprocess
import sys
import threading
import zipfile
from contextlib import closing
from pathlib import Path

import pytest
from alembic.config import Config
from alembic.runtime.environment import EnvironmentContext
from alembic.script import ScriptDirectory

from marketplace_app.launch import backup, instance, kiosk
from marketplace_app.launch.schema_check import current_revisions, head_revisions
from marketplace_app.db import make_engine

ROOT = Path(__file__).resolve().parents[2]


def _data_folder(path: Path) -> sqlite3.Connection:
    """A kiosk data folder whose last write sits in the WAL (as while it serves); returns the
    open connection, which keeps it there."""
    path.mkdir(parents=True)
    db = sqlite3.connect(path / "marketplace.db")
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA wal_autocheckpoint=0")
    db.execute("CREATE TABLE works (title TEXT)")
    db.execute("INSERT INTO works VALUES ('Jaipur wedding')")
    db.commit()
    (path / "media" / "portfolio").mkdir(parents=True)
    (path / "media" / "portfolio" / "a.jpg").write_bytes(b"jpeg bytes")
    (path / "media" / "staging").mkdir()
    (path / "media" / "staging" / "never-sent.jpg").write_bytes(b"x")
    (path / ".kyc_key").write_text("the key that opens the KYC fields")
    return db


def _titles(folder: Path) -> list[str]:
    with closing(sqlite3.connect(folder / "marketplace.db")) as db:
        return [row[0] for row in db.execute("SELECT title FROM works")]


def test_backup_while_running_then_restore_brings_everything_back(tmp_path):
    live = _data_folder(tmp_path / "data")
    try:
        saved = backup.backup(tmp_path / "data", tmp_path / "studio.zip")
        live.execute("INSERT INTO works VALUES ('after the backup')")
        live.commit()
    finally:
        live.close()
    assert saved.stat().st_mode & 0o077 == 0  # it holds the KYC key: owner-only
    names = zipfile.ZipFile(saved).namelist()
    assert "media/portfolio/a.jpg" in names and "media/staging/never-sent.jpg" not in names

    safety = backup.restore(tmp_path / "data", saved)
    assert _titles(tmp_path / "data") == ["Jaipur wedding"]
    assert (tmp_path / "data" / "media" / "portfolio" / "a.jpg").read_bytes() == b"jpeg bytes"
    assert (tmp_path / "data" / ".kyc_key").read_text() == "the key that opens the KYC fields"
    # The data that was replaced is kept, in case the wrong file was restored.
    backup.restore(tmp_path / "again", safety)
    assert _titles(tmp_path / "again") == ["Jaipur wedding", "after the backup"]


def test_restore_refuses_a_file_that_is_no_backup(tmp_path):
    (tmp_path / "notes.zip").write_bytes(b"not a zip")
    with pytest.raises(backup.BackupError, match="not a marketplace backup"):
        backup.restore(tmp_path / "data", tmp_path / "notes.zip")
    with zipfile.ZipFile(tmp_path / "photos.zip", "w") as archive:
        archive.writestr("a.jpg", b"jpeg")
    with pytest.raises(backup.BackupError, match="no database inside"):
        backup.restore(tmp_path / "data", tmp_path / "photos.zip")


@pytest.fixture
def running_kiosk(tmp_path):
    """Something answering /ping on loopback, recorded as this data folder's kiosk."""
    class Ping(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args):
            pass

    server = http.server.HTTPServer(("127.0.0.1", 0), Ping)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    data = tmp_path / "data"
    data.mkdir()
    instance.remember(data, f"http://localhost:{server.server_address[1]}")
    yield data
    server.shutdown()


def test_a_second_launch_opens_the_running_kiosk(running_kiosk, monkeypatch, capsys):
    opened = []
    monkeypatch.setattr(kiosk, "open_window", lambda url, *args: opened.append(url))
    monkeypatch.setattr(kiosk, "choose_port", lambda *a: pytest.fail("started a second server"))
    assert kiosk.main(["--data-dir", str(running_kiosk)]) == 0
    url = instance.running_url(running_kiosk)
    assert opened == [url] and f"already running: {url}" in capsys.readouterr().out


def test_restore_waits_until_the_kiosk_is_stopped(running_kiosk, tmp_path, capsys):
    assert kiosk.main(["--data-dir", str(running_kiosk), "--restore",
                       str(tmp_path / "x.zip")]) == 2
    assert "stop it first" in capsys.readouterr().err


def test_a_killed_kiosk_is_not_taken_for_a_running_one(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    (data / instance.RECORD).write_text(f'{{"pid": {dead.pid}, "url": "http://localhost:9"}}')
    assert instance.running_url(data) is None


def _upgrade_to(database: Path, revision: str) -> None:
    config = Config(str(ROOT / "alembic.ini"))
    script = ScriptDirectory.from_config(config)
    engine = make_engine(f"sqlite:///{database}")
    try:
        with engine.connect() as conn:
            with EnvironmentContext(config, script, fn=lambda rev, _ctx: script._upgrade_revs(
                    revision, rev)) as env:
                env.configure(connection=conn)
                env.run_migrations()
            conn.commit()
    finally:
        engine.dispose()


def test_a_newer_kiosk_backs_up_an_older_data_folder_then_migrates_it(tmp_path):
    versions = ROOT / "alembic" / "versions"
    (head,) = head_revisions(versions)
    older = next(line.split('"')[1] for path in versions.glob("*.py")
                 if f'revision: str = "{head}"' in (text := path.read_text())
                 for line in text.splitlines() if line.startswith("down_revision"))
    data = tmp_path / "data"
    data.mkdir()
    _upgrade_to(data / "marketplace.db", older)
    env = {**os.environ, **kiosk.kiosk_env(data, ROOT, 3000, None)}
    result = subprocess.run(
        [sys.executable, "-c", "import sys; from pathlib import Path; "
         "from marketplace_app.launch import kiosk; "
         "kiosk.migrate(Path(sys.argv[1]), Path(sys.argv[2]))", str(data), str(ROOT)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert current_revisions(data / "marketplace.db") == {head}
    (saved,) = (data / "backups").glob("before-upgrade-*.zip")
    assert str(saved) in result.stdout
    backup.restore(tmp_path / "as-it-was", saved)
    assert current_revisions(tmp_path / "as-it-was" / "marketplace.db") == {older}
