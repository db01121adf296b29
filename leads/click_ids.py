"""The ad platforms' click ids: the one list of them, which platform each names, and how a lead
keeps them.

An ad platform adds its click id to the address a visitor lands on (`/?gclid=...`). A lead keeps
the click ids of the visit's landing page as it keeps its utm_* values: the browser keeps the
landing page in the tab's sessionStorage and sends it with the form as `context.landing`, and a
form sent without JavaScript names its own page (the Referer) as its landing page; the server
reads the click ids from that address (forms.apis.lead_tracking). Nothing is kept in a cookie.

A value that is not what a platform sends (too long, or characters outside the URL-safe set the
platforms use) is dropped, never stored and never a reason to refuse the lead.
"""

import re
from urllib.parse import parse_qs, urlsplit

from django.db import models


class AdPlatform(models.TextChoices):
    GOOGLE_ADS = "google_ads", "Google Ads"
    META = "meta", "Meta (Facebook, Instagram)"
    MICROSOFT = "microsoft", "Microsoft Advertising"
    LINKEDIN = "linkedin", "LinkedIn"
    TIKTOK = "tiktok", "TikTok"


# Each click id's address parameter, and the platform that adds it, in the order a lead lists them.
CLICK_ID_PLATFORMS: dict[str, AdPlatform] = {
    "gclid": AdPlatform.GOOGLE_ADS,
    "gbraid": AdPlatform.GOOGLE_ADS,
    "wbraid": AdPlatform.GOOGLE_ADS,
    "fbclid": AdPlatform.META,
    "msclkid": AdPlatform.MICROSOFT,
    "li_fat_id": AdPlatform.LINKEDIN,
    "ttclid": AdPlatform.TIKTOK,
}

# The longest click id kept. Google's and Meta's are about 100 to 250 characters; none is 500.
CLICK_ID_MAX_LENGTH = 500
_CLICK_ID_VALUE = re.compile(r"[A-Za-z0-9._~-]+")
# A landing address with more parameters than this is not an ad's: nothing is read from it.
_MAX_PARAMETERS = 100


def click_id_valid(value: object) -> bool:
    """A value an ad platform could have sent: URL-safe characters, at most CLICK_ID_MAX_LENGTH."""
    return (
        isinstance(value, str)
        and len(value) <= CLICK_ID_MAX_LENGTH
        and _CLICK_ID_VALUE.fullmatch(value) is not None
    )


def click_ids_from_address(address: str) -> dict[str, str]:
    """The valid click ids in an address's query (`/?gclid=abc&utm_source=x` -> {"gclid": "abc"}),
    in CLICK_ID_PLATFORMS' order; the first value of a repeated parameter. Never raises."""
    try:
        query = parse_qs(urlsplit(address).query, max_num_fields=_MAX_PARAMETERS)
    except ValueError:
        return {}
    found = {}
    for parameter in CLICK_ID_PLATFORMS:
        values = query.get(parameter)
        if values and click_id_valid(values[0]):
            found[parameter] = values[0]
    return found


def click_ids_clean(click_ids: object) -> dict[str, str]:
    """A stored or sent mapping kept to the known click ids with valid values, in the list's order."""
    if not isinstance(click_ids, dict):
        return {}
    return {
        parameter: click_ids[parameter]
        for parameter in CLICK_ID_PLATFORMS
        if click_id_valid(click_ids.get(parameter))
    }


def ad_platform(click_ids: dict[str, str]) -> AdPlatform | None:
    """The platform of a lead's first click id (the list's order), or None for a lead without one."""
    for parameter in click_ids_clean(click_ids):
        return CLICK_ID_PLATFORMS[parameter]
    return None


def click_id_rows(click_ids: dict[str, str]) -> list[dict[str, str]]:
    """A lead's click ids as staff read them: parameter, platform name and value, one per click id."""
    return [
        {"parameter": parameter, "platform": CLICK_ID_PLATFORMS[parameter].label, "value": value}
        for parameter, value in click_ids_clean(click_ids).items()
    ]


def click_ids_text(click_ids: dict[str, str]) -> str:
    """A lead's click ids on one line, for a CSV cell or an email: "gclid: abc; fbclid: xyz"."""
    return "; ".join(f"{parameter}: {value}" for parameter, value in click_ids_clean(click_ids).items())
