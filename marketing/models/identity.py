"""The agency's identity: one row (`SiteIdentity`) that the header, footer, contact page,
structured data, emails and social cards read."""

from urllib.parse import quote, urlencode

from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

from agency.uploads import ImageUploadField
from agency.validation import EmailAddressModelField
from marketing.models.kit import (
    PICTURE_ALT_HELP,
    PICTURE_ALT_MAX,
    PICTURE_DECORATIVE_HELP,
    PLAIN_TEXT,
    TimeStampedModel,
    picture_alt,
    picture_alt_errors,
    profile_url_field,
)


class SiteIdentity(TimeStampedModel):
    """Who the agency is: one row for the site, read by the header, footer, contact page,
    structured data, emails and social cards. Environment variables only seed its first values."""

    SINGLETON_ID = 1

    name = models.CharField(max_length=80, help_text="The agency's name, shown in the header and footer.")
    description = models.CharField(
        "short description",
        max_length=300,
        help_text=f"One or two sentences about the agency: footer and search engines. {PLAIN_TEXT}",
    )
    email = EmailAddressModelField(help_text="Where visitors write to; shown on the contact page and footer.")
    phone = models.CharField(
        max_length=30, blank=True, help_text="As visitors should dial it, e.g. +1 619 555 0142."
    )
    street_address = models.CharField(max_length=150, blank=True, help_text="Street and suite.")
    locality = models.CharField(
        "city", max_length=80, default="San Diego", help_text="For example San Diego."
    )
    region = models.CharField("state", max_length=40, default="CA", help_text="Two-letter state code.")
    postal_code = models.CharField("ZIP code", max_length=12, blank=True, help_text="For example 92101.")
    country = models.CharField(max_length=2, default="US", help_text="Two-letter country code.")
    map_url = models.URLField(
        "map link",
        blank=True,
        help_text=(
            "Leave empty: “View on map” searches Google Maps for the address above and follows it when "
            "the address changes. Set it only to point at one map page on purpose (your business "
            "profile, say); it then stays as set."
        ),
    )
    scheduling_url = models.URLField(
        "scheduling page",
        blank=True,
        help_text="Your booking page (Calendly, Cal.com ...). Empty: the demo buttons use the site's own.",
    )
    linkedin_url = profile_url_field("LinkedIn")
    instagram_url = profile_url_field("Instagram")
    facebook_url = profile_url_field("Facebook")
    x_url = profile_url_field("X (Twitter)")
    youtube_url = profile_url_field("YouTube")
    logo = ImageUploadField(
        upload_to="identity/",
        blank=True,
        extensions=["svg", "png"],
        help_text="SVG or PNG, shown at 32 px high beside the name. Empty: the drawn mark.",
    )
    logo_alt = models.CharField(
        "logo description", max_length=PICTURE_ALT_MAX, blank=True, help_text=PICTURE_ALT_HELP
    )
    logo_decorative = models.BooleanField(
        "logo is decorative",
        default=False,
        help_text=(
            f"{PICTURE_DECORATIVE_HELP} The agency's name is written beside the logo, so a mark "
            "without words of its own is usually decorative."
        ),
    )
    founding_year = models.PositiveSmallIntegerField(
        validators=[MinValueValidator(1900), MaxValueValidator(2100)],
        default=2023,
        help_text="The year the agency started, e.g. 2023 (structured data for search engines).",
    )

    class Meta:
        verbose_name = "agency identity"
        verbose_name_plural = "agency identity"

    def __str__(self):
        return self.name

    def save(self, *args, **kwargs):
        self.pk = self.SINGLETON_ID
        super().save(*args, **kwargs)

    def clean(self):
        super().clean()
        errors = picture_alt_errors(self, ("logo", "logo_alt", "logo_decorative"))
        if errors:
            raise ValidationError(errors)

    @property
    def logo_alt_text(self) -> str:
        return picture_alt(self, "logo_alt", "logo_decorative")

    @property
    def social_profiles(self) -> list[tuple[str, str]]:
        """(network, address) of every profile set, in a fixed order."""
        profiles = [
            ("LinkedIn", self.linkedin_url),
            ("Instagram", self.instagram_url),
            ("Facebook", self.facebook_url),
            ("X", self.x_url),
            ("YouTube", self.youtube_url),
        ]
        return [(network, url) for network, url in profiles if url]

    @property
    def address_line(self) -> str:
        place = ", ".join(
            part for part in (self.locality, f"{self.region} {self.postal_code}".strip()) if part
        )
        return ", ".join(part for part in (self.street_address, place) if part)

    @property
    def map_link(self) -> str:
        """The "View on map" address: the one set on purpose, else a map search for the address."""
        if self.map_url:
            return self.map_url
        if not self.street_address and not self.postal_code:
            return ""  # a city alone is no address to show on a map
        query = urlencode({"api": "1", "query": self.address_line}, quote_via=quote)
        return f"https://www.google.com/maps/search/?{query}"

    @property
    def phone_href(self) -> str:
        digits = "".join(ch for ch in self.phone if ch.isdigit() or ch == "+")
        return f"tel:{digits}" if digits else ""
