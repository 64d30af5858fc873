"""Media rules."""
