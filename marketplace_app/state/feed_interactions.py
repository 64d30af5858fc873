"""The feed's interactions: admire, appreciate, share once and save a card's talent."""

import json
import logging

import reflex as rx

from ..display_rules.sharing import may_share, share_link_script
from ..services.social import interactions, saved_talent
from ..texts import discovery as T
from .auth import AuthState
from .lang import reader_text
from .service_call import ServiceFailed
from .viewer import as_actor

log = logging.getLogger(__name__)


class FeedInteractions(rx.State, mixin=True):
    """Admire/appreciate/share toggles and saved talent on FeedState's cards."""

    pending: list[str] = []
    shared_ids: list[str] = []
    saved_talent: list[str] = []

    @rx.event
    async def toggle_save(self, talent_id: str):
        """Save a card's talent to my list, or take them off it."""
        token, redirect = await self._signed_in_token()
        if redirect:
            yield redirect
            return
        saving = talent_id not in self.saved_talent
        use_case = saved_talent.save if saving else saved_talent.unsave
        try:
            await as_actor(use_case, token, talent_id=talent_id)
        except ServiceFailed as exc:
            yield rx.toast.error(await reader_text(self, exc.message))
            return
        self.saved_talent = [i for i in self.saved_talent if i != talent_id] + (
            [talent_id] if saving else [])
        yield rx.toast.success(await reader_text(self, T.SAVED_OK if saving else T.UNSAVED_OK))

    def _patch(self, item_id: str, **fields) -> None:
        for c in self.items:
            if c.id == item_id:
                for name, value in fields.items():
                    setattr(c, name, value)
        self.items = list(self.items)

    async def _viewer_id(self) -> str:
        """The signed-in user's id ("" when signed out)."""
        return await (await self.get_state(AuthState)).viewer_id()

    async def _signed_in_token(self, admire: str = ""):
        auth = await self.get_state(AuthState)
        if auth.auth_token:
            return auth.auth_token, None
        here = self.router.url.path + (f"?{self.router.url.query}" if self.router.url.query
                                       else "")
        return "", [rx.toast.info(await reader_text(self, T.SIGN_IN_FIRST)),
                    auth.send_to_signin(here, admire=admire)]

    async def _resume_admire(self) -> list:
        """Back from signing in: admire the card pressed before (unless already admired or
        one's own) and bring it into view."""
        auth = await self.get_state(AuthState)
        item_id = auth.take_pending_admire()
        if not item_id:
            return []
        found = next((c for c in self.items if c.id == item_id), None)
        if found is None:
            try:
                flags = await as_actor(
                    lambda session, actor, **kw: interactions.flags_for(session, actor=actor,
                                                                        **kw),
                    auth.auth_token, target_kind="portfolio", target_id=item_id)
            except ServiceFailed:
                return []
            return [] if flags["admired"] else [type(self).toggle(item_id, "admire")]
        follow = [rx.scroll_to("card-" + item_id)]
        if not found.admired and not found.own:
            follow.append(type(self).toggle(item_id, "admire"))
        return follow

    @rx.event
    async def toggle(self, item_id: str, action: str):
        """Admire or appreciate a portfolio (toggle); counts come from the server."""
        if action not in ("admire", "appreciate") or item_id in self.pending:
            return
        token, redirect = await self._signed_in_token(item_id if action == "admire" else "")
        if redirect:
            yield redirect
            return
        self.pending = self.pending + [item_id]
        yield
        fallback = T.ADMIRE_FAILED if action == "admire" else T.APPRECIATE_FAILED
        try:
            result = await as_actor(interactions.toggle, token, target_kind="portfolio",
                                    target_id=item_id, action=action)
        except ServiceFailed as exc:
            yield rx.toast.error(await reader_text(self, exc.message or fallback))
        except Exception:  # noqa: BLE001
            log.exception("Interaction failed")
            yield rx.toast.error(await reader_text(self, fallback))
        else:
            flag = "admired" if action == "admire" else "appreciated"
            self._patch(item_id, **{f"{action}_count": result[f"{action}Count"],
                                    flag: result[flag]})
            self._remember(token)
        self.pending = [i for i in self.pending if i != item_id]

    @rx.event
    async def shared_how(self, result: str):
        """After a recorded share: the spec's toast for a copied link, none after the phone's
        share sheet."""
        if result == "copied":
            return rx.toast.success(await reader_text(self, T.SHARED_OK))
        if result == "failed":
            return rx.toast.error(await reader_text(self, T.COPY_ERROR_TEXT))
        return None

    @rx.event
    async def share(self, item_id: str):
        """Share once: record it, then the phone's share sheet or a copied link."""
        current = next((c for c in self.items if c.id == item_id), None)
        if current is None or item_id in self.pending:
            return
        if not may_share(self.shared_ids, item_id, current.shared):
            yield rx.toast.info(await reader_text(self, T.ALREADY_SHARED))
            return
        token, redirect = await self._signed_in_token()
        if redirect:
            yield redirect
            return
        self.pending = self.pending + [item_id]
        yield
        try:
            await as_actor(interactions.share, token, target_kind="portfolio",
                           target_id=item_id)
        except ServiceFailed as exc:
            yield rx.toast.error(await reader_text(self, exc.message or T.SHARE_FAILED))
            if exc.message == T.ALREADY_SHARED:
                self.shared_ids = self.shared_ids + [item_id]
                self._patch(item_id, shared=True)
        except Exception:  # noqa: BLE001
            log.exception("Share failed")
            yield rx.toast.error(await reader_text(self, T.SHARE_FAILED))
        else:
            self.shared_ids = self.shared_ids + [item_id]
            self._patch(item_id, shared=True)
            self._remember(token)
            link = f"{self.router.url.origin}/portfolio-detail/{item_id}"
            yield rx.call_script(share_link_script(json.dumps(link)),
                                 callback=type(self).shared_how)
        self.pending = [i for i in self.pending if i != item_id]
