"""The few lucide icons of a card, as the React page draws them."""

_PATHS = {
    "heart": '<path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 '
             '9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5">'
             '</path>',
    "sparkles": '<path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 '
                '1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 '
                '1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558'
                '-1.051a2 2 0 0 0 1.594-1.594z"></path><path d="M20 2v4"></path><path d="M22 4h-4">'
                '</path><circle cx="4" cy="20" r="2"></circle>',
    "share-2": '<circle cx="18" cy="5" r="3"></circle><circle cx="6" cy="12" r="3"></circle>'
               '<circle cx="18" cy="19" r="3"></circle><line x1="8.59" x2="15.42" y1="13.51" '
               'y2="17.49"></line><line x1="15.41" x2="8.59" y1="6.51" y2="10.49"></line>',
    "arrow-right": '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>',
    "play": '<path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 '
            '1 5 19z"></path>',
}


def icon(name: str, size: int, fill: str = "none") -> str:
    """An inline SVG icon, hidden from screen readers."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
            f'viewBox="0 0 24 24" fill="{fill}" stroke="currentColor" stroke-width="2" '
            f'stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-{name}" '
            f'aria-hidden="true">{_PATHS[name]}</svg>')
