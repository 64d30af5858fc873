"""How the browser sends a video: by the resumable protocol to this address, in parts of
this size (a reverse proxy's body limit never meets a whole 200 MB video)."""

RESUMABLE_ENDPOINT = "/api/uploads"
RESUMABLE_CHUNK_BYTES = 8 * 1024 * 1024
