"""The API alone, served by uvicorn, for the crash trials: creates missing tables, removes
crash leftovers from the media folder (the same sweep the app runs at start), then serves."""

import sys

from sqlmodel import SQLModel

from marketplace_app import db, models  # noqa: F401  (registers tables)
from marketplace_app.api.app import create_api, sweep_media

if __name__ == "__main__":
    import uvicorn

    SQLModel.metadata.create_all(db.engine)
    sweep_media()
    uvicorn.run(create_api(), host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
