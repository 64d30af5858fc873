"""Issue 27 part 3: Reflex's `.states` session files (they hold sign-in tokens) are owner-only."""

import asyncio
import contextvars
import os
import stat
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
import reflex as rx
from reflex.istate.manager.disk import StateManagerDisk

from marketplace_app.launch.private_states import (SWEEP_EVERY_SECONDS,
                                                   WRITE_PASS_AT_MOST_EVERY_SECONDS,
                                                   PrivateStateManagerDisk, PrivateStatesApp)
from marketplace_app.state.auth import AuthState


def run(coroutine):
    """Run to the end on a fresh loop in a thread that sees this thread's context (Reflex's
    state registry lives in a context variable)."""
    context = contextvars.copy_context()
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(context.run, asyncio.run, coroutine).result()


@pytest.fixture
def states_dir(tmp_path, monkeypatch):
    """A fresh states folder under a permissive umask (as a service manager may set)."""
    folder = tmp_path / "states"
    monkeypatch.setenv("REFLEX_STATES_WORKDIR", str(folder))
    old = os.umask(0o022)
    yield folder
    os.umask(old)


def _mode(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


async def _save_a_session(manager, state):
    await manager.set_state_for_substate(rx.BaseStateToken(ident="browser-1",
                                                                   cls=AuthState),
                                         state)
    await manager.close()


def _written(manager_class, folder):
    manager = manager_class(_write_debounce_seconds=0)
    (folder / "left-by-an-older-version.pkl").write_bytes(b"old")
    state = AuthState(_reflex_internal_init=True)
    state.auth_token = "secret-token"
    state._was_touched = True
    run(_save_a_session(manager, state))
    return manager, sorted(folder.glob("*.pkl"))


def test_session_files_and_their_folder_are_owner_only(states_dir):
    states_dir.mkdir()
    (states_dir / "left-by-an-older-version.pkl").write_bytes(b"old")
    _, files = _written(PrivateStateManagerDisk, states_dir)
    assert _mode(states_dir) == 0o700
    assert len(files) >= 2 and all(_mode(p) == 0o600 for p in files), \
        {p.name: oct(_mode(p)) for p in files}


def test_the_app_uses_the_private_manager_in_disk_mode(states_dir):
    app = PrivateStatesApp()
    app._enable_state()
    assert type(app.state_manager) is PrivateStateManagerDisk


def test_reflex_alone_leaves_them_readable(states_dir):
    """Why the subclass exists: the stock manager writes with the umask's mode."""
    _, files = _written(StateManagerDisk, states_dir)
    assert any(_mode(p) & 0o044 for p in files)


async def _events_from_browsers(manager, browsers: int, seconds: float):
    """Each browser's state saved again and again, as a stream of page events does."""
    state = AuthState(_reflex_internal_init=True)
    deadline = asyncio.get_running_loop().time() + seconds
    while asyncio.get_running_loop().time() < deadline:
        for number in range(browsers):
            state._was_touched = True
            await manager.set_state(rx.BaseStateToken(ident=f"browser-{number}", cls=AuthState),
                                    state)
            await asyncio.sleep(0.002)
    await manager.close()


def _sweeps_during_events(manager_class, folder, monkeypatch) -> int:
    from reflex.istate.manager import disk

    listings = []
    real_ls = disk.path_ops.ls
    monkeypatch.setattr(disk.path_ops, "ls", lambda path: listings.append(path) or real_ls(path))
    manager = manager_class(_write_debounce_seconds=0.05)
    run(_events_from_browsers(manager, browsers=20, seconds=1.0))
    return len(listings)


def test_a_stream_of_events_does_not_sweep_the_folder_again_and_again(states_dir, monkeypatch):
    """Each sweep stats every session file: Reflex alone sweeps after every batch of writes,
    many times a second under load; the app sweeps once at start, then once a minute."""
    assert _sweeps_during_events(StateManagerDisk, states_dir, monkeypatch) > 5
    assert _sweeps_during_events(PrivateStateManagerDisk, states_dir, monkeypatch) == 1


def test_expired_session_files_are_still_swept(states_dir):
    states_dir.mkdir()
    manager = PrivateStateManagerDisk(_write_debounce_seconds=0.05)
    expired = states_dir / "expired.pkl"
    expired.write_bytes(b"old")
    an_hour_and_more_ago = expired.stat().st_mtime - manager.token_expiration - 60
    os.utime(expired, (an_hour_and_more_ago, an_hour_and_more_ago))
    manager._purge_expired_states()
    assert expired.exists()  # swept at start, not again within the minute
    manager._last_sweep -= SWEEP_EVERY_SECONDS  # a minute later
    manager._purge_expired_states()
    assert not expired.exists()


def _write_passes_during_events(manager_class, folder, monkeypatch) -> tuple[int, float]:
    """(write passes, seconds the events and the close took)."""
    from reflex.istate.manager import disk

    passes = []  # each pass ends by handing the sweep to a thread
    real = disk.run_in_thread

    def counted(function):
        if getattr(function, "__name__", "") == "_purge_expired_states":
            passes.append(function)
        return real(function)

    monkeypatch.setattr(disk, "run_in_thread", counted)
    manager = manager_class(_write_debounce_seconds=0.05)
    started = time.monotonic()
    run(_events_from_browsers(manager, browsers=20, seconds=1.0))
    return len(passes), time.monotonic() - started


def test_a_stream_of_events_is_written_in_a_few_passes(states_dir, monkeypatch):
    """Each pass walks every queued state and every browser: Reflex alone makes one whenever
    the oldest queued state is due, the app at most two a second, and every state still
    reaches the disk."""
    assert _write_passes_during_events(StateManagerDisk, states_dir, monkeypatch)[0] > 10
    # one at once, then one every WRITE_PASS_AT_MOST_EVERY_SECONDS at most, however long the
    # events took on a busy machine
    passes, seconds = _write_passes_during_events(PrivateStateManagerDisk, states_dir,
                                                  monkeypatch)
    assert passes <= 1 + seconds / WRITE_PASS_AT_MOST_EVERY_SECONDS, (passes, seconds)
    assert len(list(states_dir.glob("*.pkl"))) >= 20
