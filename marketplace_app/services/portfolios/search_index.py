"""Keeping search current: a portfolio's indexed text and owner copies, the owner's changes
reaching their portfolios, and the word dictionary typo matching looks in."""

import threading
import time

from sqlalchemy.dialects import postgresql, sqlite
from sqlmodel import Session, select

from ...models.portfolio import Portfolio
from ...models.search_word import SearchWord
from ...models.user import User
from .search_postings import WordFinder
from .search_terms import document_text, known_words, sound_index, words_of

DICTIONARY_TTL = 30.0  # seconds before another worker's new words are seen by this one
_lock = threading.Lock()
_dictionaries: dict[str, tuple[float, list[str], set[str]]] = {}
_sounds: dict[str, tuple[list[str], dict[str, list[str]], set[str]]] = {}
_finders: dict[str, tuple[list[str], WordFinder]] = {}


def index_fields(portfolio: Portfolio, owner: User) -> None:
    """Set the search text and the owner's city and level on a portfolio (caller saves)."""
    portfolio.owner_location = owner.location
    portfolio.owner_experience = owner.experience_level
    portfolio.search_text = document_text(
        title=portfolio.title, description=portfolio.description, category=portfolio.category,
        subcategory=portfolio.subcategory, owner_name=owner.full_name,
        owner_username=owner.username, owner_city=owner.location)


def _key(session: Session) -> str:
    return str(session.get_bind().url)


def add_words(session: Session, texts) -> None:
    """Record the new words of these indexed texts in the dictionary (caller commits)."""
    words = set().union(*(words_of(t) for t in texts))
    if not words:
        return
    dialect = session.get_bind().dialect.name
    module = postgresql if dialect == "postgresql" else sqlite
    rows = [{"word": w} for w in sorted(words)]
    session.execute(module.insert(SearchWord).on_conflict_do_nothing(), rows)
    key = _key(session)
    with _lock:
        cached = _dictionaries.get(key)
        if cached is not None and not words <= cached[2]:
            merged = cached[2] | words
            _dictionaries[key] = (cached[0], sorted(merged), merged)


def index_portfolio(session: Session, portfolio: Portfolio, owner: User) -> None:
    """index_fields plus the dictionary (caller commits)."""
    index_fields(portfolio, owner)
    add_words(session, [portfolio.search_text])


def sync_owner(session: Session, owner: User) -> None:
    """Carry the owner's name, username, city and level into their portfolios' search text and
    filter copies (caller commits)."""
    texts = []
    for portfolio in session.exec(select(Portfolio).where(Portfolio.user_id == owner.id)):
        before = (portfolio.search_text, portfolio.owner_location, portfolio.owner_experience)
        index_fields(portfolio, owner)
        if before != (portfolio.search_text, portfolio.owner_location,
                      portfolio.owner_experience):
            session.add(portfolio)
            texts.append(portfolio.search_text)
    if texts:
        add_words(session, texts)


def dictionary(session: Session) -> list[str]:
    """Every indexed word plus the synonym table's and the cities', cached for a while."""
    key = _key(session)
    cached = _dictionaries.get(key)
    if cached is None or time.monotonic() - cached[0] > DICTIONARY_TTL:
        words = set(session.exec(select(SearchWord.word)).all()) | known_words()
        cached = (time.monotonic(), sorted(words), words)
        with _lock:
            _dictionaries[key] = cached
    return cached[1]


def sounds(session: Session) -> dict[str, list[str]]:
    """The dictionary's words by sound key, kept up to date word by word (words are never
    removed, so only new ones are keyed)."""
    words, key = dictionary(session), _key(session)
    cached = _sounds.get(key)
    if cached is not None and cached[0] is words:
        return cached[1]
    with _lock:
        index, covered = ({}, set()) if cached is None else (cached[1], cached[2])
        new = [w for w in words if w not in covered]
        for sound, found in sound_index(new).items():
            index[sound] = index.get(sound, []) + found
        covered.update(new)
        _sounds[key] = (words, index, covered)
    return index


def word_finder(session: Session) -> WordFinder:
    """The dictionary's words found by the parts and starts of query words (built again when
    the dictionary gains words)."""
    words, key = dictionary(session), _key(session)
    cached = _finders.get(key)
    if cached is None or cached[0] is not words:
        cached = (words, WordFinder(words))
        with _lock:
            _finders[key] = cached
    return cached[1]
