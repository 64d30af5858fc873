"""Wrappers of npm React components."""
