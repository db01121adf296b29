"""Every word the subscription form, its pages and its emails show, in one place (as
forms.wording is for the lead forms). Templates and views read these; nothing is typed twice.

CONSENT is stored with each subscriber as it was shown: change it here and later subscribers carry
the new text, earlier ones keep theirs.
"""

from django.utils.translation import gettext_lazy as _

FORM = {
    "heading": _("Get new articles by email"),
    "intro": _(
        "One email when we publish a new article on search, ads, content or automation. No other mail."
    ),
    "label": _("Your email address"),
    "button": _("Email me new articles"),
    "privacy": _("How we handle your address"),
}

CONSENT = _(
    "Email me when a new Insights article is published. I will first get an email with a link to "
    "confirm this address; every email after that has a link to unsubscribe at any time."
)

ERRORS = {
    "required": _("Enter your email address."),
    "invalid": _("Enter an email address like name@example.com."),
    "too_long": _("Enter an email address of at most 254 characters."),
    "throttled": _(
        "You have sent this form several times in a short time. Please wait a minute, then send it "
        "again: what you typed is still here."
    ),
    "unavailable": _("We cannot take your address right now. Please try again in a minute."),
}

SUBSCRIBE_PAGE = {
    "title": _("Get new articles by email"),
    "description": _(
        "Ask for an email each time we publish a new article. Confirm once; unsubscribe in one click."
    ),
    "heading": _("Get new articles by email"),
    "intro": FORM["intro"],
    "error_title": _("Check your email address"),
    "error_heading": _("Check your email address"),
    "error_intro": _("Nothing was sent yet. Your address is still here: correct it and send it again."),
}

THANKS = {
    "title": _("Check your inbox"),
    "heading": _("Check your inbox"),
    "body": _(
        "If the address can receive our emails, a message with a link to confirm your subscription is "
        "on its way. The link works for 7 days; until you open it, we send you nothing else."
    ),
    "spam_hint": _("Nothing after a few minutes? Look in your spam or promotions folder."),
}

CONFIRM = {
    "title": _("Confirm your subscription"),
    "heading": _("Confirm your subscription"),
    "body": _("Confirm that {email} should get an email when we publish a new article."),
    "button": _("Confirm my subscription"),
    "done_title": _("Subscription confirmed"),
    "done_heading": _("You're subscribed"),
    "done_body": _("{email} will get an email when we publish a new article."),
    "already_title": _("Already confirmed"),
    "already_heading": _("This subscription is already confirmed"),
    "already_body": _("{email} is already subscribed: there is nothing more to do."),
    "expired_title": _("Confirmation link expired"),
    "expired_heading": _("This confirmation link has expired"),
    "expired_body": _(
        "Confirmation links work for 7 days, and this one is older. Nothing was confirmed and, if you "
        "did not subscribe again, the address has been removed. Subscribe again below and we will "
        "send a new link."
    ),
    "invalid_title": _("Confirmation link not recognised"),
    "invalid_heading": _("We don't recognise this confirmation link"),
    "invalid_body": _(
        "The link is incomplete or was changed, so nothing was confirmed. Open the link from the "
        "email again (if your email program broke it over two lines, copy the whole address), or "
        "subscribe again below."
    ),
    "gone_title": _("Subscription not found"),
    "gone_heading": _("This address is not waiting for confirmation"),
    "gone_body": _(
        "{email} is not on our list any more: it was unsubscribed, or removed because it was not "
        "confirmed in time. Subscribe again below if you would like new articles."
    ),
}

UNSUBSCRIBE = {
    "title": _("Unsubscribe"),
    "heading": _("Unsubscribe from new articles"),
    "body": _("Stop the emails about new articles to {email}."),
    "button": _("Unsubscribe"),
    "done_title": _("Unsubscribed"),
    "done_heading": _("You're unsubscribed"),
    "done_body": _("{email} will get no more emails about new articles."),
    "already_title": _("Already unsubscribed"),
    "already_heading": _("You're already unsubscribed"),
    "already_body": _("{email} is not subscribed to new articles: there is nothing more to do."),
    "invalid_title": _("Unsubscribe link not recognised"),
    "invalid_heading": _("We don't recognise this unsubscribe link"),
    "invalid_body": _(
        "The link is incomplete or was changed. Type your address below and we will email you a "
        "link that works."
    ),
    # The page where a reader types their address.
    "ask_title": _("Unsubscribe from new articles"),
    "ask_heading": _("Unsubscribe from new articles"),
    "ask_intro": _(
        "Type the address that gets our emails. If it is on our list, we send it a link to "
        "unsubscribe in one click."
    ),
    "ask_label": _("Your email address"),
    "ask_button": _("Email me an unsubscribe link"),
    "ask_error_title": _("Check your email address"),
    "sent_title": _("Check your inbox"),
    "sent_heading": _("Check your inbox"),
    "sent_body": _(
        "If that address is on our list, an email with a link to unsubscribe is on its way. If it "
        "is not, there is nothing to do: we send it nothing."
    ),
}

EMAILS = {
    "confirmation_subject": _("Confirm your subscription to new articles - {site}"),
    "unsubscribe_subject": _("Your link to unsubscribe - {site}"),
}

# The line a Slack channel reads for each webhook event (delivery.webhooks.register_slack_line).
SLACK = {
    "subscriber.confirmed": "{email} subscribed to new articles.",
    "subscriber.unsubscribed": "{email} unsubscribed from new articles.",
}
