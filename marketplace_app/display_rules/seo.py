"""Link-preview text of a talent page."""

SEO_DESCRIPTION_CHARS = 160


def seo_description(seo: str | None, bio: str | None) -> str:
    """seoDescription, else the first 160 characters of the bio."""
    return (seo or "").strip() or (bio or "").strip()[:SEO_DESCRIPTION_CHARS]
