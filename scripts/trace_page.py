"""Where a page's main thread goes while it loads on a slow phone, and what React draws.

Loads each address in headless Chromium at 4x CPU (as Lighthouse's mobile preset does), then
prints every main-thread task over 50 ms with what filled it (style, layout, parsing, scripts by
file), the total blocking time, and React's commits: the components each drew (the first is the
hydration, counted by component type).

    .venv/bin/python -m scripts.trace_page --url http://127.0.0.1:3000 /main-feed /
    .venv/bin/python -m scripts.trace_page --url URL --member EMAIL:PASSWORD /talent-detail/ID
"""

import argparse
import collections
import json
import re

import httpx
from playwright.sync_api import sync_playwright

CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute",
              "blink.user_timing", "loading"]
LONG_MS = 50.0

# React's devtools hook: per commit, the fibers that rendered (mounted or drew again).
COMMIT_COUNTER = """
(() => {
  const commits = [];
  window.__traceCommits = commits;
  const nameOf = (f) => {
    if (f.elementType?.displayName) return f.elementType.displayName;
    const t = f.type;
    if (typeof t === 'string') return '<' + t + '>';
    if (!t) return null;
    return t.displayName || t.name || (t.render && (t.render.displayName || t.render.name))
      || (t.type && (t.type.displayName || t.type.name)) || 'anonymous';
  };
  const pathOf = (f) => {
    const names = [];
    for (let p = f; p && names.length < 6; p = p.return) {
      const n = nameOf(p);
      if (n && !n.startsWith('<')) names.push(p.stateNode?.id ? n + '#' + p.stateNode.id : n);
      else if (p.memoizedProps?.id) names.push(n + '#' + p.memoizedProps.id);
    }
    return names.reverse().join(' > ');
  };
  const walk = (fiber, counts, total, origins) => {
    const stack = [[fiber, false]];
    while (stack.length) {
      const [f, parentDrawn] = stack.pop();
      const a = f.alternate;
      const drawn = !a || (f.flags & 1);
      if (drawn) {
        const n = nameOf(f);
        if (n) { counts[n] = (counts[n] || 0) + 1; total.n += 1; }
        // Where a redraw starts: a component drawn again under one that was not.
        if (a && !parentDrawn && origins.length < 8) origins.push(pathOf(f));
      }
      // An unchanged subtree keeps its old children: nothing under it rendered.
      if (f.child && !(a && f.child === a.child)) stack.push([f.child, !!drawn]);
      if (f.sibling) stack.push([f.sibling, parentDrawn]);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), isDisabled: false,
    inject(r) { this.renderers.set(1, r); return 1; },
    checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      const counts = {}; const total = {n: 0}; const origins = [];
      if (root.current.child) walk(root.current.child, counts, total, origins);
      commits.push({at: Math.round(performance.now()), drawn: total.n, counts, origins});
    },
  };
})();
"""


def _main_thread(events: list[dict], url: str = "") -> tuple[int, int]:
    """The renderer's main thread (pid, tid) of the page: the one that parsed `url`, else the
    busiest (a signed-in trace has the sign-in page's renderer too)."""
    names = {(e["pid"], e["tid"]) for e in events
             if e.get("ph") == "M" and e.get("name") == "thread_name"
             and e["args"].get("name") == "CrRendererMain"}
    parsed = collections.Counter(
        (e["pid"], e["tid"]) for e in events if (e["pid"], e["tid"]) in names
        and e.get("name") == "ParseHTML" and url
        and url in str((e.get("args") or {}).get("beginData", {}).get("url", "")))
    if parsed:
        return parsed.most_common(1)[0][0]
    busiest = collections.Counter((e["pid"], e["tid"]) for e in events
                                  if (e["pid"], e["tid"]) in names and e.get("ph") == "X")
    return busiest.most_common(1)[0][0]


def _label(event: dict) -> str:
    """A task's part: its kind, and for scripts the file they came from."""
    data = event.get("args", {}).get("data", {}) or {}
    name = event["name"]
    if name in ("FunctionCall", "EvaluateScript", "v8.compile", "v8.compileModule",
                "v8.evaluateModule", "TimerFire", "EventDispatch"):
        url = (data.get("url") or data.get("fileName") or "").rsplit("/", 1)[-1]
        return f"{name} {url}".strip()
    if name == "UpdateLayoutTree":
        return f"UpdateLayoutTree ({data.get('elementCount', '?')} el)"
    return name


def _main_thread_events(trace: dict, url: str) -> tuple[list[dict], float]:
    """The page's main-thread events with a duration, in order, and when the first began."""
    events = trace["traceEvents"]
    pid, tid = _main_thread(events, url)
    mine = sorted((e for e in events if e.get("ph") == "X" and e["pid"] == pid
                   and e["tid"] == tid and "dur" in e), key=lambda e: (e["ts"], -e["dur"]))
    return mine, min(e["ts"] for e in mine)


def long_tasks(trace: dict, detail: bool = False, url: str = "") -> list[tuple[float, float, list[tuple[str, float]]]]:
    """Main-thread tasks over LONG_MS: (start ms, duration ms, [(part, ms)]); `detail` adds
    every event over 5 ms inside each, in order."""
    mine, start = _main_thread_events(trace, url)
    tasks = []
    for task in (e for e in mine if e["name"] == "RunTask" and e["dur"] / 1000 > LONG_MS):
        end = task["ts"] + task["dur"]
        parts: dict[str, float] = collections.defaultdict(float)
        cursor = task["ts"]
        # The task's direct parts: events inside it that no earlier part already covers.
        for e in mine:
            if e is task or e["ts"] < cursor or e["ts"] >= end:
                continue
            label = _label(e)
            if e["name"] in ("TimerFire", "EventDispatch", "RunMicrotasks"):
                # Named by the first script it ran.
                inner = next((i for i in mine if e["ts"] <= i["ts"] < e["ts"] + e["dur"]
                              and i["name"] == "FunctionCall"), None)
                if inner is not None:
                    label = f"{e['name']} > {_label(inner)}"
            parts[label] += e["dur"] / 1000
            cursor = e["ts"] + e["dur"]
        if detail:
            inside = [e for e in mine if task["ts"] <= e["ts"] < end and e is not task
                      and e["dur"] >= 5000]
            parts["  detail: " + "; ".join(f"{_label(e)} {e['dur'] / 1000:.0f}"
                                            for e in inside[:14])] = 0
        tasks.append(((task["ts"] - start) / 1000, task["dur"] / 1000,
                      sorted(parts.items(), key=lambda p: -p[1])[:6]))
    return tasks


def print_profile(profile: dict, top: int = 25) -> None:
    """The functions that ran longest themselves (self time, at the throttled CPU)."""
    nodes = {n["id"]: n for n in profile["nodes"]}
    spent: dict[str, float] = collections.defaultdict(float)
    for node_id, delta in zip(profile["samples"], profile["timeDeltas"]):
        spent[_frame_name(nodes[node_id])] += delta / 1000
    for name, ms in sorted(spent.items(), key=lambda kv: -kv[1])[:top]:
        print(f"    {ms:7.1f} ms  {name}")


def _frame_name(node: dict) -> str:
    """A profile node's function with its file, line and column."""
    frame = node["callFrame"]
    where = frame["url"].rsplit("/", 1)[-1] or "(native)"
    return (f"{frame['functionName'] or '(anonymous)'} {where}:{frame['lineNumber'] + 1}:"
            f"{frame['columnNumber'] + 1}")


def print_task_profiles(profile: dict, trace: dict, url: str, top: int = 8) -> None:
    """For each task over 50 ms: the functions it spent most time in, themselves and with what
    they called (a minified function is named by its line and column in its file)."""
    mine, start = _main_thread_events(trace, url)
    nodes = {n["id"]: n for n in profile["nodes"]}
    parent = {child: n["id"] for n in profile["nodes"] for child in n.get("children", ())}
    stamps, now = [], profile["startTime"]
    for node_id, delta in zip(profile["samples"], profile["timeDeltas"]):
        now += delta
        stamps.append((now, node_id))
    for task in sorted((e for e in mine if e["name"] == "RunTask" and e["dur"] / 1000 > LONG_MS),
                       key=lambda e: e["ts"]):
        inside = [n for ts, n in stamps if task["ts"] <= ts < task["ts"] + task["dur"]]
        if not inside:
            continue
        total, own = collections.Counter(), collections.Counter()
        for node_id in inside:
            own[_frame_name(nodes[node_id])] += 1
            names = set()
            while node_id is not None:
                names.add(_frame_name(nodes[node_id]))
                node_id = parent.get(node_id)
            total.update(names)
        share = 100 / len(inside)
        lines = []
        for label, counter in (("self", own), ("with callees", total)):
            shown = [(k, c) for k, c in counter.most_common(top + 3)
                     if not k.startswith(("(root)", "(program)", "(idle)"))][:top]
            if shown:
                lines.append(f"    {label}: " + "; ".join(f"{k} {c * share:.0f}%"
                                                        for k, c in shown))
        if lines:  # a task of style and layout alone runs no script
            print(f"  task at {(task['ts'] - start) / 1000:.0f} ms ({task['dur'] / 1000:.0f} ms):")
            print("\n".join(lines))


def signed_in(context, base: str, email: str, password: str) -> None:
    """The context holds a member's sign-in token and session cookie, as signing in leaves
    them (the members-only pages are served to members only)."""
    answer = httpx.post(f"{base}/api/auth/login", json={"email": email, "password": password},
                        timeout=30)
    answer.raise_for_status()
    token = answer.json()["token"]
    page = context.new_page()
    page.goto(f"{base}/robots.txt")  # no app script may write the token back
    page.evaluate("t => localStorage.setItem('authToken', t)", token)
    page.evaluate("t => fetch('/api/session', {method: 'POST', headers: "
                  "{Authorization: 'Bearer ' + t}})", token)
    page.close()


def trace_page(browser, url: str, rate: float, socket: bool = True,
               detail: bool = False, profile: bool = False,
               member: tuple[str, str] | None = None) -> tuple[list, list]:
    """One load of `url`: its long tasks and React's commits (`socket` False: the websocket
    opens but the server never answers, to tell its updates from the page's own work)."""
    context = browser.new_context(viewport={"width": 412, "height": 823}, device_scale_factor=1.75,
                                  is_mobile=True, has_touch=True)
    if member:
        signed_in(context, "/".join(url.split("/", 3)[:3]), *member)
    page = context.new_page()
    page.add_init_script(COMMIT_COUNTER)
    if not socket:
        page.route_web_socket(re.compile(r".*/_event.*"), lambda ws: None)
    session = context.new_cdp_session(page)
    session.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    if profile:
        session.send("Profiler.enable")
        session.send("Profiler.setSamplingInterval", {"interval": 200})
        session.send("Profiler.start")
    browser.start_tracing(page=page, categories=CATEGORIES)
    page.goto(url, wait_until="load")
    page.wait_for_timeout(4000)
    trace = json.loads(browser.stop_tracing())
    if profile:
        samples = session.send("Profiler.stop")["profile"]
        print_profile(samples)
        print_task_profiles(samples, trace, url)
    commits = page.evaluate("window.__traceCommits || []")
    context.close()
    return long_tasks(trace, detail, url), commits


def report(path: str, tasks: list, commits: list) -> None:
    """Prints one page's figures."""
    blocking = sum(d - LONG_MS for _, d, _ in tasks)
    print(f"\n== {path}: {len(tasks)} long tasks, blocking {blocking:.0f} ms (all tasks over 50 ms,"
          " from navigation; Lighthouse counts from FCP to TTI)")
    for at, dur, parts in tasks:
        print(f"  {at:7.0f} ms  {dur:6.0f} ms  " + ", ".join(f"{n} {ms:.0f}" for n, ms in parts))
    for i, c in enumerate(commits):
        top = sorted(c["counts"].items(), key=lambda kv: -kv[1])
        shown = top[:12] if i == 0 else top[:6]
        print(f"  commit {i} at {c['at']} ms: {c['drawn']} drawn  "
              + ", ".join(f"{n} {k}" for n, k in shown))
        for origin in c["origins"] if i else ():
            print(f"      from {origin}")


def main() -> None:
    """Traces each path."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--rate", type=float, default=4.0)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--no-socket", action="store_true",
                        help="the websocket never answers (what the page does on its own)")
    parser.add_argument("--detail", action="store_true", help="every event over 5 ms in a task")
    parser.add_argument("--profile", action="store_true",
                        help="the functions that ran longest, in all and in each long task")
    parser.add_argument("--member", help="EMAIL:PASSWORD of a member to sign in as first")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    member = tuple(args.member.split(":", 1)) if args.member else None
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium")
        for path in args.paths:
            for _ in range(args.runs):
                report(path, *trace_page(browser, args.url.rstrip("/") + path, args.rate,
                                          not args.no_socket, args.detail,
                                          args.profile, member))
        browser.close()


if __name__ == "__main__":
    main()
