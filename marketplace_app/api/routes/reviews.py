"""Reviews on portfolios and users."""

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from ...services.social import reviews
from ...services.accounts import users
from ...services.accounts.user_views import public_user
from ..deps import CurrentUser, JsonBody, OptionalUser, SessionDep
from ..reader import said

KINDS = {"Portfolio": "portfolio", "portfolio": "portfolio", "user": "user"}


def _with_user(session, kind: str, target_id: str, body: dict) -> dict:
    """User-level answers also carry the reviewed user, as the spec reads `user`."""
    if kind == "user":
        body["user"] = public_user(users.get_user(session, target_id))
    return body


def _routes(prefix: str, kind: str) -> APIRouter:
    router = APIRouter(prefix=prefix, tags=["reviews"],
                       include_in_schema=prefix != "/api/portfolio")

    @router.post("/{target_id}/reviews", status_code=201)
    def add(target_id: str, body: JsonBody, actor: CurrentUser, session: SessionDep):
        """Add my review (rating 1-5, optional comment); a second one replaces the first."""
        review, created = reviews.add_review(session, actor=actor, target_kind=kind, target_id=target_id,
                                    rating=body.get("rating"), comment=body.get("comment"))
        listing = reviews.list_reviews(session, target_kind=kind, target_id=target_id,
                                       viewer=actor)
        body = _with_user(session, kind, target_id, {
            "success": True, **listing,
            "review": reviews.review_json(review, actor, reviews.is_verified(session, review),
                                          contacts_shown=True),
            "message": said("Review added successfully" if created
                            else "Review updated successfully")})
        return JSONResponse(body, status_code=201 if created else 200)

    @router.get("/{target_id}/reviews")
    def listing(target_id: str, session: SessionDep, viewer: OptionalUser):
        """The newest reviews with the average rating."""
        return {"success": True, **reviews.list_reviews(
            session, target_kind=kind, target_id=target_id, viewer=viewer)}

    @router.delete("/{target_id}/reviews/{review_id}")
    def remove(target_id: str, review_id: str, actor: CurrentUser, session: SessionDep):
        """Delete my review."""
        reviews.delete_review(session, actor=actor, target_kind=kind, target_id=target_id,
                              review_id=review_id)
        return _with_user(session, kind, target_id, {
            "success": True, "message": said("Review deleted successfully")})

    return router


routers = [_routes(f"/api/{name}", kind) for name, kind in KINDS.items()]
