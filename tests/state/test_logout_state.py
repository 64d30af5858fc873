"""Issue 27 part 3: the Reflex sign-out revokes the token on the server, not only in the
browser."""

import pytest

from marketplace_app.services.accounts import auth
from marketplace_app.services.errors import Unauthorized
from marketplace_app.state.auth import AuthState
from tests.async_run import run
from tests.factories import make_user


def _sign_out(state: AuthState):
    result = AuthState.logout.fn(state)
    return run(result) if hasattr(result, "__await__") else result


def test_signing_out_revokes_the_token_on_the_server(session):
    _, token = make_user(session)
    state = AuthState(_reflex_internal_init=True)
    state.auth_token = token
    _sign_out(state)
    assert state.auth_token == ""
    session.expire_all()
    with pytest.raises(Unauthorized):
        auth.user_for_token(session, token)


def test_signing_out_with_a_dead_token_still_forgets_it(session):
    state = AuthState(_reflex_internal_init=True)
    state.auth_token = "not-a-token"
    _sign_out(state)
    assert state.auth_token == ""

