from django.apps import AppConfig


class DeliveryConfig(AppConfig):
    name = "delivery"
    verbose_name = "Deliveries"

    def ready(self):
        from agency.health_endpoints import register_check
        from delivery.health import check_deliveries

        register_check("deliveries", check_deliveries)
