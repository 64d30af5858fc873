"""One served first screen of a page."""

from dataclasses import dataclass, field


@dataclass
class Screen:
    """The page's State, the address its seed is bound to, the values it seeds (as the State
    holds them once loaded) and its <main> content drawn from them; `also`: other States'
    values the page seeds ({State: {var: value}})."""

    state: type
    key: str
    values: dict
    main: str
    also: dict = field(default_factory=dict)  # other States' seeded values: {State: values}
    texts: dict | None = None  # `values` encoded (seed.Serialized), when kept encoded
