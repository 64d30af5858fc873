"""Badges: a card's category labels (two, then "+N") and a header counter ("9+")."""

MAX_BADGES = 2  # spec §9: at most 2 badges plus "+N"
BADGE_CAP = 9


def badges(category, subcategory) -> tuple[list[str], str]:
    """The first two labels of a portfolio (category, then subcategories) and "+N" for the rest."""
    labels = [category] if isinstance(category, str) else list(category or [])
    if isinstance(subcategory, str):
        labels += [s.strip() for s in subcategory.split(",")]
    else:
        labels += list(subcategory or [])
    labels = list(dict.fromkeys(label for label in labels if label))
    extra = len(labels) - MAX_BADGES
    return labels[:MAX_BADGES], (f"+{extra}" if extra > 0 else "")


def badge_label(count: int) -> str:
    """A header counter as shown on its badge: "" for none, "9+" above 9."""
    if count <= 0:
        return ""
    return f"{BADGE_CAP}+" if count > BADGE_CAP else str(count)
