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
    "SPANISH_PACKAGE",
    "in_active_language",
    "spanish_module",
    "initial_identity_values",
]


SPANISH_PACKAGE = "marketing.content.es"


def spanish_module(name: str, package: str = SPANISH_PACKAGE):
    """The Spanish twin of `marketing.content.<name>`, or None while it is not written yet."""
    module_name = f"{package}.{name}"
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name and (error.name == module_name or module_name.startswith(error.name + ".")):
            return None
        raise  # an import failing inside the module is a bug to see


def in_active_language(module: str, name: str):
    """A constant of the seed that pages read directly rather than from the database (the home
    page's progress bars, the globe's cities), in the active language: the Spanish module's on a
    Spanish page when it has that constant, else the English one."""
    english = getattr(importlib.import_module(f"marketing.content.{module}"), name)
    if translation.get_language() != "es":
        return english
    return getattr(spanish_module(module), name, english)
