"""One served first screen of a talent or portfolio page."""

from dataclasses import dataclass


@dataclass
class Screen:
    """The page's State, the address its seed is bound to, the values it seeds (as the State
    holds them once loaded) and its <main> content drawn from them."""

    state: type
    key: str
    values: dict
    main: str
