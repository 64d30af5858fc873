"""Accounts rules."""
