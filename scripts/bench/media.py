"""The media pipeline on one 24-megapixel phone JPEG (EXIF orientation 6), against plain Pillow
and pyvips doing the same steps in the same run (orient, strip EXIF, fit 4000 px, centred
square as progressive JPEG q90, 1080 and 480 px copies as JPEG q82 and WebP); each measured in
a fresh process for its time and peak memory."""

import io
import json
import subprocess
import sys
import time
from pathlib import Path

from .servers import ROOT

WIDTH, HEIGHT = 6000, 4000  # 24 MP


KINDS = ("pillow", "pyvips", "pipeline")


def sample_jpeg(path: Path) -> Path:
    """A 6000 x 4000 photo-like JPEG (gradients and noise) held sideways as phones store it
    (EXIF orientation 6), with a GPS block to strip; made once."""
    if not path.exists():
        from PIL import Image, ImageFilter

        noise = Image.effect_noise((WIDTH // 4, HEIGHT // 4), 60).resize((WIDTH, HEIGHT))
        gradient = Image.linear_gradient("L").resize((WIDTH, HEIGHT))
        image = Image.merge("RGB", (noise, gradient, noise.filter(ImageFilter.BLUR)))
        exif = image.getexif()
        exif[0x0112] = 6
        exif.get_ifd(0x8825)[2] = (28.0, 36.0, 0.0)  # GPS latitude
        image.save(path, "JPEG", quality=92, exif=exif)
    return path


def _save(image, fmt: str, quality: int) -> bytes:
    out = io.BytesIO()
    if fmt == "JPEG":
        image.save(out, "JPEG", quality=quality, optimize=True, progressive=True)
    else:
        image.save(out, "WEBP", quality=quality, method=4)
    return out.getvalue()


def _plain_pillow(data: bytes) -> None:
    """The same steps written plainly: decode everything, then each step on the full image."""
    from PIL import Image, ImageOps

    image = ImageOps.exif_transpose(Image.open(io.BytesIO(data))).convert("RGB")
    image.info.clear()
    image.thumbnail((4000, 4000), Image.Resampling.LANCZOS)
    side = min(image.size)
    left, top = (image.width - side) // 2, (image.height - side) // 2
    image = image.crop((left, top, left + side, top + side))
    _save(image, "JPEG", 90)
    for side in (1080, 480):
        copy = image.copy()
        copy.thumbnail((side, side), Image.Resampling.LANCZOS)
        _save(copy, "JPEG", 82), _save(copy, "WEBP", 78)


def _pyvips(data: bytes) -> None:
    """The same steps with libvips: shrink-on-load, auto-rotation and a centred crop."""
    import pyvips

    head = pyvips.Image.new_from_buffer(data, "", access="sequential").autorot()
    scale = min(1.0, 4000 / max(head.width, head.height))
    side = -(-min(head.width, head.height) * 4000 // max(head.width, head.height)) \
        if scale < 1 else min(head.width, head.height)
    main = pyvips.Image.thumbnail_buffer(data, side, height=side, crop="centre", size="down")
    main.jpegsave_buffer(Q=90, keep="none", optimize_coding=True, interlace=True)
    for copy_side in (1080, 480):
        copy = main.thumbnail_image(copy_side, height=copy_side, size="down")
        copy.jpegsave_buffer(Q=82, keep="none", optimize_coding=True, interlace=True)
        copy.webpsave_buffer(Q=78, keep="none", effort=4)


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
    if kind == "pipeline":  # imports outside the timing, as in a running server
        from marketplace_app.services.media import media_pipeline, vips_square  # noqa: F401
        vips_square._pyvips()
    if kind == "pyvips":
        import pyvips  # noqa: F401
    from PIL import Image  # noqa: F401

    data = Path(path).read_bytes()
    start_mb = _peak_mb()
    started, cpu_started = time.perf_counter(), time.process_time()
    {"pipeline": _pipeline, "pyvips": _pyvips, "pillow": _plain_pillow}[kind](data)
    elapsed = (time.perf_counter() - started) * 1000
    peak = _peak_mb()
    cpu = time.process_time() - cpu_started
    print(json.dumps({"ms": elapsed, "cpu_ms": cpu * 1000, "peak_mb": peak,
                      "start_mb": start_mb}))


def measure(path: Path, runs: int = 3) -> dict:
    """{kind: {"ms": best of runs, "peak_mb": ..., "start_mb": ...}} for plain Pillow, pyvips
    (when the bench extra installed it; else why not) and the pipeline, runs interleaved so
    the machine's load falls on all alike."""
    results: dict = {}
    for _ in range(runs):
        for kind in KINDS:
            if isinstance(results.get(kind), str):
                continue
            run = subprocess.run([sys.executable, "-m", "scripts.bench.media", kind, str(path)],
                                 cwd=ROOT, capture_output=True, text=True)
            if run.returncode:
                results[kind] = f"not measured: {run.stderr.strip().splitlines()[-1][:200]}"
                continue
            figures = json.loads(run.stdout.strip().splitlines()[-1])
            if kind not in results or figures["ms"] < results[kind]["ms"]:
                results[kind] = figures
    return results


def main() -> None:
    """`python -m scripts.bench.media`: measure and print the BENCHMARKS.md section alone."""
    from . import report
    from .databases import BENCH_DIR

    BENCH_DIR.mkdir(parents=True, exist_ok=True)
    print("\n".join(report.media_section(measure(sample_jpeg(BENCH_DIR / "sample-24mp-phone.jpg")))))


if __name__ == "__main__":
    if len(sys.argv) == 3:
        child(sys.argv[1], sys.argv[2])
    else:
        main()
