"""The "pages" section of `make bench`: Lighthouse 13's mobile preset (a mid-range phone on
slow 4G, simulated) on the public pages of the demo marketplace, each run 3 times under the
shared build lock (Lighthouse is CPU-heavy and the machine is shared), median reported. The
talent and portfolio pages are for members only (spec), so they are measured signed in as a
demo client: each run gets a fresh Chromium profile holding only the sign-in token.

Alone, against a server that is already running:
    python -m scripts.bench.pages --url http://localhost:3000 [--runs 3]
"""

import argparse
import contextlib
import fcntl
import json
import os
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
SIGNED_IN = ("talent page", "portfolio page")
DEMO_CLIENT = {"email": "client1@demo.example.com", "password": "demo-password-1"}
CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run"]


def lighthouse_bin() -> str:
    """tools/node_modules' lighthouse (from tools/package.json), or $LIGHTHOUSE."""
    return os.environ.get("LIGHTHOUSE", str(ROOT / "tools/node_modules/.bin/lighthouse"))


def page_paths(base: str) -> dict[str, str]:
    """The measured pages: the fixed ones plus the first feed item and its talent."""
    paths = {"/": "/", "/main-feed": "/main-feed/", "/find-talent": "/find-talent/"}
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
    return result


def demo_token(base: str) -> str:
    """A sign-in token of the first demo client."""
    reply = httpx.post(f"{base}/api/auth/login", json=DEMO_CLIENT, timeout=60)
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
    with tempfile.TemporaryDirectory() as profile:
        chrome = subprocess.Popen([CHROME, *CHROME_FLAGS, f"--remote-debugging-port={port}",
                                   f"--user-data-dir={profile}", "about:blank"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            with sync_playwright() as p:
                page = _connect(p, port).contexts[0].new_page()
                prepare(page)
                page.close()
            yield port
        finally:
            chrome.terminate()
            chrome.wait(timeout=30)


def signed_in_chromium(base: str, token: str):
    """A Chromium whose localStorage holds the token, as the sign-in dialog leaves it."""
    def sign_in(page):
        page.goto(f"{base}/robots.txt")  # no app script may write the token back
        page.evaluate("t => localStorage.setItem('authToken', t)", token)

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


def run_lighthouse(url: str, keep: Path | None = None, token: str | None = None) -> dict:
    """One Lighthouse mobile run of one URL (the caller holds the shared build lock), signed
    in when a token is given; the whole report is kept at `keep` when given."""
    if token:
        base = url.split("/", 3)
        with signed_in_chromium("/".join(base[:3]), token) as port:
            return _lighthouse(url, keep, ["--disable-storage-reset", f"--port={port}"])
    return _lighthouse(url, keep, [f"--chrome-flags={' '.join(CHROME_FLAGS)}"])


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


def page_runs(url: str, runs: int, keep: Path | None, token: str | None = None) -> list[dict]:
    """`runs` Lighthouse runs of one page under one hold of the shared build lock."""
    with open(BUILD_LOCK, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            return [run_lighthouse(url, keep and keep.with_suffix(f".{n}.json"), token)
                    for n in range(runs)]
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def median_of(runs: list[dict]) -> dict:
    """Each figure's median over the runs (and the audits failing in any of them)."""
    keys = [k for k in runs[0] if k != "failing"]
    merged = {k: statistics.median(r[k] for r in runs) for k in keys}
    merged["failing"] = sorted({a for r in runs for a in r["failing"]})
    merged["runs"] = len(runs)
    return merged


def measure(base: str, runs: int = 3, only: list[str] | None = None,
            reports: Path | None = None, progress: Path | None = None) -> dict:
    """Median figures per page; an error string where Lighthouse could not run. Reports
    go to `reports` (a folder) and the figures so far to `progress` after each page."""
    results = {}
    token = None
    for name, path in page_paths(base).items():
        if only and name not in only:
            continue
        print(f"  lighthouse {name} ({path}) x{runs} ...", flush=True)
        keep = reports / (name.strip("/").replace(" ", "-") or "home") if reports else None
        try:
            if name in SIGNED_IN:
                token = token or demo_token(base)
            results[name] = median_of(page_runs(base + path, runs, keep,
                                                token if name in SIGNED_IN else None))
        except Exception as error:  # noqa: BLE001 - a benchmark never fails the run
            results[name] = f"not measured: {error!s:.300}"
        if progress:
            progress.write_text(json.dumps(results, indent=1))
    return results


def table(results: dict) -> list[str]:
    """Markdown lines for the report."""
    lines = ["| page | perf | a11y | best practices | SEO | LCP s | FCP s | TBT ms | CLS | "
             "requests | JS transferred KB | JS decoded KB |", "|---|" + "---|" * 11]
    notes = []
    for name, f in results.items():
        if isinstance(f, str):
            lines.append(f"| {name} | {f} |" + " |" * 10)
            continue
        lines.append(f"| {name} | {f['performance']:.0f} | {f['accessibility']:.0f} | "
                     f"{f['best-practices']:.0f} | {f['seo']:.0f} | {f['lcp_s']:.2f} | "
                     f"{f['fcp_s']:.2f} | {f['tbt_ms']:.0f} | {f['cls']:.3f} | "
                     f"{f['requests']:.0f} | {f['js_transfer_kb']:.0f} | "
                     f"{f['js_decoded_kb']:.0f} |")
        if f["failing"]:
            notes.append(f"- {name}: {', '.join(f['failing'])}")
    if any(name in results for name in SIGNED_IN):
        lines += ["", f"{' and '.join(SIGNED_IN)}: measured signed in as {DEMO_CLIENT['email']} "
                  "(members-only pages)."]
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
    args = parser.parse_args(argv)
    reports = Path(args.reports) if args.reports else None
    if reports:
        reports.mkdir(parents=True, exist_ok=True)
    results = measure(args.url.rstrip("/"), args.runs, args.only, reports,
                      Path(args.json) if args.json else None)
    print("\n".join(table(results)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
