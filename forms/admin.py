"""The Django admin of the forms editors build and of the addresses their leads may be sent to
(admin_built_forms); the models stay in leads.models."""

from forms import admin_built_forms  # noqa: F401 (registers the built forms' admin)
