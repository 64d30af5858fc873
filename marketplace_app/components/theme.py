"""One theme for the whole site: accent colour, radius, type scale."""

import reflex as rx

THEME = rx.theme(appearance="light", accent_color="orange", gray_color="sand", radius="large",
                 scaling="100%")
PAGE_MAX_WIDTH = "1200px"
