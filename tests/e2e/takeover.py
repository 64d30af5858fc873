"""A served page taken over by React, watched from both sides: what it painted before any
JavaScript ran, and what React drew, asked for and received once it took over."""

from dataclasses import dataclass

# React reports a served page it could not take over as it is (minified errors 418 and 425)
# and draws that part again; the page's own guard keeps the report out of the console.
COUNT_REDRAWS = ("window.__redraws = 0; addEventListener('error', e => { "
                 "if (/Minified React error #4(18|25)/.test(e.message)) window.__redraws++ });")

# Layout shifts the reader did not cause, summed, each kept with what moved and from where.
SHIFT_WATCH = """(() => {
window.__shift = 0; window.__shifts = [];
const box = r => r && [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
const name = n => !n ? '?' : n.nodeType !== 1 ? n.nodeName
  : n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (typeof n.className === 'string'
    ? '.' + n.className.trim().split(/\\s+/).slice(0, 3).join('.') : '');
new PerformanceObserver(l => { for (const e of l.getEntries()) if (!e.hadRecentInput) {
  window.__shift += e.value;
  window.__shifts.push([Math.round(e.startTime), +e.value.toFixed(4), (e.sources || []).map(
    s => [name(s.node), box(s.previousRect), box(s.currentRect)])]);
} }).observe({type: 'layout-shift', buffered: true});
})();
"""


def shift_of(page) -> tuple:
    """The page's summed layout shift, and each shift with its time and what moved."""
    return page.evaluate("window.__shift"), page.evaluate("window.__shifts")


def fiber_watch(setup: str, visit: str) -> str:
    """Before React loads: a devtools hook that runs `visit` (JS, with `fiber` in scope) on
    every component of each commit that React looked at (an unchanged subtree, whose children
    are the previous commit's, is skipped), after `setup`."""
    return setup + """
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
  onScheduleFiberRoot() {}, onPostCommitFiberRoot() {}, onCommitFiberUnmount() {},
  onCommitFiberRoot(id, root) {
    const stack = [root.current];
    while (stack.length) {
      const fiber = stack.pop();
      if (fiber.sibling) stack.push(fiber.sibling);""" + visit + """
      if (fiber.child && !(fiber.alternate && fiber.child === fiber.alternate.child)) {
        stack.push(fiber.child);
      }
    }
  },
};
"""


@dataclass
class Takeover:
    """Boxes before and after, the taken-over page, its /api requests, its data frames and
    how many times React drew a part of the served page again."""

    before: list
    after: list
    page: object
    api_requests: list
    data_frames: list
    redraws: int


def takeover(context, url: str, boxes: str, watch: str, taken_over: str, states: tuple,
             settle_ms: int) -> Takeover:
    """Open `url` twice in `context`: once with its scripts blocked (the served paint), once
    watched by `watch` until `taken_over` holds and `settle_ms` have passed (the page's load
    deltas come and go); frames are kept when they name one of `states`."""
    served_only = context.new_page()
    served_only.route("**/assets/*.js", lambda route: route.abort())
    served_only.goto(url)
    served_only.wait_for_function("() => document.querySelector('main').offsetHeight > 0")
    before = served_only.evaluate(boxes)
    served_only.close()
    page = context.new_page()
    page.add_init_script(COUNT_REDRAWS + watch)
    api_requests, frames = [], []
    page.on("request", lambda r: api_requests.append(r.url) if "/api/" in r.url else None)
    page.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(f)))
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_function(taken_over)
    page.wait_for_timeout(settle_ms)
    data_frames = [str(f) for f in frames if any(state in str(f) for state in states)]
    return Takeover(before, page.evaluate(boxes), page, api_requests, data_frames,
                    page.evaluate("window.__redraws"))


def react_drawn(context, url: str, taken_over: str) -> str:
    """The page at `url` as React draws it once taken over and its pictures are in (the
    context is closed after); React must have taken the served page over as it was."""
    page = context.new_page()
    page.add_init_script(COUNT_REDRAWS)
    page.goto(url)
    page.wait_for_function(taken_over)
    page.wait_for_function("() => [...document.querySelectorAll('main img')].every(i => i.complete)")
    page.wait_for_timeout(1500)
    html, redraws = page.content(), page.evaluate("window.__redraws")
    context.close()
    assert redraws == 0, f"React drew the served {url} again"
    return html


class HeldScripts:
    """The page's JS held back, as on a slow phone link, until `release()`."""

    def __init__(self, page):
        self.page, self.held, self.released = page, [], False
        page.route("**/assets/*.js", self._hold)

    def _hold(self, route):
        if self.released:
            route.continue_()
        else:
            self.held.append(route)

    def release(self, wait_ms: int = 30_000) -> bool:
        """Let the held scripts go once the page has asked for them (its loader starts them
        after the first screen's pictures are decoded: on a busy machine, after the test's
        own checks of the served page); whether any had been asked for."""
        for _ in range(wait_ms // 100):
            if self.held:
                break
            self.page.wait_for_timeout(100)  # the route handler runs while the test waits
        self.released = True
        for route in self.held:
            route.continue_()
        return bool(self.held)
