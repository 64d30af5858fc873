"""The media pipeline on one 24-megapixel JPEG, against plain Pillow open -> resize -> crop ->
save in the same run; each measured in a fresh process for its peak memory."""

import io
import json
import subprocess
import sys
import time
from pathlib import Path

from .servers import ROOT

WIDTH, HEIGHT = 6000, 4000  # 24 MP


def sample_jpeg(path: Path) -> Path:
    """A 6000 x 4000 photo-like JPEG (gradients and noise), made once."""
    if not path.exists():
        from PIL import Image, ImageFilter

        noise = Image.effect_noise((WIDTH // 4, HEIGHT // 4), 60).resize((WIDTH, HEIGHT))
        gradient = Image.linear_gradient("L").resize((WIDTH, HEIGHT))
        image = Image.merge("RGB", (noise, gradient, noise.filter(ImageFilter.BLUR)))
        image.save(path, "JPEG", quality=92)
    return path


def _plain_pillow(data: bytes) -> None:
    from PIL import Image

    image = Image.open(io.BytesIO(data)).convert("RGB")
    image.thumbnail((4000, 4000))
    side = min(image.size)
    left, top = (image.width - side) // 2, (image.height - side) // 2
    image.crop((left, top, left + side, top + side)).save(io.BytesIO(), "JPEG", quality=90)


def _pipeline(data: bytes) -> None:
    from marketplace_app.services.media import media_pipeline

    media_pipeline.process_image(data)


def _peak_mb() -> float:
    """This process's peak resident memory (VmHWM), in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def child(kind: str, path: str) -> None:
    """Run one kind in this process and print {"ms", "peak_mb", "start_mb"} as JSON."""
    sys.path.insert(0, str(ROOT))
    if kind == "pipeline":
        from marketplace_app.services.media import media_pipeline  # noqa: F401  (import cost)
    from PIL import Image  # noqa: F401

    data = Path(path).read_bytes()
    start_mb = _peak_mb()
    started = time.perf_counter()
    (_pipeline if kind == "pipeline" else _plain_pillow)(data)
    elapsed = (time.perf_counter() - started) * 1000
    peak = _peak_mb()
    print(json.dumps({"ms": elapsed, "peak_mb": peak, "start_mb": start_mb}))


def measure(path: Path, runs: int = 3) -> dict:
    """{kind: {"ms": best of runs, "peak_mb": ..., "start_mb": ...}} for pipeline and Pillow."""
    results = {}
    for kind in ("pillow", "pipeline"):
        best = None
        for _ in range(runs):
            output = subprocess.run([sys.executable, "-m", "scripts.bench.media", kind,
                                     str(path)], cwd=ROOT, capture_output=True, text=True,
                                    check=True).stdout
            figures = json.loads(output.strip().splitlines()[-1])
            if best is None or figures["ms"] < best["ms"]:
                best = figures
        results[kind] = best
    return results


if __name__ == "__main__":
    child(sys.argv[1], sys.argv[2])
