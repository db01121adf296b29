"""The site's seed content as Python data, loaded into the database by `manage.py load_content`."""

import importlib

from django.utils import translation

from marketing.content.identity import IDENTITY, initial_identity_values
from marketing.content.pages import (
    BRAND_LOGOS,
    CONTACT_FAQS,
    CORE_VALUES,
    DIFFERENTIATORS,
    MILESTONES,
    PAGES,
    PRICING_FAQS,
    WHY_ACT_NOW,
    WHY_CHOOSE,
)
from marketing.content.services import SERVICES
from marketing.content.solutions import SOLUTIONS

__all__ = [
    "BRAND_LOGOS",
    "CONTACT_FAQS",
    "CORE_VALUES",
    "DIFFERENTIATORS",
    "IDENTITY",
    "MILESTONES",
    "PAGES",
    "PRICING_FAQS",
    "SERVICES",
    "SOLUTIONS",
    "WHY_ACT_NOW",
    "WHY_CHOOSE",
    "in_active_language",
    "initial_identity_values",
]


def in_active_language(module: str, name: str):
    """A constant of the seed that pages read directly rather than from the database (the home
    page's progress bars, the globe's cities), in the active language: `marketing.content.es.<module>`
    on a Spanish page when it has it, else the English `marketing.content.<module>`."""
    language = translation.get_language() or "en"
    if language != "en":
        try:
            return getattr(importlib.import_module(f"marketing.content.{language}.{module}"), name)
        except (ImportError, AttributeError):
            pass
    return getattr(importlib.import_module(f"marketing.content.{module}"), name)
