"""A cold anonymous feed page asked for by many connections at once is computed once."""

import threading
import time

from marketplace_app.services.portfolios import feed_cache


def test_fifty_concurrent_callers_of_a_cold_page_compute_it_once():
    feed_cache.forget_all()
    key, computed = ("single-flight test", time.time_ns()), []

    def compute():
        generation = feed_cache.generation()
        computed.append(1)
        time.sleep(0.05)  # long enough for every other caller to arrive meanwhile
        page = {"portfolios": [], "total": len(computed)}
        feed_cache.put(key, page, generation)
        return page

    gate, answers = threading.Barrier(50), []

    def ask():
        gate.wait()
        answers.append(feed_cache.once(key, compute))

    threads = [threading.Thread(target=ask) for _ in range(50)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(computed) == 1
    assert len(answers) == 50 and all(a == {"portfolios": [], "total": 1} for a in answers)
    assert feed_cache._flights.in_flight() == 0  # nothing left behind


def test_different_pages_do_not_wait_for_each_other():
    feed_cache.forget_all()
    started, release = threading.Event(), threading.Event()

    def slow():
        started.set()
        release.wait(5)
        return {"slow": True}

    worker = threading.Thread(target=lambda: feed_cache.once(("slow page",), slow))
    worker.start()
    started.wait(5)
    other = []
    asker = threading.Thread(target=lambda: other.append(
        feed_cache.once(("other page",), lambda: {"other": True})))
    asker.start()
    asker.join(2)
    release.set()
    worker.join()
    assert other == [{"other": True}]  # answered while the slow page was still computing
