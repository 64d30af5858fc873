"""Reflex States: flat, one per feature, thin over the services."""
