"""An article's structured data: schema.org BlogPosting, built on marketing's JSON-LD builders."""

from django.urls import reverse

from publishing import seo


def person(request, member) -> dict:
    return {
        "@type": "Person",
        "name": member.name,
        "jobTitle": member.role,
        "url": seo.absolute_url(request, author_path(member)),
    }


def author_path(member) -> str:
    return reverse("insights:author", kwargs={"slug": member.slug})


def blog_posting(request, article, authors: list) -> dict:
    url = seo.absolute_url(request, article.get_absolute_url())
    return {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        "headline": article.title,
        "description": article.summary,
        "image": [seo.image_url(request, article.hero_image)] if article.hero_image else [],
        "datePublished": article.published_at.isoformat(),
        "dateModified": article.modified_at.isoformat(),
        "author": [person(request, member) for member in authors],
        "publisher": seo.organization_ref(request),
        "mainEntityOfPage": {"@type": "WebPage", "@id": url},
        "url": url,
        "about": [{"@type": "Thing", "name": service.name} for service in article.services.all()],
    }
