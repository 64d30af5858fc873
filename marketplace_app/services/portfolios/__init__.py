"""Portfolios rules."""
