"""How the app is served: allowed origins, the same-origin frontend, the kiosk launcher."""
