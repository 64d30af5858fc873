"""How the installed app looks to the phone: colours and icons, shared by the page head and
the manifest."""

THEME_COLOR = "#c2410c"  # the site's accessible orange 9 (components/page_head.py)
BACKGROUND_COLOR = "#ffffff"
MANIFEST = "/manifest.webmanifest"
APPLE_TOUCH_ICON = "/icons/apple-touch-icon.png"
APP_SCRIPT = "/pwa.js"
# Run at sign-out: the app runtime drops the pages it saved for offline reading.
FORGET_SAVED_PAGES = "window.kalakarForgetPages && window.kalakarForgetPages()"
# A message's key, made in the browser as it is sent (getRandomValues works on plain-http LAN
# pages, where crypto.randomUUID does not): a send delivered twice stays one message.
NEW_CLIENT_KEY_JS = ("Array.from(crypto.getRandomValues(new Uint8Array(12)), "
                     "(b) => b.toString(16).padStart(2, '0')).join('')")
