"""The live-news figures of `make bench`: each message is timed to the update that brought the
unread count it made, and one that never came counts as sent, not delivered."""

from scripts.bench import report
from scripts.bench.live_news import Listener, figures


def test_each_message_is_timed_to_the_count_it_made_and_a_lost_one_is_not_delivered():
    first, second = Listener("a", "c1"), Listener("b", "c2")
    sends = {first: [10.0, 15.0], second: [11.0]}
    # The first listener saw 1 and 2 (and 0 at hydrate); the second never saw its message.
    arrivals = {first: {0: 1.0, 1: 10.2, 2: 15.05}, second: {0: 1.0}}
    news = figures([first, second], 2, sends, arrivals)
    assert news.sent == 3 and [round(d) for d in news.delays] == [200, 50]
    assert round(news.worst) == 200
    row = report._news_lines(news)[-1]
    assert row.startswith("| 2 / 2 | 2 / 3 |"), row
