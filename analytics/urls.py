from django.urls import path

from analytics import beacon

app_name = "analytics"

urlpatterns = [
    path("beacon", beacon.beacon, name="beacon"),
    # Without JavaScript: a landing page's <noscript> image (campaigns/page.html).
    path("beacon.gif", beacon.pixel, name="beacon-pixel"),
]
