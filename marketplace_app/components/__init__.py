"""Reusable, stateless UI pieces."""
