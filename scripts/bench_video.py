"""Video benchmark: upload validation with its poster, the copy (remux) of a phone's H.264/AAC
file and the H.264 encode (transcode) other codecs get, each as a multiple of real time, with
peak RSS and rendition sizes, for a 30-second 1080p clip made here.

    .venv/bin/python scripts/bench_video.py [--seconds 30] [--threads 2] [--preset veryfast]
"""

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
WIDTH, HEIGHT, FPS = 1920, 1080, 30


def make_source(path: Path, seconds: int) -> None:
    """A camera-like 1080p30 H.264/AAC clip: a panning textured scene with a moving subject."""
    import av
    from PIL import Image, ImageDraw, ImageFilter

    noise = Image.merge("RGB", [Image.effect_noise((WIDTH + 400, HEIGHT + 300), s)
                                for s in (40, 55, 70)]).filter(ImageFilter.GaussianBlur(2))
    scene = Image.blend(noise, Image.linear_gradient("L").resize(noise.size).convert("RGB"), 0.5)
    with av.open(str(path), "w", format="mp4") as out:
        vstream = out.add_stream("libx264", rate=FPS)
        vstream.width, vstream.height, vstream.pix_fmt = WIDTH, HEIGHT, "yuv420p"
        vstream.options = {"preset": "ultrafast", "crf": "18"}
        astream = out.add_stream("aac", rate=48000)
        astream.layout = "stereo"
        for index in range(seconds * FPS):
            x, y = (index * 3) % 400, (index * 2) % 300
            frame_image = scene.crop((x, y, x + WIDTH, y + HEIGHT))
            ImageDraw.Draw(frame_image).ellipse(
                (200 + index * 5 % 1400, 400, 400 + index * 5 % 1400, 600), fill=(240, 200, 30))
            frame = av.VideoFrame.from_image(frame_image)
            frame.pts, frame.time_base = index, Fraction(1, FPS)
            out.mux(vstream.encode(frame))
        out.mux(vstream.encode(None))
        samples = 1024
        silence = av.AudioFrame(format="fltp", layout="stereo", samples=samples)
        for plane in silence.planes:
            plane.update(bytes(plane.buffer_size))
        silence.sample_rate = 48000
        for start in range(0, seconds * 48000, samples):
            silence.pts = start
            out.mux(astream.encode(silence))
        out.mux(astream.encode(None))


def encode_only(source: Path, folder: Path) -> None:
    """Child-process mode: validate, copy and encode exactly as the upload and the job do."""
    from marketplace_app.services.media import video, video_remux

    started = time.perf_counter()
    info = video.probe(source)
    probed = time.perf_counter()
    if not video_remux.can_remux(source):
        raise SystemExit("the phone-like source clip would be encoded, not copied")
    video_remux.remux(source, folder / "remux.mp4")
    remuxed = time.perf_counter()
    targets = {name: (folder / f"{name}.mp4", size)
               for name, size in video.rendition_sizes(info.width, info.height).items()}
    video.encode(source, targets)
    done = time.perf_counter()
    print(f"{probed - started:.3f} {remuxed - probed:.3f} {done - remuxed:.3f} "
          f"{info.duration:.3f}")


def measure(seconds: int = 30, threads: int | None = None,
            preset: str | None = None) -> list[tuple[str, str]]:
    """Make the clip, encode it in a child process; (measure, value) rows. RuntimeError when
    the encode fails."""
    with tempfile.TemporaryDirectory(prefix="bench-video-") as tmp:
        folder = Path(tmp)
        source = folder / "source.mp4"
        print(f"making a {seconds} s {WIDTH}x{HEIGHT} {FPS} fps source clip...", flush=True)
        make_source(source, seconds)
        env = {**os.environ, "MARKETPLACE_DATA_DIR": str(folder / "data")}
        if threads:
            env["MARKETPLACE_VIDEO_ENCODE_THREADS"] = str(threads)
        if preset:
            env["MARKETPLACE_VIDEO_ENCODE_PRESET"] = preset
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        result = subprocess.run([sys.executable, __file__, "--encode-only", str(source),
                                 str(folder)], env=env, capture_output=True, text=True, cwd=ROOT)
        if result.returncode:
            raise RuntimeError(result.stderr[-3000:])
        probe_s, remux_s, encode_s, duration = (float(v) for v in result.stdout.split()[-4:])
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        # ru_maxrss of children is the largest child so far (the encoder, not the seeding)
        peak_mb = usage.ru_maxrss / 1024
        cpu_s = usage.ru_utime + usage.ru_stime - before.ru_utime - before.ru_stime
        original = source.stat().st_size
        rows = [("source", f"{seconds} s {WIDTH}x{HEIGHT} {FPS} fps H.264/AAC"),
                ("x264 preset / threads",
                 f"{env.get('MARKETPLACE_VIDEO_ENCODE_PRESET', 'veryfast')} / "
                 f"{env.get('MARKETPLACE_VIDEO_ENCODE_THREADS', '2')}"),
                ("poster (upload validation: probe + poster)",
                 f"{probe_s:.2f} s, {duration / probe_s:.1f} x real time"),
                ("remux (phone H.264/AAC copied into a faststart MP4)",
                 f"{remux_s:.2f} s, {duration / remux_s:.0f} x real time"),
                ("transcode (720p + 1080p, one decode)",
                 f"{encode_s:.2f} s, {duration / encode_s:.2f} x real time"),
                ("CPU time of validation + remux + transcode", f"{cpu_s:.1f} s "
                 f"({cpu_s / duration:.2f} CPU-seconds per second of video)"),
                ("machine load average (1 min)", f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"),
                ("peak RSS of the process", f"{peak_mb:.0f} MB"),
                ("original size", f"{original / 2**20:.1f} MB")]
        for name in ("remux", "720p", "1080p"):
            size = (folder / f"{name}.mp4").stat().st_size
            rows.append((f"{name} rendition size",
                         f"{size / 2**20:.1f} MB ({100 * size / original:.0f} % of the original)"))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=int, default=30)
    parser.add_argument("--threads", type=int, default=None, help="x264/decoder threads")
    parser.add_argument("--preset", default=None, help="x264 preset (default from settings)")
    parser.add_argument("--encode-only", nargs=2, metavar=("SOURCE", "FOLDER"),
                        help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.encode_only:
        encode_only(Path(args.encode_only[0]), Path(args.encode_only[1]))
        return 0
    try:
        rows = measure(args.seconds, args.threads, args.preset)
    except RuntimeError as error:
        print(error)
        return 1
    width = max(len(name) for name, _ in rows)
    print(f"\n{'measure':<{width}}  value\n{'-' * width}  {'-' * 40}")
    for name, value in rows:
        print(f"{name:<{width}}  {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
