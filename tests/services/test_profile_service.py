"""Profile updates: the validation rules of spec section 5 and the derived fields."""

import pytest
from sqlalchemy import text

from marketplace_app.services.accounts import users
from marketplace_app.services.errors import Conflict, Invalid
from marketplace_app.services.accounts.user_views import own_user, public_user
from tests.factories import make_user


def update(session, user, **data):
    return users.update_profile(session, actor=user, data=data)


@pytest.fixture
def talent(session):
    user, _ = make_user(session, full_name="Asha Rao", email="asha@example.com")
    return user


def test_partial_update_keeps_fields_not_sent(session, talent):
    update(session, talent, bio="Portraits in natural light", location="Pune")
    update(session, talent, bio="Weddings too")
    assert talent.bio == "Weddings too" and talent.location == "Pune"
    assert talent.full_name == "Asha Rao"


@pytest.mark.parametrize("raw,stored", [("98765 43210", "9876543210"),
                                        ("98765-43210", "9876543210"),
                                        ("6000000000", "6000000000")])
def test_phone_strips_non_digits(session, talent, raw, stored):
    assert update(session, talent, phone=raw).phone == stored


@pytest.mark.parametrize("phone,message", [
    ("98765", "Phone number must be exactly 10 digits"),
    ("98765432101", "Phone number must be exactly 10 digits"),
    ("5876543210", "Phone number must start with 6, 7, 8, or 9"),
    ("0876543210", "Phone number must start with 6, 7, 8, or 9"),
])
def test_phone_rules(session, talent, phone, message):
    with pytest.raises(Invalid, match=f"^{message}$"):
        update(session, talent, phone=phone)


@pytest.mark.parametrize("field,value,fragment", [
    ("aadharNumber", "12345678901", "Aadhar number must be exactly 12 digits"),
    ("aadharNumber", "1234567890ab", "Aadhar number must be exactly 12 digits"),
    ("panNumber", "ABCD1234F", "PAN must be 5 letters, 4 digits and 1 letter"),
    ("panNumber", "ABCDE12345", "PAN must be 5 letters, 4 digits and 1 letter"),
    ("bankAccountNumber", "12345678", "Bank account number must be 9 to 18 digits"),
    ("bankAccountNumber", "1234567890123456789", "Bank account number must be 9 to 18 digits"),
    ("ifscCode", "SBIN1001234", "IFSC code must be 4 letters, a zero"),
    ("ifscCode", "SBI00012345", "IFSC code must be 4 letters, a zero"),
])
def test_kyc_rules(session, talent, field, value, fragment):
    with pytest.raises(Invalid, match=fragment):
        update(session, talent, **{field: value})


def test_kyc_fields_are_encrypted_at_rest_and_masked_for_the_owner(session, talent):
    update(session, talent, aadharNumber="1234 5678 9012", panNumber="abcde1234f",
           bankAccountNumber="123456789012", ifscCode="sbin0001234")
    row = session.execute(text("select aadhar_enc, pan_enc, bank_account_enc, ifsc_enc "
                               "from users where id = :id"), {"id": talent.id}).one()
    for plain, stored in zip(("123456789012", "ABCDE1234F", "123456789012", "SBIN0001234"), row):
        assert plain not in stored
    mine = own_user(talent)
    assert mine["aadharNumber"] == "XXXX-XXXX-9012"
    assert mine["panNumber"].endswith("234F") and "ABCDE" not in mine["panNumber"]
    assert mine["ifscCode"].endswith("1234") and "SBIN" not in mine["ifscCode"]
    public = public_user(talent)
    for key in ("aadharNumber", "panNumber", "bankAccountNumber", "ifscCode", "email", "phone"):
        assert key not in public


def test_masked_kyc_value_sent_back_unchanged_keeps_the_secret(session, talent):
    update(session, talent, aadharNumber="123456789012")
    update(session, talent, aadharNumber="XXXX-XXXX-9012", bio="hello")
    assert own_user(talent)["aadharNumber"] == "XXXX-XXXX-9012"


def test_categories_capped_at_three(session, talent):
    with pytest.raises(Invalid, match="^You can select maximum 3 categories$"):
        update(session, talent, category=["Photography", "Videography", "Editors", "Designers"])


def test_subcategories_capped_at_five(session, talent):
    subs = ["Product / Jewelery", "Fashion / People", "Food & Beverage", "Drone",
            "Corporate Events", "Events & Weddings"]
    with pytest.raises(Invalid, match="^You can select maximum 5 subcategories$"):
        update(session, talent, category=["Photography", "Videography"], subcategory=subs)


def test_subcategory_must_belong_to_a_chosen_category(session, talent):
    with pytest.raises(Invalid, match="does not belong"):
        update(session, talent, category=["Editors"], subcategory=["Drone"])


def test_category_accepts_single_string_and_canonicalises(session, talent):
    update(session, talent, category="photography", subcategory="food & beverage, Corporate Events")
    assert talent.category == ["Photography"]
    assert talent.subcategory == ["Food & Beverage", "Corporate Events"]


def test_removing_a_category_drops_its_subcategories(session, talent):
    update(session, talent, category=["Photography", "Editors"],
           subcategory=["Food & Beverage", "Photo Editors"])
    update(session, talent, category=["Editors"])
    assert talent.subcategory == ["Photo Editors"]


def test_unknown_category_is_rejected(session, talent):
    with pytest.raises(Invalid, match="Unknown category"):
        update(session, talent, category=["Astrology"])


@pytest.mark.parametrize("years", [-1, 51, 2.5, "ten", True])
def test_years_of_experience_bounded(session, talent, years):
    with pytest.raises(Invalid, match="between 0 and 50"):
        update(session, talent, experienceyears=years)


@pytest.mark.parametrize("years", [0, 50, "7"])
def test_years_of_experience_accepted(session, talent, years):
    assert update(session, talent, experienceyears=years).experience_years == int(years)


def test_username_must_differ_from_full_name_ignoring_case(session, talent):
    with pytest.raises(Invalid, match="^Username must be different from Full Name$"):
        update(session, talent, username="asha.rao", fullName="Asha.Rao")


def test_username_unique_ignoring_case(session, talent):
    update(session, talent, username="LensQueen")
    other, _ = make_user(session)
    with pytest.raises(Conflict, match="^Username is already taken. Please choose a different one.$"):
        update(session, other, username="lensqueen")


def test_full_name_and_username_cannot_be_blanked(session, talent):
    with pytest.raises(Invalid, match="Full Name is required"):
        update(session, talent, fullName="  ")
    with pytest.raises(Invalid, match="Username is required"):
        update(session, talent, username="")


def test_email_cannot_be_changed(session, talent):
    with pytest.raises(Invalid, match="^Email cannot be changed$"):
        update(session, talent, email="new@example.com")
    update(session, talent, email="ASHA@example.com", bio="same email is fine")
    assert talent.email == "asha@example.com"


def test_role_only_client_or_talent(session, talent):
    with pytest.raises(Invalid, match="CLIENT or TALENT"):
        update(session, talent, role="ADMIN")
    assert update(session, talent, role="client").role == "CLIENT"


def test_password_set_through_profile_only_when_none(session, talent):
    with pytest.raises(Invalid, match="already set"):
        update(session, talent, password="another-password")
    talent.password_hash = None
    session.add(talent)
    session.commit()
    with pytest.raises(Invalid, match="at least 8"):
        update(session, talent, password="short")
    update(session, talent, password="a-new-password")
    assert talent.password_hash.startswith("$argon2id$")


@pytest.mark.parametrize("field,value", [("location", "Atlantis"), ("gender", "robot"),
                                         ("experienceLevel", "Guru"), ("education", "PhD")])
def test_choice_fields_only_take_listed_options(session, talent, field, value):
    with pytest.raises(Invalid):
        update(session, talent, **{field: value})


def test_wrong_types_are_rejected_not_crashing(session, talent):
    for data in ({"fullName": 42}, {"bio": ["x"]}, {"category": 7}, {"phone": {"a": 1}}):
        with pytest.raises(Invalid):
            users.update_profile(session, actor=talent, data=data)


def test_rejected_update_changes_nothing(session, talent):
    with pytest.raises(Invalid):
        update(session, talent, bio="new bio", phone="123")
    session.refresh(talent)
    assert talent.bio is None


def test_completion_percentage_counts_seven_fields(session, talent):
    assert talent.complete_profile_percentage == 29  # fullName and email of 7
    update(session, talent, username="asha_lens", phone="9876543210", gender="female")
    assert talent.complete_profile_percentage == 71
    update(session, talent, category=["Photography"], subcategory=["Travel & Nature"])
    assert talent.complete_profile_percentage == 100


def test_check_username_suggests_free_handles(session, talent):
    update(session, talent, username="lens")
    other, _ = make_user(session)
    update(session, other, username="lens1")
    result = users.check_username(session, name="LENS")
    assert result["available"] is False
    assert result["suggestions"] and "lens1" not in result["suggestions"]
    for handle in result["suggestions"]:
        assert users.check_username(session, name=handle)["available"] is True
    assert users.check_username(session, name="lens", actor=talent)["available"] is True
    assert users.check_username(session, name="brand_new") == {"available": True,
                                                               "suggestions": []}
