"""Workspace rules the States lean on: onboarding completion, cover shifting, category and
subcategory clearing, own-portfolio sort."""

import pytest

from marketplace_app.services.accounts import onboarding
from marketplace_app.services.portfolios import own_listing
from marketplace_app.services.portfolios import upload_rules as rules
from marketplace_app.state.onboarding import OnboardingState
from marketplace_app.state.work_upload import WorkUploadState


def _call(handler, state, *args):
    return handler.fn(state, *args)


FULL = {"fullName": "Asha Rao", "username": "asha.rao", "gender": "female",
        "phone": "9876543210", "location": "Pune", "category": "Photography",
        "subcategory": "Food & Beverage"}


@pytest.mark.parametrize(("blank", "percent"), [((), 100), (("phone",), 86),
                                                (("phone", "gender", "username"), 57),
                                                (tuple(FULL), 0)])
def test_onboarding_percentage_counts_its_seven_fields(blank, percent):
    values = {**FULL, **{k: "  " for k in blank}, "email": "ignored@example.com"}
    assert onboarding.percentage(values) == percent


def test_onboarding_missing_fields_in_the_spec_order_and_wording():
    assert onboarding.missing({**FULL, "gender": "", "subcategory": ""}) == [
        "Gender is required", "Subcategory is required"]
    assert ", ".join(onboarding.missing({})) == (
        "Full Name is required, Username is required, Gender is required, Phone is required, "
        "Location is required, Category is required, Subcategory is required")


def test_onboarding_state_percentage_and_category_clears_subcategory():
    state = OnboardingState(_reflex_internal_init=True)
    _call(OnboardingState.set_field, state, "full_name", "Asha Rao")
    _call(OnboardingState.pick_category, state, "Photography")
    _call(OnboardingState.pick_subcategory, state, "Food & Beverage")
    assert state.percentage == 43  # name, category, subcategory: 3 of 7
    _call(OnboardingState.pick_subcategory, state, "Drone")  # not a Photography subcategory
    assert state.subcategory == "Food & Beverage"
    _call(OnboardingState.pick_category, state, "Photography")  # same category: kept
    assert state.subcategory == "Food & Beverage"
    _call(OnboardingState.pick_category, state, "Videography")
    assert state.subcategory == "" and state.percentage == 29


@pytest.mark.parametrize(("cover", "removed", "remaining", "expected"), [
    (2, 0, 3, 1),   # a file before the cover: the cover shifts left
    (1, 3, 3, 1),   # a file after the cover: unchanged
    (2, 2, 3, 0),   # the cover itself: back to the first file
    (0, 0, 0, -1),  # nothing left: no cover
    (-1, 0, 2, -1),
])
def test_cover_after_removal(cover, removed, remaining, expected):
    assert rules.cover_after_removal(cover, removed, remaining) == expected


def test_first_file_sets_cover_and_cover_moves_first():
    assert rules.cover_after_adding(-1, 1) == 0 and rules.cover_after_adding(2, 4) == 2
    assert rules.cover_first(["a", "b", "c"], 2) == ["c", "a", "b"]


def test_upload_state_cover_shifting_and_subcategory_rules():
    state = WorkUploadState(_reflex_internal_init=True)
    state.items = [{"key": k, "kind": "image", "name": k, "preview": "", "source": "new",
                    "cropped": False} for k in "abc"]
    state.cover_index = 2
    _call(WorkUploadState.remove_item, state, 0)
    assert state.cover_index == 1 and [i["key"] for i in state.items] == ["b", "c"]
    _call(WorkUploadState.remove_item, state, 1)
    assert state.cover_index == 0
    _call(WorkUploadState.remove_item, state, 0)
    assert state.cover_index == -1 and not state.has_cover
    _call(WorkUploadState.pick_category, state, "Editors")
    _call(WorkUploadState.toggle_subcategory, state, "Photo Editors")
    _call(WorkUploadState.toggle_subcategory, state, "Photo Editors")
    _call(WorkUploadState.toggle_subcategory, state, "Video Editors")
    _call(WorkUploadState.toggle_subcategory, state, "Drone")
    assert state.subcategories == ["Video Editors"]
    _call(WorkUploadState.pick_category, state, "Designers")
    assert state.subcategories == []


def test_own_portfolio_sorts():
    items = [{"id": "1", "title": "banana", "createdAt": "2026-01-02"},
             {"id": "2", "title": "Apple", "createdAt": "2026-01-03"},
             {"id": "3", "title": "cherry", "createdAt": "2026-01-01"}]
    assert [i["id"] for i in own_listing.sort_items(items, "Newest First")] == ["2", "1", "3"]
    assert [i["id"] for i in own_listing.sort_items(items, "Oldest First")] == ["3", "1", "2"]
    assert [i["id"] for i in own_listing.sort_items(items, "Title A-Z")] == ["2", "1", "3"]
