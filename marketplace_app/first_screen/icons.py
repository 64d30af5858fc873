"""The few lucide icons of the served first screens, as the React pages draw them."""

_PATHS = {
    "check": '<path d="M20 6 9 17l-5-5"></path>',
    "user-round-pen": ('<path d="M2 21a8 8 0 0 1 10.821-7.487"></path><path d="M21.378 16.626a1 1 0 '
                       '0 0-3.004-3.004l-4.01 4.012a2 2 0 0 0-.506.854l-.837 2.87a.5.5 0 0 0 .62.62l'
                       '2.87-.837a2 2 0 0 0 .854-.506z"></path><circle cx="10" cy="8" r="5"></circle>'),
    "handshake": ('<path d="m11 17 2 2a1 1 0 1 0 3-3"></path><path d="m14 14 2.5 2.5a1 1 0 1 0 '
                  '3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 '
                  '1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4"></path><path d="m21 3 1 11h-2"></path>'
                  '<path d="M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3"></path><path d="M3 4h8"></path>'),
    "video": ('<path d="m16 13 5.223 3.482a.5.5 0 0 0 .777-.416V7.87a.5.5 0 0 0-.752-.432L16 10.5">'
              '</path><rect x="2" y="6" width="14" height="12" rx="2"></rect>'),
    "scissors": ('<circle cx="6" cy="6" r="3"></circle><path d="M8.12 8.12 12 12"></path>'
                 '<path d="M20 4 8.12 15.88"></path><circle cx="6" cy="18" r="3"></circle>'
                 '<path d="M14.8 14.8 20 20"></path>'),
    "pen-tool": ('<path d="M15.707 21.293a1 1 0 0 1-1.414 0l-1.586-1.586a1 1 0 0 1 0-1.414l5.586-'
                 '5.586a1 1 0 0 1 1.414 0l1.586 1.586a1 1 0 0 1 0 1.414z"></path>'
                 '<path d="m18 13-1.375-6.874a1 1 0 0 0-.746-.776L3.235 2.028a1 1 0 0 0-1.207 '
                 '1.207L5.35 15.879a1 1 0 0 0 .776.746L13 18"></path>'
                 '<path d="m2.3 2.3 7.286 7.286"></path><circle cx="11" cy="11" r="2"></circle>'),
    "shirt": ('<path d="M20.38 3.46 16 2a4 4 0 0 1-8 0L3.62 3.46a2 2 0 0 0-1.34 2.23l.58 3.47a1 1 0 '
              '0 0 .99.84H6v10c0 1.1.9 2 2 2h8a2 2 0 0 0 2-2V10h2.15a1 1 0 0 0 .99-.84l.58-3.47a2 2 '
              '0 0 0-1.34-2.23z"></path>'),
    "layout-grid": ('<rect width="7" height="7" x="3" y="3" rx="1"></rect>'
                    '<rect width="7" height="7" x="14" y="3" rx="1"></rect>'
                    '<rect width="7" height="7" x="14" y="14" rx="1"></rect>'
                    '<rect width="7" height="7" x="3" y="14" rx="1"></rect>'),
    "aperture": ('<circle cx="12" cy="12" r="10"></circle><path d="m14.31 8 5.74 9.94"></path>'
                 '<path d="M9.69 8h11.48"></path><path d="m7.38 12 5.74-9.94"></path>'
                 '<path d="M9.69 16 3.95 6.06"></path><path d="M14.31 16H2.83"></path>'
                 '<path d="m16.62 12-5.74 9.94"></path>'),
    "camera": ('<path d="M13.997 4a2 2 0 0 1 1.76 1.05l.486.9A2 2 0 0 0 18.003 7H20a2 2 0 0 1 2 2v9'
               'a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h1.997a2 2 0 0 0 1.759-1.048l.489-.904'
               'A2 2 0 0 1 10.004 4z"></path><circle cx="12" cy="13" r="3"></circle>'),
    "users": ('<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"></path>'
              '<path d="M16 3.128a4 4 0 0 1 0 7.744"></path>'
              '<path d="M22 21v-2a4 4 0 0 0-3-3.87"></path><circle cx="9" cy="7" r="4"></circle>'),
    "at-sign": ('<circle cx="12" cy="12" r="4"></circle>'
                '<path d="M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-4 8"></path>'),
    "circle-play": ('<path d="M9 9.003a1 1 0 0 1 1.517-.859l4.997 2.997a1 1 0 0 1 0 1.718l-4.997 '
                    '2.997A1 1 0 0 1 9 14.996z"></path><circle cx="12" cy="12" r="10"></circle>'),
    "smartphone": ('<rect width="14" height="20" x="5" y="2" rx="2" ry="2"></rect>'
                   '<path d="M12 18h.01"></path>'),
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
    "search-x": ('<path d="m13.5 8.5-5 5"></path><path d="m8.5 8.5 5 5"></path>'
                 '<circle cx="11" cy="11" r="8"></circle><path d="m21 21-4.3-4.3"></path>'),
    "tag": ('<path d="M12.586 2.586A2 2 0 0 0 11.172 2H4a2 2 0 0 0-2 2v7.172a2 2 0 0 0 .586 1.414l'
            '8.704 8.704a2.426 2.426 0 0 0 3.42 0l6.58-6.58a2.426 2.426 0 0 0 0-3.42z"></path>'
            '<circle cx="7.5" cy="7.5" r=".5" fill="currentColor"></circle>'),
    "search": '<path d="m21 21-4.34-4.34"></path><circle cx="11" cy="11" r="8"></circle>',
    "x": '<path d="M18 6 6 18"></path><path d="m6 6 12 12"></path>',
    "arrow-right": '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>',
    "play": '<path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 '
            '1 5 19z"></path>',
    "arrow-left": '<path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path>',
    "map-pin": '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 '
               '4 14.993 4 10a8 8 0 0 1 16 0"></path><circle cx="12" cy="10" r="3"></circle>',
    "bookmark": '<path d="M17 3a2 2 0 0 1 2 2v15a1 1 0 0 1-1.496.868l-4.512-2.578a2 2 0 0 0-1.984 '
                '0l-4.512 2.578A1 1 0 0 1 5 20V5a2 2 0 0 1 2-2z"></path>',
    "bookmark-check": '<path d="M17 3a2 2 0 0 1 2 2v15a1 1 0 0 1-1.496.868l-4.512-2.578a2 2 0 0 0'
                      '-1.984 0l-4.512 2.578A1 1 0 0 1 5 20V5a2 2 0 0 1 2-2z"></path>'
                      '<path d="m9 10 2 2 4-4"></path>',
    "message-circle": '<path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 '
                      '1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719"></path>',
    "star": '<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166'
            '.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 '
            '0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56'
            'l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755'
            'a2.122 2.122 0 0 0 1.597-1.16z"></path>',
    "image-off": '<line x1="2" x2="22" y1="2" y2="22"></line><path d="M10.41 10.41a2 2 0 1 1-2.83'
                 '-2.83"></path><line x1="13.5" x2="6" y1="13.5" y2="21"></line><line x1="18" '
                 'x2="21" y1="12" y2="15"></line><path d="M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 '
                 '0 0 2 2h14c.55 0 1.052-.22 1.41-.59"></path><path d="M21 15V5a2 2 0 0 0-2-2H9">'
                 '</path>',
    "calendar": '<path d="M8 2v4"></path><path d="M16 2v4"></path><rect width="18" height="18" '
                'x="3" y="4" rx="2"></rect><path d="M3 10h18"></path>',
    "badge-check": '<path d="M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 '
                   '4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 '
                   '1 0-6.76Z"></path><path d="m9 12 2 2 4-4"></path>',
    # /notifications and /manage
    "bell-off": ('<path d="M10.268 21a2 2 0 0 0 3.464 0"></path><path d="M17 17H4a1 1 0 0 1-.74-1'
                 '.673C4.59 13.956 6 12.499 6 8a6 6 0 0 1 .258-1.742"></path><path d="m2 2 20 20"'
                 '></path><path d="M8.668 3.01A6 6 0 0 1 18 8c0 2.687.77 4.653 1.707 6.05"></path'
                 '>'),
    "briefcase": ('<path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16"></path><rect width="20" h'
                  'eight="14" x="2" y="6" rx="2"></rect>'),
    "indian-rupee": ('<path d="M6 3h12"></path><path d="M6 8h12"></path><path d="m6 13 8.5 8"></p'
                     'ath><path d="M6 13h3"></path><path d="M9 13c6.667 0 6.667-10 0-10"></path>'),
    "rocket": ('<path d="M12 15v5s3.03-.55 4-2c1.08-1.62 0-5 0-5"></path><path d="M4.5 16.5c-1.5 '
               '1.26-2 5-2 5s3.74-.5 5-2c.71-.84.7-2.13-.09-2.91a2.18 2.18 0 0 0-2.91-.09"></path'
               '><path d="M9 12a22 22 0 0 1 2-3.95A12.88 12.88 0 0 1 22 2c0 2.72-.78 7.5-6 11a22.'
               '4 22.4 0 0 1-4 2z"></path><path d="M9 12H4s.55-3.03 2-4c1.62-1.08 5 .05 5 .05"></'
               'path>'),
    "inbox": ('<polyline points="22 12 16 12 14 15 10 15 8 12 2 12"></polyline><path d="M5.45 5.1'
              '1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0'
              ' 0 0-1.79 1.11z"></path>'),
    "send": ('<path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.'
             '5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z"></path><path d="m21.854 2.14'
             '7-10.94 10.939"></path>'),
    "folder-kanban": ('<path d="M4 20h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.93a2 2 0 0 1-1.66-.9l-.'
                      '82-1.2A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13c0 1.1.9 2 2 2Z"></path><path d='
                      '"M8 10v4"></path><path d="M12 10v2"></path><path d="M16 10v6"></path>'),
    "bookmark-x": ('<path d="m14.5 7.5-5 5"></path><path d="M17 3a2 2 0 0 1 2 2v15a1 1 0 0 1-1.49'
                   '6.868l-4.512-2.578a2 2 0 0 0-1.984 0l-4.512 2.578A1 1 0 0 1 5 20V5a2 2 0 0 1 '
                   '2-2z"></path><path d="m9.5 7.5 5 5"></path>'),
    "eye": '<path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 '
           '10.75 10.75 0 0 1-19.876 0"></path><circle cx="12" cy="12" r="3"></circle>',
    "eye-off": '<path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 '
               '10.747 0 0 1-1.444 2.49"></path><path d="M14.084 14.158a3 3 0 0 1-4.242-4.242">'
               '</path><path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 '
               '10.75 10.75 0 0 1 4.446-5.143"></path><path d="m2 2 20 20"></path>',
    "pencil": '<path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 '
              '4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z"></path>'
              '<path d="m15 5 4 4"></path>',
    "settings": '<path d="M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 '
                '2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 '
                '2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 '
                '2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 '
                '2.34 0 0 0 3.319-1.915"></path><circle cx="12" cy="12" r="3"></circle>',
    "log-out": '<path d="m16 17 5-5-5-5"></path><path d="M21 12H9"></path><path d="M9 21H5a2 2 '
               '0 0 1-2-2V5a2 2 0 0 1 2-2h4"></path>',
    "plus": '<path d="M5 12h14"></path><path d="M12 5v14"></path>',
    "trash-2": '<path d="M10 11v6"></path><path d="M14 11v6"></path><path d="M19 6v14a2 2 0 0 1-2 '
               '2H7a2 2 0 0 1-2-2V6"></path><path d="M3 6h18"></path><path d="M8 6V4a2 2 0 0 1 '
               '2-2h4a2 2 0 0 1 2 2v2"></path>',
    "house": ('<path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"></path><path d="M3 10a2 2 0 0 '
              '1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 '
              '1-2-2z"></path>'),
    "bell": ('<path d="M10.268 21a2 2 0 0 0 3.464 0"></path><path d="M3.262 15.326A1 1 0 0 0 4 '
             '17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 '
             '5.956-2.738 7.326"></path>'),
    "languages": ('<path d="m5 8 6 6"></path><path d="m4 14 6-6 2-3"></path><path d="M2 5h12">'
                  '</path><path d="M7 2h1"></path><path d="m22 22-5-10-5 10"></path>'
                  '<path d="M14 18h6"></path>'),
    "menu": '<path d="M4 5h16"></path><path d="M4 12h16"></path><path d="M4 19h16"></path>',
}


def icon(name: str, size: int, fill: str = "none", extra: str = "") -> str:
    """An inline SVG icon, hidden from screen readers (`extra`: more classes)."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
            f'viewBox="0 0 24 24" fill="{fill}" stroke="currentColor" stroke-width="2" '
            f'stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-{name}'
            f'{" " + extra if extra else ""}" aria-hidden="true">{_PATHS[name]}</svg>')
