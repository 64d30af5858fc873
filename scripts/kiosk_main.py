"""The kiosk bundle's entry point (see marketplace_app/launch/kiosk.py)."""

import sys

from marketplace_app.launch.kiosk import main

if __name__ == "__main__":
    sys.exit(main())
