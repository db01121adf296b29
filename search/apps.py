from django.apps import AppConfig


class SearchConfig(AppConfig):
    name = "search"
    verbose_name = "Search"

    def ready(self):
        # The index follows every save and deletion of what it holds (search.signals); the seed
        # loader ends by building it whole, once the Spanish columns are written.
        from publishing.seed import spanish_seed_register
        from search import services, signals

        signals.connect()
        spanish_seed_register(services.index_after_seed)
