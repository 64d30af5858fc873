"""`make bundle`: build the frontend once, seed the demo snapshot, run PyInstaller's build.spec,
then pack the kiosk folder into one file, dist/marketplace (see build.spec for the layout).

--no-demo leaves the demo snapshot out (the kiosk then starts empty); --folder-only stops at
PyInstaller's output (Windows, or to look inside). Run it under
`flock /tmp/reflex-build.lock` (the Makefile does).
"""

import argparse
import hashlib
import os
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from marketplace_app.launch.server import build_frontend, reflex_env  # noqa: E402

DEMO = ROOT / "build" / "kiosk-demo"
FOLDER_DIST = ROOT / "build" / "kiosk-folder"
FOLDER = FOLDER_DIST / "marketplace"
ONE_FILE = ROOT / "dist" / "marketplace"
STARTER_SOURCE = ROOT / "scripts" / "kiosk_starter.c"
SHELL_STARTER = ROOT / "scripts" / "kiosk_starter.sh"
TRAILER = struct.Struct("<QQ24s8s")  # payload offset, payload size, version, magic
MAGIC = b"MKTKIOSK"


def folder_size(path: Path) -> int:
    """Bytes in every file under path (links not followed twice)."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def seed_demo_snapshot() -> None:
    """A migrated, seeded SQLite database and its media, copied in on a kiosk's first start."""
    shutil.rmtree(DEMO, ignore_errors=True)
    work = Path(tempfile.mkdtemp(prefix="kiosk-demo-"))
    env = reflex_env({"MARKETPLACE_DATA_DIR": str(work),
                      "REFLEX_DB_URL": f"sqlite:///{work / 'marketplace.db'}"})
    for command in (["-m", "reflex", "db", "migrate"], ["-m", "marketplace_app.seed"]):
        subprocess.run([sys.executable, *command], cwd=ROOT, env=env, check=True,
                       stdout=subprocess.DEVNULL)  # the seed prints the published password
    DEMO.mkdir(parents=True)
    with __import__("sqlite3").connect(work / "marketplace.db") as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    shutil.copy2(work / "marketplace.db", DEMO / "marketplace.db")
    if (work / "media").is_dir():
        shutil.copytree(work / "media", DEMO / "media")
    shutil.rmtree(work, ignore_errors=True)


def run_pyinstaller(onefile: str) -> None:
    """build.spec -> build/kiosk-folder/marketplace (or dist/marketplace[.exe], PyInstaller's
    own one-file executable)."""
    dist = ROOT / "dist" if onefile == "pyinstaller" else FOLDER_DIST
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(dist),
                    "--workpath", str(ROOT / "build" / "pyinstaller"), str(ROOT / "build.spec")],
                   cwd=ROOT, check=True,
                   env={**os.environ, "PYTHONPATH": str(ROOT), "MARKETPLACE_ONEFILE": onefile})


def pack_folder(folder: Path, target: Path) -> Path:
    """folder as a .tar.gz next to target (its top level is the folder's content)."""
    payload = target.with_name(target.name + ".tar.gz")
    with tarfile.open(payload, "w:gz", compresslevel=6) as archive:
        for path in sorted(folder.iterdir()):
            archive.add(path, arcname=path.name)
    return payload


def compile_starter(work: Path) -> Path | None:
    """The native starter, or None when this machine has no C compiler."""
    compiler = shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")
    if compiler is None or sys.platform != "linux":
        return None
    starter = work / "starter"
    subprocess.run([compiler, "-O2", "-s", "-o", str(starter), str(STARTER_SOURCE)], check=True)
    return starter


def write_one_file(folder: Path, target: Path) -> Path:
    """[starter][folder .tar.gz][trailer] as one executable file."""
    work = Path(tempfile.mkdtemp(prefix="kiosk-onefile-"))
    try:
        payload = pack_folder(folder, work / "marketplace")
        digest = hashlib.sha256()
        with payload.open("rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
        version = digest.hexdigest()[:16]
        starter = compile_starter(work)
        head = starter.read_bytes() if starter else shell_starter(
            version, payload.stat().st_size)
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(target.name + ".partial")
        with partial.open("wb") as out, payload.open("rb") as source:
            out.write(head)
            shutil.copyfileobj(source, out, 1 << 20)
            out.write(TRAILER.pack(len(head), payload.stat().st_size, version.encode(), MAGIC))
        partial.chmod(0o755)
        if target.is_dir():
            shutil.rmtree(target)  # the folder that older builds left here
        partial.replace(target)
        return target
    finally:
        shutil.rmtree(work, ignore_errors=True)


def shell_starter(version: str, size: int) -> bytes:
    """The portable starter (macOS, or Linux without a C compiler), padded to a fixed size so
    that it can name its own length."""
    template = SHELL_STARTER.read_text(encoding="utf-8")
    skip = 0
    while True:  # its own length is written inside it: repeat until the number fits
        data = (template.replace("@VERSION@", version).replace("@SIZE@", str(size))
                .replace("@SKIP@", str(skip))).encode()
        if len(data) == skip:
            return data
        skip = len(data)


def biggest_parts(folder: Path, count: int = 8) -> str:
    """What takes the space: the largest top-level parts of the bundle."""
    sizes = []
    for path in (folder / "_internal").iterdir():
        size = folder_size(path) if path.is_dir() else path.lstat().st_size
        sizes.append((size, path.name))
    return ", ".join(f"{name} {size / 2**20:.0f}" for size, name in sorted(sizes)[::-1][:count])


def main() -> int:
    """Build everything the bundle needs, then the bundle; print the time and sizes."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--no-demo", action="store_true", help="no demo snapshot")
    parser.add_argument("--no-frontend", action="store_true",
                        help="use the production build already in .web")
    parser.add_argument("--folder-only", action="store_true",
                        help="stop at PyInstaller's output (build/kiosk-folder)")
    args = parser.parse_args()
    started = time.monotonic()
    if not args.no_frontend:
        build_frontend()
    print(f"frontend ready ({time.monotonic() - started:.0f} s)", flush=True)
    if args.no_demo:
        shutil.rmtree(DEMO, ignore_errors=True)
    else:
        seed_demo_snapshot()
        print(f"demo snapshot seeded ({time.monotonic() - started:.0f} s)", flush=True)
    onefile = os.environ.get("MARKETPLACE_ONEFILE",
                             "pyinstaller" if sys.platform == "win32" else "starter")
    run_pyinstaller(onefile)
    if onefile == "pyinstaller" or args.folder_only:
        print(f"built in {time.monotonic() - started:.0f} s", flush=True)
        return 0
    print(f"folder: {folder_size(FOLDER) / 2**20:.0f} MB (MB: {biggest_parts(FOLDER)}), "
          f"{time.monotonic() - started:.0f} s", flush=True)
    write_one_file(FOLDER, ONE_FILE)
    print(f"bundle: {ONE_FILE} (one file, {ONE_FILE.stat().st_size / 2**20:.0f} MB) built in "
          f"{time.monotonic() - started:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
