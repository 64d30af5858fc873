"""The stylesheet trim: which classes a compiled component can carry, and which rules the trim
script (real Node and postcss from tools/) keeps. The whole build is checked against real
pages in tests/e2e/test_trimmed_stylesheet.py."""

import json
import subprocess

from marketplace_app.launch.stylesheet_trim import (DEAD_CLASSES, PROPERTIES_SCRIPT, TOOLS_DIR,
                                                    TRIM_SCRIPT, _prop_classes, keep_list)

PROPS = {"size": {"rt-r-size"}, "m": {"rt-r-m"}, "justify": {"rt-r-jc"},
         "variant": {"rt-variant"}, "weight": {"rt-r-weight"}}


def test_literal_responsive_negative_and_aliased_props_name_radix_classes():
    props = ('{size:"2",m:"-3",justify:"between",'
             'columns:({ ["initial"] : "1", ["md"] : "3" }),weight:({ ["initial"] : "bold", '
             '["md"] : "light" })}')
    classes, computed = _prop_classes(props, PROPS)
    assert {"rt-r-size-2", "-rt-r-m-3", "rt-r-jc-space-between", "rt-r-weight-bold",
            "md:rt-r-weight-light"} <= classes
    assert computed == set()


def test_a_choice_of_two_literals_keeps_both_and_a_state_value_keeps_every_value():
    chosen, computed = _prop_classes('{variant:(isTrue(x) ? "solid" : "soft"),size:"1"}', PROPS)
    assert {"rt-variant-solid", "rt-variant-soft"} <= chosen and computed == set()
    _, computed = _prop_classes("{variant:reflex___state.variant_rx_state_,size:\"1\"}", PROPS)
    assert computed == {"rt-variant-"}


def trim(css: str, keep: dict, tmp_path) -> str:
    keep = {"components": [], "free": [], "pairs": {}, "pairPrefixes": {}, "anyModifier": [],
            "deadClasses": list(DEAD_CLASSES), "colors": ["orange", "gray"], **keep}
    (tmp_path / "keep.json").write_text(json.dumps(keep))
    (tmp_path / "in.css").write_text(css)
    subprocess.run(["node", str(TRIM_SCRIPT), str(TOOLS_DIR), str(tmp_path / "keep.json"),
                    str(tmp_path / "in.css"), str(tmp_path / "out.css")], check=True,
                   capture_output=True)
    return (tmp_path / "out.css").read_text()


def test_a_modifier_stays_only_beside_a_component_given_it(tmp_path):
    css = (".rt-Button:where(.rt-r-size-2){a:1}\n.rt-Button:where(.rt-r-size-4){b:2}\n"
           ".rt-Badge:where(.rt-r-size-4){c:3}\n.rt-DataListRoot{d:4}\n.rt-r-size-2{e:5}\n")
    out = trim(css, {"components": ["rt-Button", "rt-Badge"],
                     "pairs": {"rt-Button": ["rt-r-size-2"], "rt-Badge": ["rt-r-size-4"]}},
               tmp_path)
    assert "a:1" in out and "c:3" in out and "e:5" in out
    assert "b:2" not in out and "d:4" not in out


def test_where_alternatives_go_one_by_one_and_not_is_left_alone(tmp_path):
    css = (".rt-Button:where(.rt-variant-soft, .rt-variant-ghost){a:1}\n"
           ".rt-Button:where(:not(.rt-variant-ghost)){b:2}\n"
           ".rt-Button:where(.rt-variant-ghost){c:3}\n")
    out = trim(css, {"components": ["rt-Button"], "pairs": {"rt-Button": ["rt-variant-soft"]}},
               tmp_path)
    assert ".rt-Button:where(.rt-variant-soft){a:1}" in out.replace(" ", "").replace("\n", "")
    assert "b:2" in out and "c:3" not in out


def test_dark_rules_unloaded_palettes_and_empty_media_go_the_rest_stays(tmp_path):
    css = (":root, .light{--x:1}\n.dark, .dark-theme{--y:2}\n"
           "[data-accent-color=orange]{--z:3}\n[data-accent-color=bronze]{--w:4}\n"
           "@media (min-width: 520px){.xs\\:rt-r-size-2{v:5}}\n"
           "html body p > a:hover{u:6}\n")
    out = trim(css, {}, tmp_path)
    assert "--x:1" in out and "--z:3" in out and "u:6" in out
    assert ".dark" not in out
    assert "--w:4" not in out and "@media" not in out


def drop_unused(sheets: dict[str, str], outside: list[str], tmp_path) -> dict[str, str]:
    """Run the custom-property pass over these sheets (name -> text); their texts after it."""
    (tmp_path / "reads.json").write_text(json.dumps(outside))
    for name, css in sheets.items():
        (tmp_path / name).write_text(css)
    subprocess.run(["node", str(PROPERTIES_SCRIPT), str(TOOLS_DIR), str(tmp_path / "reads.json"),
                    *(str(tmp_path / name) for name in sheets)], check=True, capture_output=True)
    return {name: (tmp_path / name).read_text() for name in sheets}


def test_a_custom_property_stays_when_anything_reads_it_even_through_another(tmp_path):
    tokens = (".radix-themes{--accent-9:var(--orange-9);--orange-9:#f60;--orange-10:#e50;"
              "--space-3:12px;--unread:1px;--read-outside:2px}"
              "@supports (color:color(display-p3 1 1 1)){.radix-themes{--orange-10:red;--unread:3px}}")
    parts = ".rt-Button{background:var(--accent-9);--local:var(--space-3)}"
    out = drop_unused({"tokens.css": tokens, "parts.css": parts}, ["--read-outside"], tmp_path)
    assert "--accent-9" in out["tokens.css"] and "--orange-9:#f60" in out["tokens.css"]
    assert "--read-outside" in out["tokens.css"]
    assert "--unread" not in out["tokens.css"] and "--orange-10" not in out["tokens.css"]
    assert "@supports" not in out["tokens.css"]  # left empty, so gone
    # --local is set on the button but nothing reads it: it goes, and so does --space-3.
    assert "--local" not in out["parts.css"] and "--space-3" not in out["tokens.css"]
    assert "background:var(--accent-9)" in out["parts.css"]


def test_a_hand_written_modifier_stays_beside_hand_written_components_only(tmp_path):
    css = (".rt-Text:where(.rt-r-size-7){a:1}\n.rt-Code:where(.rt-r-size-7){b:2}\n"
           ".rt-Code:where(.rt-r-size-3){c:3}\n.rt-r-size-7{d:4}\n")
    out = trim(css, {"components": ["rt-Text", "rt-Code"], "free": ["rt-Text", "rt-r-size-7"],
                     "handOwners": ["rt-Text"], "pairs": {"rt-Code": ["rt-r-size-3"]}}, tmp_path)
    assert "a:1" in out and "c:3" in out and "d:4" in out
    assert "b:2" not in out


def test_a_class_name_given_to_a_reflex_drawn_component_pairs_with_it(tmp_path):
    components = tmp_path / "node_modules" / "@radix-ui" / "themes" / "dist" / "esm" / "components"
    components.mkdir(parents=True)
    (components / "code.js").write_text('const c="rt-Code";')
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "page.jsx").write_text('jsx(RadixThemesCode,{className:"rt-r-size-7"},"x")')
    keep = keep_list(tmp_path, [])
    assert "rt-r-size-7" in keep["pairs"]["rt-Code"]
    assert keep["handOwners"] == []  # no component is written by hand here
