"""Schema.org JSON-LD of the talent and portfolio pages (Person, CreativeWork, ImageObject),
from the same link-preview facts as their OpenGraph tags."""

import json

from ..services.media.media_pipeline import DERIVATIVE_SIDES

MEDIUM_SIDE = DERIVATIVE_SIDES["medium"]  # the square derivative a preview shows


def _absolute(url: str, base: str) -> str:
    return base + url if url.startswith("/") else url


def _image(url: str, base: str, caption: str) -> dict:
    return {"@type": "ImageObject", "contentUrl": _absolute(url, base), "caption": caption,
            "width": MEDIUM_SIDE, "height": MEDIUM_SIDE}


def person(facts: dict, base: str) -> dict:
    """A Person: name, page, photo, what they do and where."""
    node = {"@type": "Person", "@id": f"{base}/talent-detail/{facts['id']}#person",
            "name": facts["name"], "url": f"{base}/talent-detail/{facts['id']}"}
    if facts.get("job"):
        node["jobTitle"] = facts["job"]
    if facts.get("city"):
        node["address"] = {"@type": "PostalAddress", "addressLocality": facts["city"],
                           "addressCountry": "IN"}
    if facts.get("image"):
        node["image"] = _image(facts["image"], base, facts["name"])
    return node


def creative_work(facts: dict, description: str, url: str, base: str) -> dict:
    """A CreativeWork: title, description, genre, its image and its creator."""
    node = {"@type": "CreativeWork", "@id": url + "#work", "name": facts["name"], "url": url,
            "description": description, "genre": facts["genre"],
            "creator": person(facts["creator"], base)}
    if facts.get("image"):
        node["image"] = _image(facts["image"], base, facts["name"])
    if facts.get("created"):
        node["dateCreated"] = facts["created"]
    return node


def script(preview: dict, url: str, base: str) -> str:
    """The <script type="application/ld+json"> of a preview ("" when it has no facts)."""
    if "person" in preview:
        node = person(preview["person"], base)
        node["description"] = preview["description"]
    elif "work" in preview:
        node = creative_work(preview["work"], preview["description"], url, base)
    else:
        return ""
    text = json.dumps({"@context": "https://schema.org", **node}, ensure_ascii=False)
    text = text.replace("</", "<\\/")  # the text cannot close its script element
    return f'<script type="application/ld+json">{text}</script>'
