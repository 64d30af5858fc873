"""The one-file starters (issue 33 part 1) on a tiny stand-in for the kiosk folder: the first
start unpacks once into the per-version cache, later starts run from there, arguments and exit
codes pass through. The real bundle is built by tests/e2e/test_kiosk_bundle.py."""

import os
import subprocess
from pathlib import Path

import pytest

from scripts import build_bundle

PROGRAM = """#!/bin/sh
echo "running from $(dirname "$0") with: $*"
exit 7
"""


@pytest.fixture
def folder(tmp_path) -> Path:
    """A folder laid out like PyInstaller's: an executable `marketplace` and its files."""
    root = tmp_path / "kiosk-folder"
    (root / "_internal").mkdir(parents=True)
    (root / "_internal" / "data.bin").write_bytes(os.urandom(200_000))
    (root / "marketplace").write_text(PROGRAM)
    (root / "marketplace").chmod(0o755)
    return root


def _start(one_file: Path, cache: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(one_file), *args], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "MARKETPLACE_CACHE_DIR": str(cache)})


@pytest.mark.parametrize("starter", ["native", "shell"])
def test_one_file_unpacks_once_then_runs_from_the_cache(folder, tmp_path, monkeypatch, starter):
    if starter == "shell":
        monkeypatch.setattr(build_bundle, "compile_starter", lambda work: None)
    elif build_bundle.compile_starter(tmp_path) is None:
        pytest.skip("no C compiler here")
    one_file = build_bundle.write_one_file(folder, tmp_path / "dist" / "marketplace")
    assert one_file.is_file() and os.access(one_file, os.X_OK)
    if starter == "native":
        assert one_file.read_bytes()[:4] == b"\x7fELF"  # a program a file manager runs
    cache = tmp_path / "cache"
    first = _start(one_file, cache, "--port", "3000", "two words")
    assert first.returncode == 7, first.stderr
    assert "Unpacking" in first.stdout and "with: --port 3000 two words" in first.stdout
    (version,) = [p.name for p in cache.iterdir()]  # one folder, no partial left behind
    assert (cache / version / "_internal" / "data.bin").read_bytes() == (
        folder / "_internal" / "data.bin").read_bytes()
    later = _start(one_file, cache, "--no-browser")
    assert later.returncode == 7 and "Unpacking" not in later.stdout
    assert f"running from {cache / version} with: --no-browser" in later.stdout


def test_a_damaged_file_says_so(folder, tmp_path):
    if build_bundle.compile_starter(tmp_path) is None:
        pytest.skip("no C compiler here")
    one_file = build_bundle.write_one_file(folder, tmp_path / "marketplace")
    one_file.write_bytes(one_file.read_bytes()[:-100])
    result = _start(one_file, tmp_path / "cache")
    assert result.returncode == 1 and "damaged" in result.stderr


@pytest.mark.parametrize("starter", ["native", "shell"])
def test_a_new_version_removes_versions_unused_for_a_week(folder, tmp_path, monkeypatch,
                                                           starter):
    if starter == "shell":
        monkeypatch.setattr(build_bundle, "compile_starter", lambda work: None)
    elif build_bundle.compile_starter(tmp_path) is None:
        pytest.skip("no C compiler here")
    cache, day = tmp_path / "cache", 24 * 3600
    old, recent, stale = (cache / "0123456789abcdef", cache / "fedcba9876543210",
                          cache / "00000000aaaaaaaa.partial-42")
    for path, age in ((old, 8 * day), (recent, 2 * day), (stale, 2 * day)):
        path.mkdir(parents=True)
        os.utime(path, (path.stat().st_atime - age, path.stat().st_mtime - age))
    one_file = build_bundle.write_one_file(folder, tmp_path / "marketplace")
    assert _start(one_file, cache).returncode == 7
    current = next(p for p in cache.iterdir() if p not in (old, recent, stale))
    assert sorted(p.name for p in cache.iterdir()) == sorted([recent.name, current.name])
    # Every start marks its version as in use, however long ago it was unpacked.
    os.utime(current, (0, 0))
    assert _start(one_file, cache).returncode == 7
    assert current.stat().st_mtime > 10 * day
