from marketing.selectors import navigation as menus


def navigation(request):
    """The header's and footer's menus, on every page (the catalogue is this app's)."""
    return {"navigation": menus()}
