from django.urls import path

from analytics import http

app_name = "analytics"

urlpatterns = [
    path("beacon", http.beacon, name="beacon"),
    # Without JavaScript: a landing page's <noscript> image (campaigns/page.html).
    path("beacon.gif", http.pixel, name="beacon-pixel"),
]
