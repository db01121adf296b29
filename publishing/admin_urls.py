"""The content editors' pages beside the Django admin's own, mounted under /django-admin/ ahead of
the admin's URLs (agency.urls): what still needs Spanish (`needs_spanish_view`)."""

from django.contrib import admin
from django.urls import path

from publishing.admin_kit import needs_spanish_view

urlpatterns = [
    path("needs-spanish/", admin.site.admin_view(needs_spanish_view), name="admin-needs-spanish"),
]
