"""The "pages" section of `make bench`: Lighthouse 13's mobile preset (a mid-range phone on
slow 4G, simulated) on the public pages of the demo marketplace, each run 3 times under the
shared build lock (Lighthouse is CPU-heavy and the machine is shared), median reported.

Alone, against a server that is already running:
    python -m scripts.bench.pages --url http://localhost:3000 [--runs 3]
"""

import argparse
import fcntl
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

import httpx

from .servers import BUILD_LOCK, ROOT

CHROME = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")


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


def run_lighthouse(url: str, keep: Path | None = None) -> dict:
    """One Lighthouse mobile run of one URL (the caller holds the shared build lock); the
    whole report is kept at `keep` when given."""
    command = [lighthouse_bin(), url, "--output=json", "--output-path=stdout", "--quiet",
               f"--only-categories={','.join(CATEGORIES)}",
               "--chrome-flags=--headless=new --no-sandbox --disable-gpu"]
    env = {**os.environ, "CHROME_PATH": CHROME}
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300)
    if result.returncode:
        raise RuntimeError(result.stderr[-1500:])
    if keep:
        keep.write_text(result.stdout)
    return figures(json.loads(result.stdout))


def page_runs(url: str, runs: int, keep: Path | None) -> list[dict]:
    """`runs` Lighthouse runs of one page under one hold of the shared build lock."""
    with open(BUILD_LOCK, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            return [run_lighthouse(url, keep and keep.with_suffix(f".{n}.json"))
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
    for name, path in page_paths(base).items():
        if only and name not in only:
            continue
        print(f"  lighthouse {name} ({path}) x{runs} ...", flush=True)
        keep = reports / (name.strip("/").replace(" ", "-") or "home") if reports else None
        try:
            results[name] = median_of(page_runs(base + path, runs, keep))
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
