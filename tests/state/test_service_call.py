"""State handlers read a value the database refuses (a NUL on PostgreSQL) as a message."""

import pytest

from tests.async_run import run


def test_a_value_the_database_refuses_is_a_message_in_state_handlers(session):
    from marketplace_app.models.user import User
    from marketplace_app.state.service_call import ServiceFailed, call_service

    def look_up(s):
        return s.get(User, "a\x00b")

    if session.bind.dialect.name == "postgresql":
        with pytest.raises(ServiceFailed):
            run(call_service(look_up))
    else:
        assert run(call_service(look_up)) is None
