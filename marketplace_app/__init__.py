"""Marketplace for India's creative talent."""
