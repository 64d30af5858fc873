"""Reflex's disk state manager keeping its `.states` folder (0700) and files (0600) private
(they hold each browser's sign-in token), and sweeping that folder for expired files once a
minute and its queued writes at most twice a second; and the Redis one's replacement."""

import asyncio
import os
import time
from pathlib import Path

import reflex as rx
from reflex.istate.manager.disk import StateManagerDisk
from reflex.istate.manager.redis import StateManagerRedis

from .redis_states import releasing

FOLDER_MODE, FILE_MODE = 0o700, 0o600
# Reflex sweeps after every batch of writes, stat-ing every file in the folder: under a steady
# stream of events that is many sweeps a second, each as long as the folder (a sixth of one
# worker's CPU with 1,000 connected browsers). Files expire after an hour; a minute is plenty.
SWEEP_EVERY_SECONDS = 60.0
# Reflex wakes its writer whenever the oldest queued state is due, and each pass walks every
# queued state and every known browser: with events streaming in, that is a pass per event.
# Passes at least this far apart write the same states in batches; a state still reaches the
# disk within Reflex's debounce (2 s) plus this.
WRITE_PASS_AT_MOST_EVERY_SECONDS = 0.5


class _PrivatePath(type(Path())):
    """A path whose write_bytes leaves the file readable by its owner only."""

    def write_bytes(self, data) -> int:
        """Write `data` through a descriptor created (or narrowed) to 0600."""
        fd = os.open(self, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
        os.fchmod(fd, FILE_MODE)  # a file left by an older version had the umask's mode
        with os.fdopen(fd, "wb") as handle:
            return handle.write(data)


class PrivateStateManagerDisk(StateManagerDisk):
    """StateManagerDisk with owner-only session files, existing ones narrowed at start, the
    sweep for expired files at most once a minute and write passes at most twice a second."""

    _last_sweep: float = float("-inf")

    def __post_init__(self):
        super().__post_init__()
        narrow(self.states_directory)

    def _purge_expired_states(self):
        """Reflex's sweep of expired session files, at most once every SWEEP_EVERY_SECONDS."""
        now = time.monotonic()
        if now - self._last_sweep < SWEEP_EVERY_SECONDS:
            return
        self._last_sweep = now
        super()._purge_expired_states()

    async def _process_write_queue_delay(self):
        """Reflex's wait for the next write pass, at least WRITE_PASS_AT_MOST_EVERY_SECONDS."""
        started = time.monotonic()
        await super()._process_write_queue_delay()
        rest = WRITE_PASS_AT_MOST_EVERY_SECONDS - (time.monotonic() - started)
        if rest > 0:
            await asyncio.sleep(rest)

    def token_path(self, token) -> Path:
        """Reflex's path for a token, written owner-only."""
        return _PrivatePath(super().token_path(token))


def narrow(folder: Path) -> None:
    """Make the states folder and every file in it owner-only."""
    folder.chmod(FOLDER_MODE)
    for path in folder.iterdir():
        if path.is_file():
            path.chmod(FILE_MODE)


class PrivateStatesApp(rx.App):
    """rx.App whose disk state manager (the default mode) keeps session files private, and
    whose Redis one (the hosted mode) frees each event's state tree at once."""

    def _setup_state(self) -> None:
        super()._setup_state()
        self._state_manager = our_manager(self._state_manager)


def our_manager(manager):
    """Ours in place of the state manager Reflex chose: private files on disk, released
    trees in Redis (any other as it is)."""
    if type(manager) is StateManagerDisk:
        return PrivateStateManagerDisk()
    if type(manager) is StateManagerRedis:
        return releasing(manager)
    return manager
