"""The served page's cookie says, value by value, what it seeded: the page's State leaves out
of its first delta exactly the values the browser already holds, and only for that page."""

from marketplace_app.display_rules.cards import Card, Slide
from marketplace_app.first_screen import seed

KEY = "/talent-detail/abc"
SEEDED = {"name": "Riya Desai", "projects": 2, "loading": False,
          "gallery": [Card(id="w1", title="Minimal app redesign",
                           gallery=[Slide(src="/media/a.thumb.jpg", eager=True)])]}


def test_every_value_seeded_is_recognised():
    assert seed.matching(KEY, dict(SEEDED), seed.fingerprints(KEY, SEEDED)) == set(SEEDED)


def test_a_changed_value_is_sent_again_and_only_it():
    now = {**SEEDED, "projects": 3,
           "gallery": [Card(id="w1", title="Minimal app redesign (v2)",
                            gallery=[Slide(src="/media/a.thumb.jpg", eager=True)])]}
    assert seed.matching(KEY, now, seed.fingerprints(KEY, SEEDED)) == {"name", "loading"}


def test_another_pages_cookie_matches_nothing():
    other = seed.fingerprints("/talent-detail/xyz", SEEDED)
    assert seed.matching(KEY, dict(SEEDED), other) == set()
    assert seed.matching(KEY, dict(SEEDED), "") == set()
    assert seed.matching(KEY, dict(SEEDED), "not.a.cookie") == set()



class _Var:
    def __init__(self, name: str):
        self._js_expr = f"page_state.{name}_rx_state_"


class _PageState:
    """What seed_script reads of a State class: its name and its vars' frontend names."""

    name, projects, gallery = _Var("name"), _Var("projects"), _Var("gallery")

    @staticmethod
    def get_full_name():
        return "reflex___state____state.page_state"


def test_the_seed_is_reflexs_own_json_of_the_values_made_once():
    from reflex_base.utils import format as rx_format

    values = {**SEEDED, "name": "Riya </script> देसाई"}
    values.pop("loading")
    expected = rx_format.json_dumps({_PageState.get_full_name(): {
        f"{name}_rx_state_": value for name, value in values.items()}}).replace("</", "<\\/")
    for given in (values, seed.serialized(values)):
        script = seed.seed_script({_PageState: given})
        assert script.startswith(f"<script>window.{seed.SEED_GLOBAL}={expected};")
    assert seed.digest(seed.serialized(values)) == seed.digest(values)
    assert seed.fingerprints(KEY, seed.serialized(values)) == seed.fingerprints(KEY, values)
