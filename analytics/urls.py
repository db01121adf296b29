from django.urls import path

from analytics import http

app_name = "analytics"

urlpatterns = [path("beacon", http.beacon, name="beacon")]
