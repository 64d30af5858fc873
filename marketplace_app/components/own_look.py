"""/portfolio's look as plain rules (the talent's own works): its tiles, their controls and the
sort select are plain elements with Radix's classes, as first_screen/own_portfolio.py serves
them (Radix's and emotion's wrappers, and the select's hidden list, made them most of what a
phone drew and drew again for the page)."""

from .card_look import icon_rules

OWN_LOOK = (
    ".fs-own{max-width:1200px;margin-inline:auto;width:100%;box-sizing:border-box;"
    "padding:20px 14px 48px}@media screen and (min-width:62em){.fs-own{padding:40px 24px 72px}}"
    ".fs-fit{height:fit-content;width:100%}.fs-pad8{padding:8px}"
    ".fs-views{width:100%;padding:10px;border:1px solid var(--gray-5);border-radius:10px}"
    ".fs-edit{color:var(--gray-11)}.fs-edit:hover,.fs-link:hover{color:var(--accent-8)}"
    ".fs-post{color:inherit;aspect-ratio:1/1;border:2px dashed var(--accent-7);"
    "border-radius:var(--radius-4);display:block}.fs-post:hover{background:var(--accent-2)}"
    ".fs-post-in{height:100%;padding:12px}.fs-plus{display:flex;align-items:center;"
    "justify-content:center;width:56px;height:56px;border-radius:50%;background:var(--accent-3);"
    "color:var(--accent-9);--is:28px}"
    ".fs-own-tile{position:relative;aspect-ratio:1/1;overflow:hidden;"
    "border-radius:var(--radius-4);background:var(--gray-3)}"
    # A tile's actions show on hover, on keyboard focus, and always on touch screens.
    ".fs-own-tile .tile-actions{opacity:0;transition:opacity 150ms ease}"
    ".fs-own-tile:hover .tile-actions,.fs-own-tile:focus-within .tile-actions{opacity:1}"
    "@media (hover:none){.fs-own-tile .tile-actions{opacity:1}}"
    "a.fs-cover{display:block;width:100%;height:100%}.fs-dim{opacity:.45}"
    ".fs-shade{position:absolute;left:0;right:0;bottom:0;padding:28px 10px 10px;"
    "pointer-events:none;background:linear-gradient(180deg,transparent,rgba(0,0,0,.75))}"
    ".fs-white{color:white}.fs-corner{position:absolute;top:0;right:0;padding:8px}"
    ".fs-tl{position:absolute;top:8px;left:8px}"
    ".fs-veil{position:absolute;inset:0;padding:12px;justify-content:center;align-items:center;"
    "background:rgba(0,0,0,.62);pointer-events:none}"
    ".fs-play44{display:flex;align-items:center;justify-content:center;position:absolute;"
    "top:50%;left:50%;width:44px;height:44px;transform:translate(-50%,-50%);border-radius:50%;"
    "background:rgba(0,0,0,.55);padding-left:3px;color:white}"
    ".fs-own-tile .fs-i{--is:14px}"
    + icon_rules((("eye", False), ("eye-off", False), ("pencil", False), ("trash-2", False),
                  ("plus", False)))
    # The sort: a native select (a phone's own picker) in Radix's trigger look.
    # Radix's select chevron, drawn as the native select's background (a file: see
    # first_screen/icon_masks.py for why not a data URL).
    + "select.fs-select{padding-right:calc(var(--space-3) + 17px);"
    "background-image:url(/icons/select-chevron.svg);background-repeat:no-repeat;"
    "background-position:right var(--space-3) center;background-size:9px 9px;cursor:pointer}"
)
