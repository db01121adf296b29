"""Input rules every app shares: the one email rule.

Every email address the site takes (the lead forms, the forms editors build, subscriptions,
registration, staff accounts, the agency's own address and a built form's notification list in
the admin) is checked by `validate_email_address`: Django's rule without an address literal
(`name@[127.0.0.1]`, `name@[IPv6:...]`) and without a bare `name@localhost`. Both are valid by
RFC 5321 and Django takes them; neither is anybody's real address, and mail to a raw address or
the local host is how a form gets aimed at a server. The DRF field, the model field and the plain
function below all run the same validator, so an address refused on one door is refused on all.
"""

from django.core.validators import EmailValidator
from django.db import models
from django.utils.deconstruct import deconstructible
from rest_framework import serializers


@deconstructible
class EmailAddressValidator(EmailValidator):
    """Django's EmailValidator, with a domain name required: no literal, no allowlisted bare host."""

    domain_allowlist = []

    def validate_domain_part(self, domain_part):
        return self.domain_regex.match(domain_part) is not None


validate_email_address = EmailAddressValidator()


class EmailAddressField(serializers.EmailField):
    """DRF's EmailField with the site's rule, answering a refused address with its own "invalid"
    message (DRF's own check, Django's validate_email, is replaced, not run beside it)."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.validators = [
            validator for validator in self.validators if not isinstance(validator, EmailValidator)
        ]
        self.validators.append(EmailAddressValidator(message=self.error_messages["invalid"]))


class EmailAddressModelField(models.EmailField):
    """A model's email column with the site's rule (full_clean, the Django admin's forms)."""

    default_validators = [validate_email_address]
