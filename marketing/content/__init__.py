"""The site's seed content as Python data, loaded into the database by `manage.py load_content`."""

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
    "initial_identity_values",
]
