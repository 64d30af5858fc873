"""Site-wide services: what crawlers are told (sitemap)."""
