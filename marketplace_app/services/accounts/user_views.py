"""JSON shapes of a user: public (anyone) and own (the signed-in owner)."""

from ...models.base import iso
from ...models.user import User
from ..social.contact_masking import masked_list, masked_unless
from . import kyc


def public_user(user: User, contacts_shown: bool = False) -> dict:
    """What anyone may see: no email, phone, KYC or password hash; contact details written
    into the free texts are masked unless `contacts_shown` (the owner, accepted partners)."""
    shown = contacts_shown
    return {
        "_id": user.id,
        "id": user.id,
        "fullName": user.full_name,
        "username": user.username,
        "role": user.role,
        "location": user.location,
        "gender": user.gender,
        "bio": masked_unless(user.bio, shown),
        "category": list(user.category),
        "subcategory": list(user.subcategory),
        "selectedProfessions": list(user.selected_professions),
        "selectedSubCategories": list(user.selected_subcategories),
        "experienceLevel": user.experience_level,
        "experienceyears": user.experience_years,
        "startingPrice": user.starting_price,
        "availability": user.availability,
        "certification": masked_unless(user.certification, shown),
        "certifications": masked_list(user.certifications, shown),
        "education": masked_unless(user.education, shown),
        "seoTitle": masked_unless(user.seo_title, shown),
        "seoDescription": masked_unless(user.seo_description, shown),
        "seoKeywords": masked_list(user.seo_keywords, shown),
        "profilePhotoUrl": user.profile_photo_url,
        "profileImage": user.profile_photo_url,
        "completeProfilePercentage": user.complete_profile_percentage,
        "admireCount": user.admire_count,
        "appreciateCount": user.appreciate_count,
        "shareCount": user.share_count,
        "createdAt": iso(user.created_at),
        "updatedAt": iso(user.updated_at),
    }


def own_user(user: User) -> dict:
    """The owner's view: adds contact details and masked KYC fields."""
    return {
        **public_user(user, contacts_shown=True),
        "email": user.email,
        "phone": user.phone,
        "hasPassword": user.password_hash is not None,
        "language": user.language,
        "aadharNumber": kyc.mask(kyc.decrypt(user.aadhar_enc)),
        "panNumber": kyc.mask(kyc.decrypt(user.pan_enc)),
        "bankAccountNumber": kyc.mask(kyc.decrypt(user.bank_account_enc)),
        "ifscCode": kyc.mask(kyc.decrypt(user.ifsc_enc)),
    }
