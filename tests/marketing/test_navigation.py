"""The header and footer menus come from the catalogue."""

import pytest

from marketing.selectors import navigation
from publishing.services import content_changed
from tests.marketing.factories import SERVICE_ITEMS, SOLUTION_ITEMS

pytestmark = pytest.mark.django_db


def test_products_are_ai_automation_and_the_seven_services(catalogue):
    products = navigation()["products"]
    assert [(link.name, link.href) for link in products] == [
        ("AI Automation", "/ai-automation"),
        *((name, f"/services/{slug}") for slug, name in SERVICE_ITEMS[1:]),
    ]
    assert all(link.description for link in products)


def test_use_cases_are_the_four_solutions(catalogue):
    assert [(link.name, link.href) for link in navigation()["use_cases"]] == [
        (name, f"/solutions/{slug}") for slug, name in SOLUTION_ITEMS
    ]


def test_footer_lists_the_first_five_services(catalogue):
    assert [link.href for link in navigation()["footer_services"]] == [
        "/services/social-media",
        "/services/seo",
        "/services/advertising",
        "/services/development",
        "/services/business",
    ]


def test_menus_follow_the_editors_order(catalogue):
    seo = catalogue["services"][2]
    seo.order = 99
    seo.save()
    content_changed()
    assert navigation()["products"][-1].href == "/services/seo"
    assert "/services/seo" not in [link.href for link in navigation()["footer_services"]]
