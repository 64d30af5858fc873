"""Composition root: the Reflex app with the API mounted inside its backend."""

from reflex.model import ModelRegistry

from . import models  # noqa: F401  (registers tables)
from .api import resumable_uploads, upload_gate
from .api.app import api, sweep_media_at_start, sweep_staging
from .api.assets_first import AssetsFirst
from .api.feed_page_cache import KeptFeedFirst
from .api.unique_vary import UniqueVary
from .components.app_bars import app_head
from .components.first_screen_seed import root_seed
from .components.fonts import devanagari_font_style
from .components.page_head import focus_style
from .components.page_meta import describe_pages
from .components.toasts import toast_provider
from .db import engine
from .launch.collector import tune_collector
from .launch.private_states import PrivateStatesApp
from .launch.socket_memory import release_sent_packets
from .models.search_index import described_tables
from .pages import (auth_pages, dashboards, discovery_browse, discovery_portfolio,
                    discovery_talent, handle_check, inbox_pages, jobs, manage, site_pages,
                    workspace_pages)
from .state import upload_owner
from .worker import in_process_lifespan

# Reflex compares the database with its registry's tables: the search index is one of ours
# (made by its migration), not a leftover for `reflex db makemigrations` to drop.
ModelRegistry.register(described_tables(engine.dialect.name))


class MarketplaceApp(PrivateStatesApp):
    """The app, its built files and kept feed pages answered before the middleware
    (api/assets_first.py, api/feed_page_cache.py), each answer with one Vary header."""

    def __call__(self):
        return UniqueVary(AssetsFirst(KeptFeedFirst(super().__call__())))


app = MarketplaceApp(api_transformer=api, toaster=toast_provider(),
                       head_components=[devanagari_font_style(), focus_style(), *app_head()],
                       extra_app_wraps={(3, "FirstScreenSeed"): lambda _stateful: root_seed()})
upload_gate.use_resolver(upload_owner.resolve, upload_owner.tell_refused)
resumable_uploads.use_form_resolver(upload_owner.form_held)
app.register_lifespan_task(sweep_media_at_start)
app.register_lifespan_task(sweep_staging)
app.register_lifespan_task(in_process_lifespan)
for register in (site_pages.register, auth_pages.register, handle_check.register,
                 workspace_pages.register, discovery_browse.register,
                 discovery_talent.register, discovery_portfolio.register, manage.register,
                 inbox_pages.register, dashboards.register, jobs.register):
    register(app)
describe_pages(app)
release_sent_packets()
tune_collector()
