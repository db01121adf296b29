"""Settings for the agency site, in one place: what differs between deployments is read from the
environment (at most 40 variables, docs/operators/settings.md); the rest are constants, each with
its reason.

DJANGO_ENV selects the profile: "development" (the default, used by `make run`),
"test" (set by pytest), or "production" (refuses to start without a strong secret key).
"""

import hashlib
import hmac
import os
from datetime import timedelta
from pathlib import Path
from urllib.parse import urlsplit

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP

from agency.env import env_bool, env_int, env_list, env_str, is_weak_secret_key, load_dotenv, mailer_from_url

BASE_DIR = Path(__file__).resolve().parent.parent
load_dotenv(BASE_DIR / ".env")

# ------------------------------------------------------------------------------
# Profile
# ------------------------------------------------------------------------------
ENVIRONMENT = env_str("DJANGO_ENV", "development")
if ENVIRONMENT not in {"development", "test", "production"}:
    raise ImproperlyConfigured("DJANGO_ENV must be development, test or production.")
PRODUCTION = ENVIRONMENT == "production"

DEBUG = env_bool("DJANGO_DEBUG", False)
if PRODUCTION and DEBUG:
    raise ImproperlyConfigured("DJANGO_DEBUG must be off in production.")

# A fixed key is fine on a developer's machine; production must bring its own strong one.
_DEV_SECRET_KEY = "django-insecure-local-development-key-never-used-in-production"  # noqa: S105
SECRET_KEY = env_str("DJANGO_SECRET_KEY", "" if PRODUCTION else _DEV_SECRET_KEY)
if PRODUCTION and is_weak_secret_key(SECRET_KEY):
    raise ImproperlyConfigured(
        "DJANGO_SECRET_KEY is missing or weak: production needs at least 50 random characters."
    )

ALLOWED_HOSTS = env_list(
    "DJANGO_ALLOWED_HOSTS", [] if PRODUCTION else ["localhost", "127.0.0.1", "[::1]", "testserver"]
)
# Every form posts to the site's own origin (SITE_URL): no other origin is trusted.
CSRF_TRUSTED_ORIGINS: list[str] = []

# ------------------------------------------------------------------------------
# Applications
# ------------------------------------------------------------------------------
INSTALLED_APPS = [
    # Content in English and Spanish: a column per language (marketing/translation.py), listed
    # before the admin as modeltranslation asks (docs/developers/i18n.md).
    "modeltranslation",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "agency.apps.StaticFilesConfig",
    "django.contrib.sitemaps",
    # Redirects (an old address 301s to its new one) need the sites framework: one site, SITE_ID.
    "django.contrib.sites",
    "django.contrib.redirects",
    "rest_framework",
    "drf_spectacular",
    "django_vite",
    "django_tasks_db",
    "reversion",
    "django_prose_editor",
    "axes",
    # The publishing core (page cache, SEO, sitemaps, social cards, admin kit, seed command), below
    # the content apps that publish through it.
    "publishing",
    "marketing",
    "insights",
    "analytics",
    # The outbound queue (emails, webhooks, retries): below leads and subscriptions, which send through it.
    "delivery",
    "leads",
    # The lead forms (coded and built), their pages, islands' props and the lead API: above leads.
    "forms",
    "accounts",
    "staff",
    "subscriptions",
    # Landing pages built from blocks (django-content-editor, feincms3): floor 3, on marketing and leads.
    "content_editor",
    "feincms3",
    "campaigns",
    # Pages for the places of San Diego County we serve, built from blocks: floor 4, on campaigns.
    "areas",
    # Site search in both languages (it indexes the content apps above): floor 5, above the area pages.
    "search",
    # Follow-up email sequences (floor 5, above leads and campaigns); anymail for the mail
    # providers' bounce and complaint webhooks only (SMTP stays the way to send).
    "anymail",
    "sequences",
    # Last: its start-up work (the inline scripts' CSP hashes) renders the other apps' templates.
    "agency.apps.AgencyConfig",
]

MIDDLEWARE = [
    # First: /healthz and /readyz are answered before the host check, the HTTPS redirect, sessions
    # and the page cache (agency.health_endpoints).
    "agency.health_endpoints.HealthMiddleware",
    # Names the request (nginx's X-Request-ID) for every log line about it (agency.request_id).
    "agency.request_id.RequestIdMiddleware",
    # Then: a request for a name or port the site does not answer goes no further (400).
    "agency.middleware.CanonicalHostMiddleware",
    "django.middleware.security.SecurityMiddleware",
    # Pages gzipped on the way out, once every other middleware has written its part.
    "agency.middleware.CompressedPagesMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "agency.middleware.PermissionsPolicyMiddleware",
    "agency.middleware.PrivateResponsesMiddleware",
    "agency.middleware.StaticFilesMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # The language comes from the address only (/es/... is Spanish, anything else English): never
    # from Accept-Language or a cookie, so a page is one cacheable response (agency.i18n).
    "agency.i18n.UrlLanguageMiddleware",
    # The version of a landing page under an A/B test this request sees: drawn here under `make
    # run`, by nginx under `make prod` (campaigns.middleware); part of the page cache's key.
    "campaigns.middleware.ExperimentMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Turns a 404 whose path has a stored redirect (a changed id, an editor's own) into a 301.
    # Pages are cached by a view decorator (publishing.page_cache) and only with status 200, so a 404
    # that becomes a redirect here is never cached as a 404.
    "django.contrib.redirects.middleware.RedirectFallbackMiddleware",
    "accounts.middleware.SessionExpiryMiddleware",
    # Last: turns an attempt the sign-in defence refused into its 429 answer.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "agency.urls"
SITE_ID = 1
# Canonical addresses have no trailing slash: a slashed one 301s to it (agency.views), never the reverse.
APPEND_SLASH = False
WSGI_APPLICATION = "agency.wsgi.application"
ASGI_APPLICATION = "agency.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "agency.i18n.language_context",
                "django.template.context_processors.csp",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "agency.context_processors.site",
                "marketing.context_processors.navigation",
            ],
        },
    },
]

# ------------------------------------------------------------------------------
# Data stores
# ------------------------------------------------------------------------------
# SQLite when DATABASE_URL is unset; PostgreSQL (or anything dj-database-url reads) when set.
# An empty DATABASE_URL (as in .env.example) counts as unset.
DATABASES = {
    "default": dj_database_url.parse(
        env_str("DATABASE_URL") or f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=60 if PRODUCTION else 0,
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL lets the web server and the task worker write without "database is locked".
    DATABASES["default"]["OPTIONS"] = {
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
    }
    # Tests use a file as well: the browser tests' live server then gives each of its threads a
    # connection of its own, as in production, rather than sharing the test's in-memory one
    # between threads (which could deadlock under load).
    DATABASES["default"]["TEST"] = {"NAME": str(BASE_DIR / ".test-db.sqlite3")}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REDIS_URL = env_str("REDIS_URL")
if REDIS_URL:
    CACHES = {
        "default": {
            # Django's RedisCache that logs and carries on uncached when Redis is unreachable.
            "BACKEND": "agency.cache.ResilientRedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "agency",
            "OPTIONS": {
                "socket_connect_timeout": 0.5,
                "socket_timeout": 0.5,
                # After a failure, seconds before the next try (each process logs an outage once).
                "RETRY_SECONDS": 5,
            },
        }
    }
elif ENVIRONMENT == "test" and not env_str("CACHE_DIR"):
    # Tests run in one process; a test that starts real server processes gives them CACHE_DIR.
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
else:
    # Without Redis the page cache, throttles and lockouts still have to be one for all the
    # gunicorn processes (a per-process memory cache would serve some visitors a page the editors
    # changed long ago): files in one folder are shared by every process on the machine.
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
            "LOCATION": env_str("CACHE_DIR", str(BASE_DIR / ".cache" / "django")),
            "OPTIONS": {"MAX_ENTRIES": 5000},
        }
    }

# Background work: Django's tasks framework, tasks stored in the same database as the leads.
TASKS = {
    "default": {
        "BACKEND": "django_tasks_db.DatabaseBackend",
        "QUEUES": ["default"],
    }
}

# ------------------------------------------------------------------------------
# Authentication and sessions
# ------------------------------------------------------------------------------
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
if ENVIRONMENT == "test":
    PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
SESSION_COOKIE_SECURE = PRODUCTION
CSRF_COOKIE_SECURE = PRODUCTION
# Islands read the token from the page's site config, so no script needs the cookie.
CSRF_COOKIE_HTTPONLY = True

# ------------------------------------------------------------------------------
# Security headers
# ------------------------------------------------------------------------------
SECURE_CONTENT_TYPE_NOSNIFF = True
# Other sites learn nothing of which page a visitor came from; our own pages keep the full URL.
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
# Features the site never uses are switched off (empty allow-lists).
PERMISSIONS_POLICY = {
    feature: []
    for feature in (
        "accelerometer",
        "autoplay",
        "browsing-topics",
        "camera",
        "display-capture",
        "geolocation",
        "gyroscope",
        "magnetometer",
        "microphone",
        "midi",
        "payment",
        "usb",
    )
}
# Request size limits: no form of this site posts more than a few kilobytes. The field count is
# Django's default: a service's admin form, with a Spanish column beside every English one and its
# inline rows, posts well over 200 fields (228 for the seeded SEO service), and a refused save
# would lose an editor's work; the public forms post a dozen.
DATA_UPLOAD_MAX_MEMORY_SIZE = 256 * 1024
DATA_UPLOAD_MAX_NUMBER_FIELDS = 1000
FILE_UPLOAD_MAX_MEMORY_SIZE = 256 * 1024
# Content Security Policy (Django's own): scripts only from this origin, or inline when their
# text is one of the site's constant snippets, allowed by its sha256- hash (added at start-up by
# agency.csp, so public pages carry no per-response nonce and shared caches may keep them); the
# tag manager's origins only when GTM_ID is set. The nonce stays for the Django admin's own
# scripts: it is only sent when a template used it, which no public page does.
_GTM_ORIGINS = ["https://www.googletagmanager.com", "https://www.google-analytics.com"]
GTM_ID = env_str("GTM_ID")
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF, CSP.NONCE, *(_GTM_ORIGINS if GTM_ID else [])],
    # Radix primitives inject small <style> elements; scripts stay strict.
    "style-src": [CSP.SELF, CSP.UNSAFE_INLINE],
    "img-src": [CSP.SELF, "data:", *(_GTM_ORIGINS if GTM_ID else [])],
    "connect-src": [CSP.SELF, *(_GTM_ORIGINS if GTM_ID else [])],
    "font-src": [CSP.SELF],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.SELF],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
}
if PRODUCTION:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = True
    SECURE_HSTS_SECONDS = 31_536_000
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True

# ------------------------------------------------------------------------------
# Internationalisation
# ------------------------------------------------------------------------------
# English at the site's addresses as they were, Spanish under /es/ with translated path words
# (agency.urls). Interface text: gettext, from locale/<lang>/LC_MESSAGES/django.po compiled by the
# build; content: modeltranslation's *_en / *_es columns (docs/developers/i18n.md).
LANGUAGE_CODE = "en"
# A lead records which one its form spoke (leads.models.Lead.language).
LANGUAGES = [("en", "English"), ("es", "Español")]
LOCALE_PATHS = [BASE_DIR / "locale"]
# A content field left blank in Spanish shows its English text (the page is then noindex in
# Spanish and left out of the Spanish sitemap: agency.i18n.missing_spanish_fields).
MODELTRANSLATION_DEFAULT_LANGUAGE = "en"
MODELTRANSLATION_LANGUAGES = ("en", "es")
MODELTRANSLATION_FALLBACK_LANGUAGES = {"default": ("en",)}
# The English seed and the admin's English column fill *_en; "name" itself reads the active language.
MODELTRANSLATION_AUTO_POPULATE = False
TIME_ZONE = "America/Los_Angeles"
USE_I18N = True
USE_TZ = True

# ------------------------------------------------------------------------------
# Static files: Vite builds static_src/ into static_build/, whitenoise serves it.
# ------------------------------------------------------------------------------
STATIC_URL = "/static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
VITE_BUILD_DIR = BASE_DIR / "static_build"
# static/: files kept in the repository as they are served (the icon set).
STATICFILES_DIRS = [VITE_BUILD_DIR, BASE_DIR / "static"]
# Uploads (logo, pictures, social cards) go through the "default" storage, never a path on disk:
# files in MEDIA_ROOT, served at MEDIA_URL (by Django in development, by nginx in `make prod`), or,
# with MEDIA_STORAGE=s3, an S3-compatible object store through django-storages (install
# `django-storages[s3]==1.14.6`; docs/operators/media-and-storage.md lists the settings).
MEDIA_URL = "/media/"
MEDIA_ROOT = Path(env_str("MEDIA_ROOT") or BASE_DIR / "media")
# Set by the test suite only, never by an operator: a folder its processes share, where the image
# pipeline keeps the copies it encodes so that the next process loading the seed does not encode
# them again (publishing/pictures.py). Read in every profile: the production stack the suite starts
# (tests/deploy) loads the seed too. Unset, as in any real deployment, nothing is kept.
PICTURE_COPIES_DIR = env_str("PICTURE_COPIES_DIR")
MEDIA_STORAGE = env_str("MEDIA_STORAGE") or "filesystem"
if MEDIA_STORAGE == "filesystem":
    _MEDIA_STORAGE = {"BACKEND": "django.core.files.storage.FileSystemStorage"}
elif MEDIA_STORAGE == "s3":
    _MEDIA_STORAGE = {
        "BACKEND": "storages.backends.s3.S3Storage",
        "OPTIONS": {
            "bucket_name": env_str("MEDIA_S3_BUCKET"),
            "endpoint_url": env_str("MEDIA_S3_ENDPOINT_URL") or None,
            "region_name": env_str("MEDIA_S3_REGION") or None,
            "location": "media",
            # A domain of its own (a CDN, or the bucket's): uploads never share the site's origin.
            "custom_domain": env_str("MEDIA_S3_CUSTOM_DOMAIN") or None,
            "querystring_auth": False,
            "file_overwrite": False,
            # Stored names carry a hash of their content (agency.uploads): cacheable for a year.
            "object_parameters": {"CacheControl": "public, max-age=31536000, immutable"},
        },
    }
    if not env_str("MEDIA_S3_BUCKET"):
        raise ImproperlyConfigured("MEDIA_STORAGE=s3 needs MEDIA_S3_BUCKET.")
    # Pages show the pictures from the store's own origin: its domain, its endpoint's, or AWS's.
    if env_str("MEDIA_S3_CUSTOM_DOMAIN"):
        SECURE_CSP["img-src"].append("https://" + env_str("MEDIA_S3_CUSTOM_DOMAIN"))
    elif env_str("MEDIA_S3_ENDPOINT_URL"):
        _endpoint = urlsplit(env_str("MEDIA_S3_ENDPOINT_URL"))
        SECURE_CSP["img-src"].append(f"{_endpoint.scheme}://{_endpoint.netloc}")
    else:
        SECURE_CSP["img-src"].append("https://*.amazonaws.com")
else:
    raise ImproperlyConfigured("MEDIA_STORAGE must be filesystem or s3.")
# Files no web server may serve (the guides visitors download through a signed link,
# publishing.pdf_uploads, docs/developers/guides.md): a folder outside MEDIA_ROOT, or a private prefix
# of the same bucket with MEDIA_STORAGE=s3 (the bucket policy's public read covers MEDIA_S3_PREFIX
# only). The site streams them from here itself.
PRIVATE_MEDIA_ROOT = Path(env_str("PRIVATE_MEDIA_ROOT") or BASE_DIR / "private-media")
if MEDIA_STORAGE == "s3":
    _PRIVATE_STORAGE = {
        "BACKEND": "storages.backends.s3.S3Storage",
        "OPTIONS": {
            **{key: _MEDIA_STORAGE["OPTIONS"][key] for key in ("bucket_name", "endpoint_url", "region_name")},
            "location": "private",
            "default_acl": "private",
            "querystring_auth": True,
            "file_overwrite": False,
        },
    }
else:
    _PRIVATE_STORAGE = {
        "BACKEND": "django.core.files.storage.FileSystemStorage",
        "OPTIONS": {"location": str(PRIVATE_MEDIA_ROOT)},
    }
STORAGES = {
    "default": _MEDIA_STORAGE,
    "private": _PRIVATE_STORAGE,
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
# Django serves /media/ itself unless the web server (nginx `alias`) or object storage does.
SERVE_MEDIA = not PRODUCTION and MEDIA_STORAGE == "filesystem"
SOCIAL_IMAGE_MAX_BYTES = 5 * 1024 * 1024
# Every uploaded picture (agency.uploads): at most this many bytes and pixels (decoded by Pillow,
# checked against the format its name says, stored without metadata; SVG rebuilt from an allowlist).
UPLOAD_MAX_BYTES = 8 * 1024 * 1024
UPLOAD_MAX_PIXELS = 40_000_000
# Every uploaded PDF (publishing.pdf_uploads: the guides): at most this many bytes.
PDF_UPLOAD_MAX_BYTES = 20 * 1024 * 1024
# How long the link to a guide in an acknowledgement email works (campaigns.guide_links).
GUIDE_LINK_MAX_AGE_DAYS = 7
# Outside production whitenoise serves straight from the build folder, no collectstatic needed.
WHITENOISE_USE_FINDERS = not PRODUCTION
WHITENOISE_IMMUTABLE_FILE_TEST = r"^.+[.-][0-9a-zA-Z_-]{8,12}\.[^.]+$"

DJANGO_VITE = {
    "default": {
        "dev_mode": env_bool("DJANGO_VITE_DEV_MODE", False),
        # The manifest sits at the build root: collectstatic skips dot-folders such as .vite/.
        "manifest_path": VITE_BUILD_DIR / "manifest.json",
    }
}

# ------------------------------------------------------------------------------
# Email
# ------------------------------------------------------------------------------
# Django 6.1 mailers. The test runner swaps every mailer for the in-memory one. EMAIL_URL names the
# SMTP server as one URL: smtp://user:password@host:port (plain, or STARTTLS with ?tls=true),
# smtps://... (TLS from the first byte), user and password percent-encoded; or console:// to print
# mail to the log (`make prod` without a mail server). Unset: the SMTP server on localhost:25 in
# production, the console elsewhere.
EMAIL_URL = env_str("EMAIL_URL") or ("smtp://localhost:25" if PRODUCTION else "console://")
_MAIL_BACKEND, _MAIL_OPTIONS = mailer_from_url(EMAIL_URL)
MAILERS = {"default": {"BACKEND": _MAIL_BACKEND, "OPTIONS": _MAIL_OPTIONS}}
# The mail providers' event webhooks (/anymail/<provider>/tracking/: Amazon SES, Postmark, Mailgun,
# SendGrid) report bounces and complaints to follow-up sequences. anymail checks their HTTP basic
# authentication against this "user:password", derived from the secret key so no operator has one
# more secret to keep: `manage.py anymail_webhook_url` prints the address to give the provider (a
# new secret key means giving it the new one).
ANYMAIL = {
    "WEBHOOK_SECRET": "anymail:"
    + hmac.new(SECRET_KEY.encode(), b"agency.anymail-webhook", hashlib.sha256).hexdigest()[:32]
}
# A mailbox whose "unsubscribe" emails someone acts on: follow-up emails then offer it in
# List-Unsubscribe beside the one-click link (RFC 8058). Empty: the link only.
SEQUENCES_UNSUBSCRIBE_MAILTO = ""

# ------------------------------------------------------------------------------
# The agency
# ------------------------------------------------------------------------------
# These seed the agency's identity on a fresh database (`load_content`): content, which editors own
# from then on in the Django admin (marketing.SiteIdentity); pages read the identity, not these.
# ENQUIRY_EMAIL is the mailbox of the staff's notification of a new lead when a form names none.
SITE_NAME = "Driftline Digital"
CONTACT_EMAIL = "hello@driftlinedigital.com"
ENQUIRY_EMAIL = env_str("ENQUIRY_EMAIL") or CONTACT_EMAIL
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", f"{SITE_NAME} <{CONTACT_EMAIL}>")
SERVER_EMAIL = DEFAULT_FROM_EMAIL
# An external booking page for the demo buttons; empty means the site's own booking.
SCHEDULING_URL = ""
# The site's one public origin (scheme, name and port, no path): every absolute address (canonical
# and Open Graph links, the sitemap, emails, webhooks) and every page-cache key is made from it,
# never from the request's Host. Required in production (checked below); `make run` and the tests
# have their own.
_DEFAULT_SITE_URL = {
    "development": f"http://127.0.0.1:{env_str('PORT', '8000')}",
    "test": "http://testserver",
    "production": "",
}[ENVIRONMENT]
SITE_URL = (env_str("SITE_URL") or _DEFAULT_SITE_URL).rstrip("/")  # empty (.env.example) = unset

# ------------------------------------------------------------------------------
# REST framework
# ------------------------------------------------------------------------------
REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "agency.schema.AutoSchema",
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["agency.parsers.SafeJSONParser"],
    "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework.authentication.SessionAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    # One error policy: every API error is JSON in the project's words (agency/exceptions.py).
    "EXCEPTION_HANDLER": "agency.exceptions.api_exception_handler",
}
# The schema describes the staff endpoints too: in production only staff may read it.
API_SCHEMA_PUBLIC = not PRODUCTION
SPECTACULAR_SETTINGS = {
    "TITLE": f"{SITE_NAME} API",
    "DESCRIPTION": "Lead capture, staff and account endpoints of the agency website.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
}

# ------------------------------------------------------------------------------
# Leads API: body limit, spam checks, throttles, notification retries
# ------------------------------------------------------------------------------
# Largest accepted JSON body of /api/contact and /api/quote-request (bytes); larger answers 413.
LEADS_MAX_BODY_BYTES = 64 * 1024
# A lead sent by an island sooner than this after its page loaded (its elapsedMs) is recorded as
# spam; a form without JavaScript gets a confirmation step until its stamp proves this much time
# (forms/fill_time.py). 0 switches both off.
LEADS_MIN_FILL_MS = 3000
# Per-client limits ("count/second|minute|hour|day", or "off"), counted in the shared cache.
LEADS_THROTTLE_BURST = "20/min"
LEADS_THROTTLE_SUSTAINED = "200/day"
# The "email me new articles" form and the unsubscribe-by-address form, per client, counted together.
SUBSCRIBE_THROTTLE_BURST = "5/min"
SUBSCRIBE_THROTTLE_SUSTAINED = "30/day"
# Sales sent back to the ad platforms (leads.conversions): the conversion action's name in Google
# Ads (the import matches it by name), and the country code of a phone number typed without one.
ADS_CONVERSION_NAME = "Won lead"
ADS_PHONE_COUNTRY_CODE = "1"

# The beacon (analytics): page views and form steps per client address, rolling window. A visitor
# sends a few a minute; an office behind one address sends more. Over the limit: still 204, not counted.
ANALYTICS_THROTTLE = "600/min"
# Searches per client address (search.views): every query is a render of its own, never cached.
# A constant, not an operator's variable: a person reading results never comes near it.
SEARCH_THROTTLE = "30/min"
# Distinct sources (utm_source/medium/campaign, or a referring domain) counted per day; more are
# counted as "(other)", so made-up sources cannot grow the table (analytics.services).
ANALYTICS_SOURCES_PER_DAY = 200
# The URL namespaces whose pages are counted (analytics.paths): the catalogue's pages and the lead
# forms' pages; an app of public pages added later (articles) adds its namespace here.
ANALYTICS_PAGE_NAMESPACES = ("marketing", "lead-forms", "insights", "campaigns", "areas")
# How many reverse proxies in front of the app append to X-Forwarded-For (0: use REMOTE_ADDR).
TRUSTED_PROXY_COUNT = env_int("TRUSTED_PROXY_COUNT", 0)
if PRODUCTION and "TRUSTED_PROXY_COUNT" not in os.environ:
    # Behind a proxy with 0 every visitor would share its address (and its throttle and lockout);
    # without one, any positive count lets visitors forge theirs. Production must say which.
    raise ImproperlyConfigured(
        "Set TRUSTED_PROXY_COUNT: how many proxies append to X-Forwarded-For (0: none)."
    )
# `make prod`'s nginx (deploy/prod.py takes these through `manage.py proxy_settings`): requests per
# second, and the burst, one client address may send to gunicorn (limit_req: cache misses, posts,
# signed-in pages; pages nginx has cached are not counted); and how often the launcher asks the
# site which A/B tests run, rewriting nginx's configuration when that changed (a test an editor
# starts is drawn by nginx within this; 0: only at start and on `make reload`).
PROXY_APP_RATE = "10r/s"
PROXY_APP_BURST = 40
PROXY_AB_REFRESH_SECONDS = 30
# Every throttle and lockout reads the client's address through agency.client_address.client_ip. DRF's own
# notion (used by any DRF throttle class) follows the same count: 0 means REMOTE_ADDR, never the
# raw X-Forwarded-For (which is what DRF does with None).
REST_FRAMEWORK["NUM_PROXIES"] = TRUSTED_PROXY_COUNT

# The Host header (agency.middleware.CanonicalHostMiddleware): Django's ALLOWED_HOSTS checks the
# name, whatever its case or trailing dot; with HOST_PORT_CHECK (on in production) a port other
# than SITE_URL's is refused with 400 as well.
_site = urlsplit(SITE_URL)
if PRODUCTION and (_site.scheme not in ("http", "https") or not _site.hostname or _site.path):
    raise ImproperlyConfigured(
        "Set SITE_URL to the site's public origin, e.g. https://www.example.com (no path): "
        "links, the sitemap, emails and cache keys are made from it."
    )
HOST_PORT_CHECK = PRODUCTION
ALLOWED_HOST_PORTS = [str(_site.port or (443 if _site.scheme == "https" else 80))]
if PRODUCTION:
    # Django's own HTTP->HTTPS redirect goes to the configured name, never the request's.
    SECURE_SSL_HOST = _site.netloc
# Lead emails: attempts before giving up, and the first retry delay (doubled after each failure:
# with the defaults 2, 4, 8, 16 and 32 minutes, about an hour in all).
LEADS_EMAIL_MAX_ATTEMPTS = 6
LEADS_EMAIL_RETRY_BASE_SECONDS = 120
# A send claimed longer ago than this belongs to a worker that died (sends time out long before);
# the sweep that re-enqueues such emails runs this often.
LEADS_EMAIL_STALE_SECONDS = 300
LEADS_EMAIL_SWEEP_SECONDS = 300
# Outgoing webhooks share the retries above. A receiver gets this many seconds to answer; plain
# http:// URLs are refused in production unless allowed; addresses on loopback, private,
# link-local, multicast, reserved or unspecified ranges are refused unless allowed.
WEBHOOK_TIMEOUT_SECONDS = 5.0
WEBHOOK_ALLOW_HTTP = ENVIRONMENT != "production"
# Networks (CIDR) exempt from that refusal, e.g. "10.0.0.0/8" for a CRM inside the agency's VPN.
WEBHOOK_ALLOWED_NETWORKS = env_list("WEBHOOK_ALLOWED_NETWORKS", [])

# ------------------------------------------------------------------------------
# Logging and error reports (docs/operators/logging-and-errors.md)
# ------------------------------------------------------------------------------
# "json": one JSON object per line (production's default, for a log collector); "text": readable.
LOG_FORMAT = "json" if PRODUCTION else "text"
if LOG_FORMAT not in {"json", "text"}:
    raise ImproperlyConfigured("LOG_FORMAT must be json or text.")
# Who hears about an unhandled error (a view's or a task's): comma-separated addresses, each
# mailed at most once per kind of error (class and place) per ADMINS_ERROR_MAIL_INTERVAL seconds.
ADMINS = env_list("DJANGO_ADMINS", [])
ADMINS_ERROR_MAIL_INTERVAL = 3600
# Error reports show which form fields were posted, never their values (agency.errors).
DEFAULT_EXCEPTION_REPORTER_FILTER = "agency.errors.PrivateExceptionReporterFilter"
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {
        "request_id": {"()": "agency.request_id.RequestIdFilter"},
        "require_debug_false": {"()": "django.utils.log.RequireDebugFalse"},
    },
    "formatters": {
        "json": {
            "()": "pythonjsonlogger.json.JsonFormatter",
            "fmt": "%(levelname)s %(name)s %(message)s %(request_id)s %(process)d",
            "rename_fields": {"levelname": "level", "name": "logger", "process": "pid"},
            # The time in UTC (ISO 8601), whatever the site's TIME_ZONE.
            "timestamp": "time",
        },
        "text": {"format": "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"},
    },
    "handlers": {
        "console": {"class": "logging.StreamHandler", "formatter": LOG_FORMAT, "filters": ["request_id"]},
        "mail_admins": {
            "class": "agency.errors.ThrottledAdminEmailHandler",
            "level": "ERROR",
            "filters": ["require_debug_false", "request_id"],
        },
    },
    "root": {"handlers": ["console"], "level": "INFO"},
    "loggers": {
        # Replaces Django's default "django" logger, whose own console (DEBUG only) and unthrottled
        # mail_admins handlers would print twice and mail every error; its records reach the root.
        "django": {"handlers": [], "level": "INFO", "propagate": True},
        # A view's unhandled error (django.request) and a task's (django.tasks) reach the admins.
        "django.request": {"handlers": ["mail_admins"], "level": "ERROR", "propagate": True},
        "django.tasks": {"handlers": ["mail_admins"], "propagate": True},
    },
}
# Sentry (sentry-sdk), when SENTRY_DSN is set: errors, and a sample of requests' timings so slow
# pages show (SENTRY_TRACES_SAMPLE_RATE, 0 to 1). Visitors' data is scrubbed (agency.errors).
SENTRY_DSN = env_str("SENTRY_DSN")
SENTRY_TRACES_SAMPLE_RATE = 0.05
if SENTRY_DSN:
    from agency.errors import init_sentry

    init_sentry(
        SENTRY_DSN,
        environment=ENVIRONMENT,
        traces_sample_rate=SENTRY_TRACES_SAMPLE_RATE,
    )

# ------------------------------------------------------------------------------
# Marketing pages (content catalogue)
# ------------------------------------------------------------------------------
# How long a rendered public page stays cached; any content save makes it stale at once anyway.
PAGE_CACHE_SECONDS = 60 * 60 * 24
# What public pages tell caches in front of Django (Cache-Control): browsers keep a page this
# long, shared caches (nginx, a CDN) this long, and may serve it stale this long while they
# revalidate it. An edit reaches anonymous visitors within PAGE_SHARED_MAX_AGE at most.
PAGE_MAX_AGE = 60
PAGE_SHARED_MAX_AGE = 300
PAGE_STALE_WHILE_REVALIDATE = 60

# ------------------------------------------------------------------------------
# Staff sign-in and the session API (accounts/)
# ------------------------------------------------------------------------------
# The sign-in defence (accounts/signin_defence.py on django-axes, records in the database), the
# same at /django-admin/login/, /api/admin/login and /api/auth/login:
# - AUTH_LOCKOUT_ATTEMPTS failures for one account from one client address within the window lock
#   that pair for the cooldown (the lock lapses by itself; a success clears the pair's count);
# - AUTH_LOCKOUT_ADDRESS_ATTEMPTS failures from one address, whatever accounts they name, lock the
#   address for the cooldown;
# - an account with AUTH_ACCOUNT_SLOWDOWN_FAILURES failures from several addresses in the window
#   is slowed, not locked: an address that failed on it waits AUTH_ACCOUNT_SLOWDOWN_SECONDS
#   between tries; an address that never failed on it is not slowed.
AUTH_LOCKOUT_ATTEMPTS = 5
AUTH_LOCKOUT_ADDRESS_ATTEMPTS = 20
AUTH_LOCKOUT_WINDOW_SECONDS = 15 * 60
AUTH_LOCKOUT_COOLDOWN_SECONDS = 15 * 60
AUTH_ACCOUNT_SLOWDOWN_FAILURES = 10
AUTH_ACCOUNT_SLOWDOWN_SECONDS = 60

AUTHENTICATION_BACKENDS = [
    # Refuses a locked attempt before any password is checked, at every door.
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_HANDLER = "accounts.signin_defence.SignInDefenceHandler"
AXES_CLIENT_IP_CALLABLE = "agency.client_address.client_ip"
AXES_USERNAME_CALLABLE = "accounts.signin_defence.account_name"
AXES_LOCKOUT_CALLABLE = "accounts.signin_defence.lockout_response"
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_FAILURE_LIMIT = AUTH_LOCKOUT_ATTEMPTS
AXES_COOLOFF_TIME = timedelta(seconds=AUTH_LOCKOUT_COOLDOWN_SECONDS)
AXES_RESET_ON_SUCCESS = True
# A refused attempt during a lock is not a new failure: the lock lapses on time.
AXES_RESET_COOL_OFF_ON_FAILURE_DURING_LOCKOUT = False
# Every failure is kept with its time: the rolling counts above are read from this log.
AXES_ENABLE_ACCESS_FAILURE_LOG = True
AXES_VERBOSE = False
# Masked in the recorded request data (passwords always are).
AXES_SENSITIVE_PARAMETERS = ["username", "ip_address", "csrfmiddlewaretoken"]

# Signed-in sessions (staff and registered users; visitors have none) end after
# AUTH_SESSION_MAX_HOURS, or after AUTH_SESSION_IDLE_MINUTES without a request.
AUTH_SESSION_MAX_HOURS = 8
AUTH_SESSION_IDLE_MINUTES = 30
SESSION_COOKIE_AGE = int(AUTH_SESSION_MAX_HOURS * 3600)
# Account registrations per client IP (DRF rate syntax).
AUTH_REGISTER_RATE = "20/hour"

# ------------------------------------------------------------------------------
# Health answers (/healthz, /readyz: agency.health_endpoints; docs/operators/runbook.md)
# ------------------------------------------------------------------------------
# /readyz fails "worker" when a task has been due this long without a worker claiming it.
HEALTH_WORKER_STALL_SECONDS = 120
# /readyz fails "deliveries" when this many lead emails and webhooks are due and unsent.
HEALTH_DELIVERY_BACKLOG_MAX = 100
# Whether those two take the site out of a load balancer (503). With several web machines
# sharing one task queue, set false and alert on the checks instead: a stalled worker is not
# cured by sending visitors elsewhere.
HEALTH_WORKER_BLOCKS_TRAFFIC = True
# Who reads /readyz's detail (each check and its figures): the load balancer's and the monitor's
# addresses or networks ("10.0.3.0/24"). Anyone else gets the overall status only, at most
# HEALTH_READYZ_RATE times per address.
HEALTH_PROBE_ADDRESSES = env_list("HEALTH_PROBE_ADDRESSES", ["127.0.0.1", "::1"])
HEALTH_READYZ_RATE = "60/minute"

# ------------------------------------------------------------------------------
# Backups (`make backup`, `make restore`: agency.backups; docs/operators/runbook.md)
# ------------------------------------------------------------------------------
# Archives are written to the "backups" storage: a folder on this machine (BACKUP_DIR) by default,
# or, with BACKUP_BUCKET, an S3-compatible bucket through django-storages (credentials in
# AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, which boto3 reads itself).
BACKUP_DIR = Path(env_str("BACKUP_DIR") or BASE_DIR / "backups")
if env_str("BACKUP_BUCKET"):
    STORAGES["backups"] = {
        "BACKEND": "storages.backends.s3.S3Storage",
        "OPTIONS": {
            "bucket_name": env_str("BACKUP_BUCKET"),
            "endpoint_url": env_str("BACKUP_ENDPOINT_URL") or None,
            "location": "backups",
            "default_acl": "private",
        },
    }
else:
    STORAGES["backups"] = {
        "BACKEND": "django.core.files.storage.FileSystemStorage",
        "OPTIONS": {"location": str(BACKUP_DIR)},
    }
# Keep the newest BACKUP_KEEP_DAILY archives, plus the newest archive of each of the last
# BACKUP_KEEP_WEEKLY ISO weeks and BACKUP_KEEP_MONTHLY months; older ones are deleted.
BACKUP_KEEP_DAILY = 7
BACKUP_KEEP_WEEKLY = 4
BACKUP_KEEP_MONTHLY = 6
