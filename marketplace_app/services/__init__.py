"""The rules, grouped by domain: accounts/, media/, portfolios/, social/ (errors.py is shared)."""
