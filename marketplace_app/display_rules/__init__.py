"""How data is shown: badges, share-once, card shapes, search routing and filter bounds.
Plain Python, no Reflex and no database, read by the states and components that show data."""
