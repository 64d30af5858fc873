"""Card shapes of the jobs screens: a brief and a proposal as the pages show them, built from
the briefs and proposals services' JSON, in the reader's language."""

from dataclasses import dataclass, field
from datetime import date

from ..i18n import translate
from ..i18n.formats import date_span, rupees, short_date
from ..texts import jobs as TJ


@dataclass
class JobCard:
    """One brief."""

    id: str = ""
    title: str = ""
    description: str = ""
    deliverables: str = ""
    category: str = ""
    place: str = ""
    dates: str = ""
    budget: str = ""
    closes: str = ""
    status: str = ""
    status_label: str = ""
    client: str = ""
    client_photo: str = ""
    proposal_count: int = 0
    taking: bool = False
    owner: bool = False
    actions: list[str] = field(default_factory=list)


@dataclass
class WorkThumb:
    """One of the works a proposal shows."""

    id: str = ""
    title: str = ""
    src: str = ""


@dataclass
class ProposalCard:
    """One proposal, for the brief's client or the talent who sent it."""

    id: str = ""
    brief_id: str = ""
    brief_title: str = ""
    talent_id: str = ""
    talent: str = ""
    talent_photo: str = ""
    rating: str = ""
    message: str = ""
    note: str = ""
    price: str = ""
    available: str = ""
    status: str = ""
    status_label: str = ""
    works: list[WorkThumb] = field(default_factory=list)
    actions: list[str] = field(default_factory=list)


def _day(text: str) -> date:
    return date.fromisoformat(text)


def span(item: dict, lang: str) -> str:
    """'10–15 Nov' for a brief or a window."""
    return date_span(_day(item["dateFrom"]), _day(item["dateTo"]), lang)


def budget(low: int, high: int, lang: str) -> str:
    """'₹40,000 – ₹80,000', or one amount when both ends are equal."""
    return rupees(low, lang) if low == high else f"{rupees(low, lang)} – {rupees(high, lang)}"


def job_card(item: dict, lang: str) -> JobCard:
    """A brief from the service's JSON."""
    category = translate(item["category"], lang)
    if item.get("subcategory"):
        category = f"{category} · {translate(item['subcategory'], lang)}"
    client = item.get("client") or {}
    return JobCard(
        id=item["id"], title=item["title"], description=item["description"],
        deliverables=item.get("deliverables") or "", category=category,
        place=translate(item["city"] or TJ.REMOTE, lang), dates=span(item, lang),
        budget=budget(item["budgetMin"], item["budgetMax"], lang),
        closes=translate(TJ.CLOSES_ON, lang, date=short_date(_day(item["closesOn"]), lang)),
        status=item["status"], status_label=translate(TJ.JOB_STATUS[item["status"]], lang),
        client=client.get("fullName") or "", client_photo=client.get("profileImage") or "",
        proposal_count=item.get("proposalCount") or 0, taking=bool(item["takingProposals"]),
        owner=bool(item["isOwner"]), actions=list(item.get("actions") or []))


def proposal_card(item: dict, lang: str) -> ProposalCard:
    """A proposal from the service's JSON."""
    talent = item.get("talent") or {}
    rating = item.get("averageRating")
    windows = ", ".join(span(w, lang) for w in item.get("availability") or [])
    return ProposalCard(
        id=item["id"], brief_id=item["briefId"], brief_title=item.get("briefTitle") or "",
        talent_id=item["talentId"], talent=talent.get("fullName") or "",
        talent_photo=talent.get("profileImage") or "",
        rating="" if rating is None else f"{rating:.1f} ({item.get('reviewCount') or 0})",
        message=item["message"], note=item.get("availabilityNote") or "",
        price=translate(TJ.PRICE, lang, price=rupees(item["price"], lang)),
        available=translate(TJ.AVAILABLE_THERE, lang, dates=windows) if windows else "",
        status=item["status"], status_label=translate(TJ.PROPOSAL_STATUS[item["status"]], lang),
        works=[WorkThumb(id=w["_id"], title=w.get("title") or "", src=w.get("thumbnailUrl") or "")
               for w in item.get("works") or []],
        actions=list(item.get("actions") or []))
