"""Daily totals of page views and form steps: what the site counts instead of tracking visitors.

One row per (day, page path, source, medium, campaign, form, step, A/B test version): storage
grows with days x paths x sources, never with visitors. There is no visitor id, address, cookie or
user agent in it.
Rows are written by analytics.services only (an upsert), read by analytics.selectors.
"""

from django.db import models


class DailyCount(models.Model):
    day = models.DateField()
    path = models.CharField(max_length=200)
    # Where the visit came from: utm_source, else the referrer's domain, else "direct".
    source = models.CharField(max_length=100)
    # utm_medium, else "referral" for another site, else "" (direct).
    medium = models.CharField(max_length=100, blank=True)
    campaign = models.CharField(max_length=100, blank=True)
    # Empty for a page view; a registered form (analytics.funnel_registry) and its step otherwise.
    form = models.CharField(max_length=40, blank=True)
    step = models.CharField(max_length=20, blank=True)
    # The A/B test version the page was shown in ("7:B": test 7, version B), "" for a page under no
    # test: a page view with a version is an exposure of that version (campaigns.Experiment).
    version = models.CharField(max_length=20, blank=True, default="")
    count = models.PositiveIntegerField(default=0)

    class Meta:
        verbose_name = "daily count"
        constraints = [
            models.UniqueConstraint(
                fields=["day", "path", "source", "medium", "campaign", "form", "step", "version"],
                name="analytics_dailycount_one_row",
            )
        ]
        # The reports read a year in one go: these covering indexes answer their grouped queries
        # from the index alone, in the order they group by (benchmarked by scripts/bench/reports.py).
        indexes = [
            # Funnels (form, step) and views per day (form "" by day).
            models.Index(fields=["form", "day", "step", "count"], name="analytics_form_day"),
            # Page views by path and source (attribution).
            models.Index(
                fields=["form", "path", "source", "medium", "campaign", "day", "count"],
                name="analytics_views_by_source",
            ),
            # The A/B tests' exposures by version: only the rows that carry one (campaigns).
            models.Index(
                fields=["version", "count"], name="analytics_exposures", condition=~models.Q(version="")
            ),
        ]
        # Who sees the Reports view on /admin and its API (superusers always do).
        permissions = [("view_reports", "Can view the reports (funnels and attribution) on /admin")]

    def __str__(self) -> str:
        what = f"{self.form} {self.step}" if self.form else "page view"
        return f"{self.day} {self.path} {what}: {self.count}"
