"""Social rules."""
