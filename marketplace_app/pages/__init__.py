"""One module per route."""
