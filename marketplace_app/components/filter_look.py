"""The feed filters' radio choices: the browser's own radio buttons in the site's type and
orange (one rule set for the wide panel and the phone's sheet); the category strip's buttons
keep their width."""

FILTER_CHOICES = "filter-choices"

FILTER_LOOK = (
    f".{FILTER_CHOICES}{{display:flex;flex-direction:column;gap:var(--space-2);border:0;"
    "margin:0;padding:0;min-width:0;width:100%}"
    f".{FILTER_CHOICES}>legend{{padding:0;margin-bottom:var(--space-2);"
    "font-size:var(--font-size-2);line-height:var(--line-height-2);font-weight:700}"
    f".{FILTER_CHOICES}>label{{display:flex;align-items:center;gap:var(--space-2);"
    "font-size:var(--font-size-2);line-height:var(--line-height-2);cursor:pointer}"
    f".{FILTER_CHOICES} input{{width:16px;height:16px;margin:0;flex:none;"
    "accent-color:var(--accent-9);cursor:pointer}"
    ".strip-category{flex-shrink:0}"
)
