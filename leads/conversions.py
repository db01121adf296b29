"""Sales sent back to the ad platforms: a won lead as Google Ads' offline conversion import and
Meta's offline events read it, and as the `lead.won` webhook carries it.

- Google Ads ("Import conversions from ad clicks", the click-id template): one row per won lead
  with a `gclid`, under the header row `Google Click ID, Conversion Name, Conversion Time,
  Conversion Value, Conversion Currency`; the time as `yyyy-mm-dd hh:mm:ss+hh:mm`, its zone offset
  written on each row, so the template's optional `Parameters:TimeZone=` row is left out.
- Meta (offline events, Conversions API customer information parameters): one row per won lead
  with an `fbclid`; the email trimmed and lower-cased, the phone as digits with its country code
  and no leading zero, each hashed with SHA-256 (lower-case hex), never sent in readable form;
  `event_time` as a Unix timestamp.

A lead whose browser sent Global Privacy Control is in neither file (`sharing_opt_out`), and only
a lead with the platform's own click id is in its file: a sale is reported to the platform whose
ad brought it, and to no other.
"""

import hashlib
import re
from decimal import Decimal

from django.conf import settings
from django.utils import timezone

from leads.click_ids import click_ids_clean
from leads.models import Lead

GOOGLE_ADS_HEADERS = [
    "Google Click ID",
    "Conversion Name",
    "Conversion Time",
    "Conversion Value",
    "Conversion Currency",
]
META_HEADERS = ["email", "phone", "event_name", "event_time", "value", "currency"]
# Meta's standard event for a sale.
META_EVENT_NAME = "Purchase"


def email_normalised(email: str) -> str:
    """Meta's rule: leading and trailing spaces trimmed, every character lower-cased."""
    return (email or "").strip().lower()


def phone_normalised(phone: str) -> str:
    """Meta's rule: only digits, no leading zeros, with the country code. A number typed with `+` or
    `00` names its country; one without (a local number, "(619) 555-0147") is taken to be in the
    agency's country (ADS_PHONE_COUNTRY_CODE, 1 for the United States) unless it already starts with
    that code. "" for a number with no digits."""
    phone = (phone or "").strip()
    digits = re.sub(r"\D", "", phone)
    international = phone.startswith("+") or digits.startswith("00")
    digits = digits.lstrip("0")
    if not digits:
        return ""
    country = settings.ADS_PHONE_COUNTRY_CODE
    if not international and not (digits.startswith(country) and len(digits) > 10):
        digits = country + digits
    return digits


def sha256_hex(text: str) -> str:
    """The SHA-256 of a normalised value as lower-case hex; "" for nothing (never the hash of "")."""
    return hashlib.sha256(text.encode()).hexdigest() if text else ""


def conversion_time(lead: Lead) -> str:
    """When the lead was won, in the site's time zone with its offset: 2026-11-27 09:15:00-08:00."""
    local = timezone.localtime(lead.won_at)
    offset = local.strftime("%z")
    return f"{local:%Y-%m-%d %H:%M:%S}{offset[:3]}:{offset[3:]}"


def _value(lead: Lead) -> str:
    return f"{lead.won_value:.2f}" if isinstance(lead.won_value, Decimal) else ""


def google_ads_row(lead: Lead) -> list[str] | None:
    """The lead's row of the Google Ads file, or None when it has no gclid or opted out."""
    gclid = click_ids_clean(lead.click_ids).get("gclid")
    if not gclid or lead.sharing_opt_out or lead.won_at is None:
        return None
    currency = lead.won_currency if lead.won_value is not None else ""
    return [gclid, settings.ADS_CONVERSION_NAME, conversion_time(lead), _value(lead), currency]


def meta_row(lead: Lead) -> list[str] | None:
    """The lead's row of the Meta offline events file, or None when it has no fbclid or opted out."""
    if "fbclid" not in click_ids_clean(lead.click_ids) or lead.sharing_opt_out or lead.won_at is None:
        return None
    currency = lead.won_currency if lead.won_value is not None else ""
    return [
        sha256_hex(email_normalised(lead.email)),
        sha256_hex(phone_normalised(lead.phone)),
        META_EVENT_NAME,
        str(int(lead.won_at.timestamp())),
        _value(lead),
        currency,
    ]


def won_payload(lead: Lead) -> dict:
    """What the `lead.won` webhook adds next to the lead: the sale, as the two files carry it."""
    return {
        "conversion": {
            "name": settings.ADS_CONVERSION_NAME,
            "time": lead.won_at.isoformat() if lead.won_at else None,
            "value": _value(lead) or None,
            "currency": lead.won_currency or None,
            # Global Privacy Control was on: nothing that could match the sale to a person or an ad
            # goes out, as in the two files (the agency's tools must not pass it on either).
            "clickIds": {} if lead.sharing_opt_out else click_ids_clean(lead.click_ids),
            "emailSha256": "" if lead.sharing_opt_out else sha256_hex(email_normalised(lead.email)),
            "phoneSha256": "" if lead.sharing_opt_out else sha256_hex(phone_normalised(lead.phone)),
            "sharingOptOut": lead.sharing_opt_out,
        }
    }
