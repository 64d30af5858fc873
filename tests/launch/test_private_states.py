"""Issue 27 part 3: Reflex's `.states` session files (they hold sign-in tokens) are owner-only."""

import asyncio
import contextvars
import os
import stat
from concurrent.futures import ThreadPoolExecutor

import pytest
import reflex as rx
from reflex.istate.manager.disk import StateManagerDisk

from marketplace_app.launch.private_states import PrivateStateManagerDisk, PrivateStatesApp
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
