"""`make bench`: feed, search, media, admire and websocket figures beside same-run baselines."""
