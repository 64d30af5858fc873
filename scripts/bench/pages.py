"""The "pages" section of `make bench`: Lighthouse 13's mobile preset (a mid-range phone on
slow 4G, simulated), and its desktop preset beside it, on the pages of the demo marketplace,
each run 3 times under the shared build lock (Lighthouse is CPU-heavy and the machine is
shared), median reported. Members-only pages are measured signed in (a demo client on the
talent and portfolio pages, a demo talent on their own pages): each run gets a fresh Chromium
profile holding only the sign-in token and its session cookie. A page that misses a target
says why, from its trace.

Alone, against a server that is already running:
    python -m scripts.bench.pages --url http://localhost:3000 [--runs 3] [--preset both]
"""

import argparse
import contextlib
import fcntl
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from .servers import BUILD_LOCK, ROOT

CHROME = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
DEMO_CLIENT = {"email": "client1@demo.example.com", "password": "demo-password-1"}
DEMO_TALENT = {"email": "aarav.sharma0@demo.example.com", "password": "demo-password-1"}
ACCOUNTS = {"client": DEMO_CLIENT, "talent": DEMO_TALENT}
# Members-only pages (spec), measured signed in: whose account opens each.
SIGNED_IN = {"talent page": "client", "portfolio page": "client", "/portfolio": "talent",
             "/manage": "talent", "/notifications": "talent"}
PRESETS = ("mobile", "desktop")
# Issue 25's targets: (figure, label, worst allowed, higher is better).
TARGETS = (("performance", "perf", 95, True), ("lcp_s", "LCP s", 2.5, False),
           ("cls", "CLS", 0.05, False), ("tbt_ms", "TBT ms", 200, False),
           ("accessibility", "a11y", 100, True), ("best-practices", "best practices", 100, True),
           ("seo", "SEO", 100, True))
CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run"]


def lighthouse_bin() -> str:
    """tools/node_modules' lighthouse (from tools/package.json), or $LIGHTHOUSE."""
    return os.environ.get("LIGHTHOUSE", str(ROOT / "tools/node_modules/.bin/lighthouse"))


def page_paths(base: str) -> dict[str, str]:
    """The measured pages: the fixed ones plus the first feed item and its talent."""
    paths = {"/": "/", "/main-feed": "/main-feed/", "/find-talent": "/find-talent/",
             "/portfolio": "/portfolio/", "/manage": "/manage/", "/notifications": "/notifications/"}
    with httpx.Client(base_url=base, timeout=60) as http:
        items = http.get("/api/Portfolio/all").json().get("portfolios") or []
    if items:
        paths["talent page"] = f"/talent-detail/{items[0]['user']['_id']}/"
        paths["portfolio page"] = f"/portfolio-detail/{items[0]['_id']}/"
    return paths


def figures(report: dict) -> dict:
    """Scores, LCP, CLS, requests and JS bytes of one Lighthouse report."""
    audits = report["audits"]
    requests = audits.get("network-requests", {}).get("details", {}).get("items", [])
    scripts = [r for r in requests if r.get("resourceType") == "Script"]
    result = {name: round(100 * (report["categories"][name]["score"] or 0))
              for name in CATEGORIES}
    result.update(
        lcp_s=audits["largest-contentful-paint"]["numericValue"] / 1000,
        fcp_s=audits["first-contentful-paint"]["numericValue"] / 1000,
        tbt_ms=audits["total-blocking-time"]["numericValue"],
        cls=audits["cumulative-layout-shift"]["numericValue"],
        requests=len(requests),
        js_transfer_kb=sum(r.get("transferSize", 0) for r in scripts) / 1024,
        js_decoded_kb=sum(r.get("resourceSize", 0) for r in scripts) / 1024)
    result["failing"] = sorted(
        audit_id for audit_id, audit in audits.items()
        if audit.get("score") is not None and audit["score"] < 0.9
        and audit.get("scoreDisplayMode") in ("binary", "metricSavings", "numeric"))
    result["why"] = reasons(audits)
    return result


def _items(audits: dict, audit_id: str) -> list:
    """An audit's detail rows (none when the audit or its details are missing)."""
    return (audits.get(audit_id) or {}).get("details", {}).get("items") or []


def _name(url: str) -> str:
    """A script's file name, short enough for a table."""
    return url.rstrip("/").rsplit("/", 1)[-1][:48] or url


def reasons(audits: dict) -> list[str]:
    """From one run's trace: what held the largest paint, what kept the main thread busy,
    what blocked rendering and what moved."""
    why = []
    for part in _items(audits, "lcp-breakdown-insight"):
        if part.get("type") == "table":
            phases = ", ".join(f"{row.get('label')} {row.get('duration', 0):.0f} ms"
                               for row in part.get("items") or [])
            why.append(f"observed LCP: {phases}")
        elif part.get("type") == "node":
            why.append(f"LCP element: {part.get('nodeLabel') or part.get('snippet')}")
    busy = sorted(_items(audits, "bootup-time"), key=lambda r: -r.get("total", 0))[:2]
    if busy:
        why.append("main thread: " + ", ".join(
            f"{_name(r.get('url', '?'))} {r.get('total', 0):.0f} ms" for r in busy))
    blocking = [r for r in _items(audits, "render-blocking-insight") if r.get("url")]
    if blocking:
        why.append("render-blocking: " + ", ".join(
            f"{_name(r['url'])} {r.get('wastedMs', 0):.0f} ms" for r in blocking))
    shifts = [r for r in _items(audits, "layout-shifts") if r.get("score", 0) >= 0.001]
    if shifts:
        why.append("layout shifts: " + ", ".join(
            f"{' '.join(str((r.get('node') or {}).get('nodeLabel', '?')).split())[:60]} "
            f"{r['score']:.3f}" for r in shifts[:2]))
    return why


def misses(f: dict) -> list[str]:
    """The targets a page's median figures miss."""
    found = []
    for key, label, limit, higher in TARGETS:
        value = f[key]
        if (value < limit) if higher else (value > limit):
            shown = round(value, 3 if key == "cls" else 2 if key == "lcp_s" else 0)
            found.append(f"{label} {shown:g} (target {'≥' if higher else '≤'} {limit:g})")
    return found


def demo_token(base: str, account: str = "client") -> str:
    """A sign-in token of a demo account ("client" or "talent")."""
    reply = httpx.post(f"{base}/api/auth/login", json=ACCOUNTS[account], timeout=60)
    reply.raise_for_status()
    return reply.json()["token"]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def prepared_chromium(prepare):
    """A Chromium with a fresh profile on which `prepare(page)` has run (Playwright over CDP);
    yields its DevTools port for Lighthouse's --port."""
    from playwright.sync_api import sync_playwright

    port = _free_port()
    profile = tempfile.mkdtemp(prefix="bench-chromium-")
    # Its own process group: Chromium's helpers (renderer, GPU, crash handler) outlive the
    # browser process by a moment and write to the profile ("Directory not empty: 'Default'"
    # when it was removed under them); they end with it here.
    chrome = subprocess.Popen([CHROME, *CHROME_FLAGS, f"--remote-debugging-port={port}",
                               f"--user-data-dir={profile}", "about:blank"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              start_new_session=True)
    try:
        with sync_playwright() as p:
            page = _connect(p, port).contexts[0].new_page()
            prepare(page)
            page.close()
        yield port
    finally:
        _end_group(chrome)
        shutil.rmtree(profile, ignore_errors=True)


def _end_group(process: subprocess.Popen) -> None:
    """Stop a process and every process of its group, and wait until they are gone."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=30)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)


def signed_in_chromium(base: str, token: str):
    """A Chromium holding the token and its session cookie, as the sign-in dialog leaves them
    (without the cookie, a members-only page's GET is a visitor's: the sign-in page)."""
    def sign_in(page):
        page.goto(f"{base}/robots.txt")  # no app script may write the token back
        page.evaluate("t => localStorage.setItem('authToken', t)", token)
        status = page.evaluate("t => fetch('/api/session', {method: 'POST', headers: "
                               "{Authorization: 'Bearer ' + t}}).then(r => r.status)", token)
        if status != 200:
            raise RuntimeError(f"POST /api/session answered {status}")

    return prepared_chromium(sign_in)


def _connect(p, port: int, timeout: float = 30):
    """Playwright attached over CDP once Chromium listens."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            return p.chromium.connect_over_cdp(f"http://127.0.0.1:{port}")
        except Exception:  # noqa: BLE001 - not listening yet
            if time.monotonic() > deadline:
                raise
            time.sleep(0.3)


def run_lighthouse(url: str, keep: Path | None = None, token: str | None = None,
                   preset: str = "mobile") -> dict:
    """One Lighthouse run of one URL with `preset` (the caller holds the shared build lock),
    signed in when a token is given; the whole report is kept at `keep` when given."""
    flags = ["--preset=desktop"] if preset == "desktop" else []
    if token:
        base = url.split("/", 3)
        with signed_in_chromium("/".join(base[:3]), token) as port:
            return _lighthouse(url, keep, ["--disable-storage-reset", f"--port={port}", *flags])
    return _lighthouse(url, keep, [f"--chrome-flags={' '.join(CHROME_FLAGS)}", *flags])


def _lighthouse(url: str, keep: Path | None, extra: list[str]) -> dict:
    """Run the Lighthouse CLI and read its figures."""
    command = [lighthouse_bin(), url, "--output=json", "--output-path=stdout", "--quiet",
               f"--only-categories={','.join(CATEGORIES)}", *extra]
    env = {**os.environ, "CHROME_PATH": CHROME}
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300)
    if result.returncode:
        raise RuntimeError(result.stderr[-1500:])
    if keep:
        keep.write_text(result.stdout)
    return figures(json.loads(result.stdout))


def page_runs(url: str, runs: int, keep: Path | None, token: str | None = None,
              preset: str = "mobile") -> list[dict]:
    """`runs` Lighthouse runs of one page under one hold of the shared build lock."""
    with open(BUILD_LOCK, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            return [run_lighthouse(url, keep and keep.with_suffix(f".{n}.json"), token, preset)
                    for n in range(runs)]
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def median_of(runs: list[dict]) -> dict:
    """Each figure's median over the runs (and the audits failing in any of them)."""
    keys = [k for k in runs[0] if k not in ("failing", "why")]
    merged = {k: statistics.median(r[k] for r in runs) for k in keys}
    merged["failing"] = sorted({a for r in runs for a in r["failing"]})
    merged["why"] = sorted(runs, key=lambda r: r["performance"])[len(runs) // 2]["why"]
    merged["runs"] = len(runs)
    return merged


def measure(base: str, runs: int = 3, only: list[str] | None = None,
            reports: Path | None = None, progress: Path | None = None,
            preset: str = "mobile") -> dict:
    """Median figures per page with `preset`; an error string where Lighthouse could not run.
    Reports go to `reports` (a folder) and the figures so far to `progress` after each page."""
    results = {}
    tokens = {}
    for name, path in page_paths(base).items():
        if only and name not in only:
            continue
        print(f"  lighthouse {preset} {name} ({path}) x{runs} ...", flush=True)
        keep = (reports / f"{name.strip('/').replace(' ', '-') or 'home'}-{preset}"
                if reports else None)
        try:
            account = SIGNED_IN.get(name)
            if account and account not in tokens:
                tokens[account] = demo_token(base, account)
            results[name] = median_of(page_runs(base + path, runs, keep,
                                                tokens.get(account), preset))
        except Exception as error:  # noqa: BLE001 - a benchmark never fails the run
            results[name] = f"not measured: {error!s:.300}"
        if progress:
            progress.write_text(json.dumps(results, indent=1))
    return results


def _desktop_cells(f) -> str:
    """The desktop preset's perf, LCP, TBT and CLS cells of a page (blank when not measured)."""
    if not isinstance(f, dict):
        return " | | | |"
    return (f" {f['performance']:.0f} | {f['lcp_s']:.2f} | {f['tbt_ms']:.0f} | "
            f"{f['cls']:.3f} |")


def table(results: dict, desktop: dict | None = None) -> list[str]:
    """Markdown lines for the report: the mobile figures, the desktop preset's beside them,
    and why each page that misses a target misses it (from the median run's trace)."""
    desktop = desktop or {}
    lines = ["| page | perf | a11y | best practices | SEO | LCP s | FCP s | TBT ms | CLS | "
             "requests | JS transferred KB | JS decoded KB | desktop perf | desktop LCP s | "
             "desktop TBT ms | desktop CLS |", "|---|" + "---|" * 15]
    notes, why = [], []
    for name, f in results.items():
        if isinstance(f, str):
            lines.append(f"| {name} | {f} |" + " |" * 14)
            continue
        lines.append(f"| {name} | {f['performance']:.0f} | {f['accessibility']:.0f} | "
                     f"{f['best-practices']:.0f} | {f['seo']:.0f} | {f['lcp_s']:.2f} | "
                     f"{f['fcp_s']:.2f} | {f['tbt_ms']:.0f} | {f['cls']:.3f} | "
                     f"{f['requests']:.0f} | {f['js_transfer_kb']:.0f} | "
                     f"{f['js_decoded_kb']:.0f} |{_desktop_cells(desktop.get(name))}")
        if f["failing"]:
            notes.append(f"- {name}: {', '.join(f['failing'])}")
        missed = misses(f)
        if missed:
            why.append(f"- {name}: misses {'; '.join(missed)}. "
                       f"{'; '.join(f.get('why') or ['no trace detail'])}.")
    signed_in = [(name, account) for name, account in SIGNED_IN.items() if name in results]
    if signed_in:
        lines += ["", "Measured signed in (members-only pages): " + ", ".join(
            f"{name} as {ACCOUNTS[account]['email']}" for name, account in signed_in) + "."]
    if why:
        lines += ["", "Why pages miss a mobile target (from the median run's trace):", "", *why]
    if notes:
        lines += ["", "Audits scoring under 0.9 in any run:", "", *notes]
    return lines


def main(argv=None) -> int:
    """Measure a running server and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", help="also write the figures here (after each page)")
    parser.add_argument("--reports", help="keep every Lighthouse report in this folder")
    parser.add_argument("--only", nargs="*", help="page names, e.g. / /main-feed 'talent page'")
    parser.add_argument("--preset", choices=("mobile", "desktop", "both"), default="both")
    args = parser.parse_args(argv)
    reports = Path(args.reports) if args.reports else None
    if reports:
        reports.mkdir(parents=True, exist_ok=True)
    measured = {}
    for preset in PRESETS if args.preset == "both" else (args.preset,):
        progress = Path(f"{args.json}.{preset}" if args.preset == "both" else args.json) \
            if args.json else None
        measured[preset] = measure(args.url.rstrip("/"), args.runs, args.only, reports,
                                   progress, preset)
    print("\n".join(table(measured.get("mobile") or measured["desktop"],
                          measured.get("desktop") if "mobile" in measured else None)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
