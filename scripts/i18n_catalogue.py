"""Keep marketplace_app/i18n/hi.po in step with the texts the app shows.

`python scripts/i18n_catalogue.py` lists the texts with no Hindi yet;
`--merge FILE.py` adds the translations of a dict `HI` in FILE.py and rewrites hi.po sorted."""

import argparse
import runpy
import sys
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
PO = ROOT / "marketplace_app" / "i18n" / "hi.po"
# A fixed header date keeps the file's diff to the messages that changed.
HEADER_DATE = datetime(2026, 11, 22, tzinfo=timezone.utc)


def load() -> Catalog:
    """The Hindi catalogue as it is on disk (empty when new)."""
    if not PO.exists():
        return Catalog(locale="hi", project="marketplace", charset="utf-8")
    with PO.open("rb") as handle:
        return read_po(handle, locale="hi")


def main() -> int:
    """List what is missing, or merge new translations."""
    from tests.i18n.texts import all_texts

    parser = argparse.ArgumentParser()
    parser.add_argument("--merge", nargs="*", default=[])
    args = parser.parse_args()
    catalog = load()
    for path in args.merge:
        for english, hindi in runpy.run_path(path)["HI"].items():
            catalog.add(english, hindi)
    if args.merge:
        ordered = Catalog(locale="hi", project="marketplace", charset="utf-8",
                          creation_date=HEADER_DATE, revision_date=HEADER_DATE)
        for message in sorted((m for m in catalog if m.id), key=lambda m: m.id):
            ordered.add(message.id, message.string)
        with PO.open("wb") as handle:
            write_po(handle, ordered, width=100, omit_header=False, sort_output=True)
    known = {m.id for m in load() if m.id and m.string}
    missing = sorted(all_texts() - known)
    for text in missing:
        print(text)
    print(f"{len(missing)} texts without Hindi", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
