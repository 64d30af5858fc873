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
    # Media storage: "local" (the media folder) or "s3" (any S3-compatible bucket, via boto3;
    # credentials from the usual AWS_* variables or instance role).
    media_storage: str = "local"
    s3_bucket: str | None = None
    s3_endpoint_url: str | None = None
    s3_region: str | None = None
    s3_prefix: str = ""
    # Public or CDN base that serves the bucket's objects; without it /media/<key> redirects to
    # a signed URL valid for s3_url_seconds.
    s3_public_url: str | None = None
    s3_url_seconds: int = 3600
    jwt_secret: str | None = None
    kyc_key: str | None = None
    token_ttl_seconds: int = 7 * 24 * 3600
    profile_photo_max_bytes: int = 5 * 1024 * 1024
    image_max_bytes: int = 10 * 1024 * 1024
    video_max_bytes: int = 200 * 1024 * 1024
    max_image_pixels: int = 100_000_000
    video_max_seconds: int = 180
    video_max_long_side: int = 4096
    video_max_short_side: int = 2304
    video_encode_preset: str = "veryfast"
    video_encode_threads: int = 2
    # Jobs: the kiosk runs them in a thread of the web process; a hosted deployment sets
    # MARKETPLACE_JOBS_IN_PROCESS=false and runs `python -m marketplace_app.worker` instead.
    jobs_in_process: bool = True
    job_lease_seconds: float = 60
    job_heartbeat_seconds: float = 2
    job_poll_seconds: float = 2
    job_max_attempts: int = 3
    max_portfolios_per_user: int = 500
    # Unreferenced media files older than this are removed at start-up (crash leftovers).
    media_sweep_grace_seconds: int = 3600
    # Files picked in a form that was never sent are removed after this long (and at start-up).
    staging_max_age_seconds: int = 3600
    # A resumable (tus) upload not finished within this long is removed with its bytes.
    resumable_max_age_seconds: int = 24 * 3600
    # Bytes of picked files one account may have waiting in forms (default: one full request).
    staging_quota_bytes: int | None = None
    storage_quota_bytes: int = 2 * 1024**3  # each member's works and pending files together
    # A shared kiosk forgets who signed in; elsewhere the browser offers recent accounts.
    kiosk_mode: bool = False
    remember_accounts: bool | None = None
    # Idle minutes before a browser signs out by itself (default: 5 in kiosk mode, else never).
    idle_signout_minutes: float | None = None
    redis_url: str | None = Field(default=None, validation_alias="REFLEX_REDIS_URL")
    # The Redis pub/sub channel that carries "these users have news" to every worker (channels
    # ignore the database number: two deployments sharing one Redis need different names).
    live_channel: str = "marketplace-live"
    # Rate limits ("N/period", the `limits` notation); the test suite raises them.
    rate_login_ip: str = "30/minute"
    # Failed passwords per (address, account): a stepped backoff that slows the guesser only.
    rate_login_guesses: str = "5/minute;10/15 minutes;30/day"
    rate_register_ip: str = "20/hour"
    rate_username_ip: str = "120/minute"
    rate_review_account: str = "30/hour"
    rate_message_account: str = "30/minute"
    rate_message_conversation: str = "10/minute"
    rate_collaboration_account: str = "20/hour"
    rate_conversation_account: str = "30/hour"
    # View counts asked for per viewer (an account, else an address): each is a database write.
    rate_view_viewer: str = "300/minute"
    rate_upload_account: str = "60/hour"  # uploads through the forms' /_upload, per account
    google_client_id: str | None = None
    google_client_secret: str | None = None
    google_discovery_url: str = "https://accounts.google.com/.well-known/openid-configuration"
    # Public address behind a reverse proxy, e.g. https://market.example (share links, CORS).
    base_url: str | None = None
    # The address /coming-soon gives people who want to hear first (read when the pages are
    # built); unset, that page offers a way to browse the talent instead.
    contact_email: str | None = None
    # Reverse proxies whose X-Forwarded-For is believed (comma-separated addresses or networks);
    # unset: loopback when base_url is set (nginx on the same machine), else none.
    trusted_proxies: str | None = None
    # Kiosk mode: also accept this machine's own addresses when a base URL is set.
    kiosk: bool = False
    # The kiosk's address on the studio network (set by the launcher with --lan); shown as a QR.
    lan_url: str | None = None
    # The HTTP server the launcher runs: uvicorn or granian (launch/server.py chosen_server).
    server: str = ""

    @property
    def database_url(self) -> str:
        """The SQLAlchemy URL: REFLEX_DB_URL, else a SQLite file in the data folder."""
        return self.db_url or f"sqlite:///{self.data_dir / 'marketplace.db'}"

    @property
    def keeps_recent_accounts(self) -> bool:
        """Whether browsers keep recently used accounts (off by default in kiosk mode)."""
        return self.remember_accounts if self.remember_accounts is not None else (
            not self.kiosk_mode)

    @property
    def idle_signout_seconds(self) -> int:
        """Seconds without a touch or key before the browser signs out (0: never)."""
        minutes = self.idle_signout_minutes
        if minutes is None:
            minutes = 5 if self.kiosk_mode else 0
        return max(0, round(minutes * 60))

    @property
    def max_request_bytes(self) -> int:
        """Largest legitimate request body: five videos at the limit, plus form overhead."""
        return 5 * self.video_max_bytes + 1024 * 1024

    @property
    def staging_quota(self) -> int:
        """Bytes of picked files one account may have waiting in forms at once."""
        return self.staging_quota_bytes or self.max_request_bytes

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
