"""Routers of the API."""
