"""Display rules of the discovery pages: badges, share-once, slides, SEO fallback, feed cache,
and the sign-in return address."""

from marketplace_app.display_rules import badges as badge_rules, cards as rules, seo, sharing
from marketplace_app.state import feed_cache
from marketplace_app.state.destinations import is_local_path
from marketplace_app.state.review_box import rating_text
from marketplace_app.state.talent import product_label


def test_badges_show_two_labels_then_plus_n():
    assert badge_rules.badges("Photography", "") == (["Photography"], "")
    assert badge_rules.badges("Photography", "Fashion / People") == (
        ["Photography", "Fashion / People"], "")
    assert badge_rules.badges("Photography", "Fashion / People, Food & Beverage, Drone") == (
        ["Photography", "Fashion / People"], "+2")
    assert badge_rules.badges(["Editors", "Designers", "Stylists"], []) == (
        ["Editors", "Designers"], "+1")
    assert badge_rules.badges("Editors", "Editors, , Photo Editors") == (["Editors", "Photo Editors"], "")


def test_share_is_offered_once():
    assert sharing.may_share([], "p1", shared_before=False)
    assert not sharing.may_share(["p1"], "p1", shared_before=False)
    assert not sharing.may_share([], "p1", shared_before=True)
    assert sharing.may_share(["p2"], "p1", shared_before=False)


def test_cards_use_small_derivatives_and_slides_medium_ones():
    item = {"_id": "p", "userId": "u", "title": "T", "category": "Photography",
            "subcategory": "", "coverPhotoIndex": 1, "media": [
                {"url": "/o1.jpg", "type": "image", "thumbnailUrl": "/t1.jpg",
                 "mediumUrl": "/m1.jpg"},
                {"url": "/o2.jpg", "type": "image", "thumbnailUrl": "/t2.jpg",
                 "mediumUrl": "/m2.jpg"},
                {"url": "/v.webm", "type": "video", "thumbnailUrl": None, "mediumUrl": None}]}
    card = rules.card(item)
    assert [s.src for s in card.gallery] == ["/t1.jpg", "/t2.jpg", ""]
    assert card.cover == "/t2.jpg"
    slides = [rules.lightbox_slide(s) for s in rules.slides(item)]
    assert slides[0]["src"] == "/m1.jpg"
    assert slides[2]["sources"] == [{"src": "/v.webm", "type": "video/webm"}]
    five = dict(item, media=item["media"][:2] * 3)
    assert len(rules.card(five).gallery) == 4


def test_a_video_card_shows_its_poster_frame_never_the_video_file():
    video = {"url": "/v.mp4", "type": "video", "posterUrl": "/v.poster.jpg",
             "thumbnailUrl": "/v.poster.thumb.jpg", "mediumUrl": "/v.poster.medium.jpg",
             "placeholder": "data:image/webp;base64,AAAA"}
    card = rules.card({"_id": "p", "title": "Reel", "coverPhotoIndex": 0, "media": [video]})
    tile = card.gallery[0]
    assert tile.type == "video" and tile.src == "/v.poster.thumb.jpg"
    assert tile.srcset == "/v.poster.thumb.jpg 480w, /v.poster.medium.jpg 1080w"
    assert tile.placeholder.startswith("data:") and card.cover == "/v.poster.thumb.jpg"
    slide = rules.lightbox_slide(rules.slides({"title": "Reel", "media": [video]})[0])
    assert slide["poster"] == "/v.poster.medium.jpg"
    assert slide["sources"] == [{"src": "/v.mp4", "type": "video/mp4"}]


def test_card_images_offer_both_sizes_webp_and_a_placeholder_and_only_the_first_is_eager():
    webp = {"url": "/o.jpg", "type": "image", "thumbnailUrl": "/t.jpg", "mediumUrl": "/m.jpg",
            "thumbnailWebpUrl": "/t.webp", "mediumWebpUrl": "/m.webp",
            "placeholder": "data:image/webp;base64,AAAA"}
    older = {"url": "/o2.jpg", "type": "image", "thumbnailUrl": "/t2.jpg", "mediumUrl": "/m2.jpg"}
    cards = [rules.card({"_id": "a", "title": "A", "media": [webp, older]}),
             rules.card({"_id": "b", "title": "B", "media": [webp]})]
    first = cards[0].gallery[0]
    assert first.srcset == "/t.jpg 480w, /m.jpg 1080w"
    assert first.webp_srcset == "/t.webp 480w, /m.webp 1080w"
    assert first.placeholder.startswith("data:image/webp")
    assert cards[0].gallery[1].webp_srcset == "" and cards[0].gallery[1].placeholder == ""
    rules.first_eager(cards)
    assert [s.eager for s in cards[0].gallery] == [True, True]
    assert not cards[1].gallery[0].eager


def test_seo_description_falls_back_to_160_characters_of_bio():
    assert seo.seo_description("Mine", "bio") == "Mine"
    assert seo.seo_description(None, "x" * 300) == "x" * 160
    assert seo.seo_description("  ", None) == ""


def test_rating_is_the_real_average_or_the_fixed_new_rating():
    assert rating_text({"reviewCount": 0, "averageRating": None}) == ("–", "New")
    assert rating_text({"reviewCount": 2, "averageRating": 3.5}) == ("3.5", "2 reviews")
    assert rating_text({"reviewCount": 1, "averageRating": 5}) == ("5.0", "1 review")


def test_lets_product_names_the_craft():
    assert product_label({"category": ["Photography"]}) == "Let's Shoot"
    assert product_label({"selectedProfessions": ["Editors"], "category": ["Designers"]}) \
        == "Let's Edit"
    assert product_label({}) == "Let's Collaborate"


def test_feed_cache_is_fresh_for_5_minutes_and_kept_for_10():
    cache = {}
    feed_cache.store(cache, "k", feed_cache.CachedFeed(at=1000.0))
    assert feed_cache.lookup(cache, "k", now=1000.0 + 299)[1] is True
    entry, fresh = feed_cache.lookup(cache, "k", now=1000.0 + 301)
    assert entry is not None and fresh is False
    assert feed_cache.lookup(cache, "k", now=1000.0 + 601) == (None, False)
    assert cache == {}


def test_return_address_after_sign_in_stays_on_this_site():
    assert is_local_path("/main-feed?category=Photography")
    for bad in ("//evil.example", "https://evil.example/", "/\\evil.example", "", None):
        assert not is_local_path(bad)


def test_a_card_is_own_only_for_its_owner():
    item = {"_id": "p1", "userId": "u1", "user": {"_id": "u1"}, "media": []}
    assert rules.card(item, "u1").own is True
    assert not any((rules.card(item, "u2").own, rules.card(item, "").own, rules.card(item).own))
