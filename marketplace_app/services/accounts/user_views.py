"""JSON shapes of a user: public (anyone) and own (the signed-in owner)."""

from ...models.base import iso
from ...models.user import User
from . import kyc


def public_user(user: User) -> dict:
    """What anyone may see: no email, phone, KYC or password hash."""
    return {
        "_id": user.id,
        "id": user.id,
        "fullName": user.full_name,
        "username": user.username,
        "role": user.role,
        "location": user.location,
        "gender": user.gender,
        "bio": user.bio,
        "category": list(user.category),
        "subcategory": list(user.subcategory),
        "selectedProfessions": list(user.selected_professions),
        "selectedSubCategories": list(user.selected_subcategories),
        "experienceLevel": user.experience_level,
        "experienceyears": user.experience_years,
        "availability": user.availability,
        "certification": user.certification,
        "certifications": list(user.certifications),
        "education": user.education,
        "seoTitle": user.seo_title,
        "seoDescription": user.seo_description,
        "seoKeywords": list(user.seo_keywords),
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
        **public_user(user),
        "email": user.email,
        "phone": user.phone,
        "hasPassword": user.password_hash is not None,
        "language": user.language,
        "aadharNumber": kyc.mask(kyc.decrypt(user.aadhar_enc)),
        "panNumber": kyc.mask(kyc.decrypt(user.pan_enc)),
        "bankAccountNumber": kyc.mask(kyc.decrypt(user.bank_account_enc)),
        "ifscCode": kyc.mask(kyc.decrypt(user.ifsc_enc)),
    }
