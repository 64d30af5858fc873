"""The REST API under /api: thin adapters over the services."""
