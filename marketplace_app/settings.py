"""Application settings, read once from the environment."""

import secrets
from functools import lru_cache
from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

PROJECT_ROOT = Path(__file__).resolve().parent.parent


class Settings(BaseSettings):
    """Every tunable of the marketplace; env vars use the MARKETPLACE_ prefix."""

    model_config = SettingsConfigDict(env_prefix="MARKETPLACE_", extra="ignore")

    data_dir: Path = PROJECT_ROOT / "data"
    db_url: str | None = Field(default=None, validation_alias="REFLEX_DB_URL")
    media_dir: Path | None = None
    media_url_prefix: str = "/media"
    # Public address of the site (e.g. https://example.in) used in link previews.
    public_base_url: str | None = None
    jwt_secret: str | None = None
    kyc_key: str | None = None
    token_ttl_seconds: int = 7 * 24 * 3600
    profile_photo_max_bytes: int = 5 * 1024 * 1024
    image_max_bytes: int = 10 * 1024 * 1024
    video_max_bytes: int = 200 * 1024 * 1024
    max_image_pixels: int = 100_000_000
    google_client_id: str | None = None
    google_client_secret: str | None = None
    google_discovery_url: str = "https://accounts.google.com/.well-known/openid-configuration"
    # Public address behind a reverse proxy, e.g. https://market.example (share links, CORS).
    base_url: str | None = None
    # Kiosk mode: also accept this machine's own addresses when a base URL is set.
    kiosk: bool = False

    @property
    def database_url(self) -> str:
        """The SQLAlchemy URL: REFLEX_DB_URL, else a SQLite file in the data folder."""
        return self.db_url or f"sqlite:///{self.data_dir / 'marketplace.db'}"

    @property
    def media_root(self) -> Path:
        """Folder that holds uploaded and generated media."""
        return self.media_dir or self.data_dir / "media"

    def persisted_secret(self, name: str, given: str | None, make) -> str:
        """Return `given`, else a secret kept in the data folder (made on first run)."""
        if given:
            return given
        path = self.data_dir / f".{name}"
        if not path.exists():
            self.data_dir.mkdir(parents=True, exist_ok=True)
            path.write_text(make())
            path.chmod(0o600)
        return path.read_text().strip()

    @property
    def token_secret(self) -> str:
        """HMAC secret for access tokens."""
        return self.persisted_secret("jwt_secret", self.jwt_secret, lambda: secrets.token_urlsafe(48))

    @property
    def kyc_secret(self) -> str:
        """Fernet key that encrypts KYC fields at rest."""
        from cryptography.fernet import Fernet

        return self.persisted_secret("kyc_key", self.kyc_key, lambda: Fernet.generate_key().decode())


@lru_cache
def get_settings() -> Settings:
    """The process-wide settings object."""
    return Settings()
