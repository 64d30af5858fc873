"""`make bundle`: build the frontend once, seed the demo snapshot, run PyInstaller's build.spec.

Result: dist/marketplace/ (a folder; run dist/marketplace/marketplace). --no-demo skips the
demo snapshot (the bundle then always starts empty).
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from marketplace_app.launch.server import build_frontend, reflex_env  # noqa: E402

DEMO = ROOT / "build" / "kiosk-demo"


def folder_size(path: Path) -> int:
    """Bytes in every file under path."""
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def seed_demo_snapshot() -> None:
    """A migrated, seeded SQLite database and its media, copied in on a kiosk's first start."""
    shutil.rmtree(DEMO, ignore_errors=True)
    work = Path(tempfile.mkdtemp(prefix="kiosk-demo-"))
    env = reflex_env({"MARKETPLACE_DATA_DIR": str(work),
                      "REFLEX_DB_URL": f"sqlite:///{work / 'marketplace.db'}"})
    for command in (["-m", "reflex", "db", "migrate"], ["-m", "marketplace_app.seed"]):
        subprocess.run([sys.executable, *command], cwd=ROOT, env=env, check=True)
    DEMO.mkdir(parents=True)
    shutil.copy2(work / "marketplace.db", DEMO / "marketplace.db")
    if (work / "media").is_dir():
        shutil.copytree(work / "media", DEMO / "media")
    shutil.rmtree(work, ignore_errors=True)


def main() -> int:
    """Build everything the bundle needs, then the bundle; print the time and size."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--no-demo", action="store_true", help="no demo snapshot")
    parser.add_argument("--no-frontend", action="store_true",
                        help="use the production build already in .web")
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
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(ROOT / "dist"),
                    "--workpath", str(ROOT / "build" / "pyinstaller"), str(ROOT / "build.spec")],
                   cwd=ROOT, check=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    bundle = ROOT / "dist" / "marketplace"
    print(f"bundle: {bundle} ({folder_size(bundle) / 2**20:.0f} MB) built in "
          f"{time.monotonic() - started:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
