"""Reflex's disk state manager keeping its `.states` folder (0700) and files (0600) private:
they hold each browser's sign-in token."""

import os
from pathlib import Path

import reflex as rx
from reflex.istate.manager.disk import StateManagerDisk

FOLDER_MODE, FILE_MODE = 0o700, 0o600


class _PrivatePath(type(Path())):
    """A path whose write_bytes leaves the file readable by its owner only."""

    def write_bytes(self, data) -> int:
        """Write `data` through a descriptor created (or narrowed) to 0600."""
        fd = os.open(self, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
        os.fchmod(fd, FILE_MODE)  # a file left by an older version had the umask's mode
        with os.fdopen(fd, "wb") as handle:
            return handle.write(data)


class PrivateStateManagerDisk(StateManagerDisk):
    """StateManagerDisk with owner-only session files, and existing ones narrowed at start."""

    def __post_init__(self):
        super().__post_init__()
        narrow(self.states_directory)

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
    """rx.App whose disk state manager (the default mode) keeps session files private."""

    def _setup_state(self) -> None:
        super()._setup_state()
        if type(self._state_manager) is StateManagerDisk:
            self._state_manager = PrivateStateManagerDisk()
