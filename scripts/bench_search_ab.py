"""Search latency of two checkouts on one machine, in turn: scripts/bench_search.py per query
family, each side in its own process and database, passes alternating (before, after, before,
after ...), then a Markdown table of p50 / p95 ms per pass.

    python scripts/bench_search_ab.py --side before=/tmp/old-checkout,sqlite:////tmp/a.db \\
        --side after=.,sqlite:////tmp/b.db [--passes 2] [--rounds 10]
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def run_side(root: str, db_url: str, rounds: int) -> dict:
    """One bench_search.py process on that checkout and database; its figures."""
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        env = {**os.environ, "BENCH_CODE_ROOT": str(Path(root).resolve()),
               "REFLEX_DB_URL": db_url}
        subprocess.run([sys.executable, str(HERE / "bench_search.py"), "--rounds", str(rounds),
                        "--quiet", "--json", out.name], env=env, check=True)
        return json.loads(Path(out.name).read_text())


def main() -> None:
    """Alternate the sides, then print the table."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--side", action="append", required=True,
                        help="label=checkout,database URL (give two)")
    parser.add_argument("--passes", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    sides = [(s.split("=", 1)[0], *s.split("=", 1)[1].split(",", 1)) for s in args.side]
    results: dict[str, list[dict]] = {label: [] for label, _r, _d in sides}
    for number in range(args.passes):
        for label, root, db_url in sides:
            print(f"pass {number + 1}: {label}", flush=True)
            results[label].append(run_side(root, db_url, args.rounds))
    families = list(next(iter(results.values()))[0])
    print("\n| query family | " + " | ".join(label for label, _r, _d in sides) + " |")
    print("|---|" + "---|" * len(sides))
    for family in families:
        cells = [", ".join(f"{r[family]['p50']:.1f} / **{r[family]['p95']:.1f}**"
                           for r in results[label]) for label, _r, _d in sides]
        print(f"| {family} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
