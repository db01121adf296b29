"""Creates a staff account: a lead manager (/admin, the default), an editor or a superuser.

manage.py createstaff                       # a lead manager; asks for username, email, name, password
manage.py createstaff --editor              # an editor: the site's content in /django-admin/, no leads
manage.py createstaff --superuser           # a lead manager who can also do everything in /django-admin/
STAFF_USERNAME=ana STAFF_EMAIL=ana@example.com STAFF_PASSWORD=... manage.py createstaff --no-input
"""

import getpass
import os

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from accounts.services import staff_user_create


class Command(BaseCommand):
    help = "Create a staff account that can sign in to /admin (values from STAFF_* variables or prompts)."

    def add_arguments(self, parser):
        parser.add_argument("--username", default=os.environ.get("STAFF_USERNAME", ""))
        parser.add_argument("--email", default=os.environ.get("STAFF_EMAIL", ""))
        parser.add_argument("--name", default="", help="The name staff see (optional).")
        role = parser.add_mutually_exclusive_group()
        role.add_argument(
            "--superuser",
            action="store_true",
            help="A lead manager who can also do everything in /django-admin/ (users, content, logs).",
        )
        role.add_argument(
            "--editor",
            action="store_true",
            help='An editor (the "Editors" group): the site\'s content in /django-admin/, and no leads.',
        )
        parser.add_argument(
            "--no-input",
            "--noinput",
            action="store_false",
            dest="interactive",
            help="Do not prompt: take every value from the options or STAFF_* variables.",
        )

    def handle(self, *args, **options):
        interactive = options["interactive"]
        username = options["username"] or (self._ask("Username: ") if interactive else "")
        email = options["email"] or (self._ask("Email address: ") if interactive else "")
        name = options["name"] or (self._ask("Full name (optional): ") if interactive else "")
        password = os.environ.get("STAFF_PASSWORD", "")
        if not password and interactive:
            password = getpass.getpass("Password: ")
            if password != getpass.getpass("Password (again): "):
                raise CommandError("The two passwords differ.")
        if not username or not password:
            raise CommandError("A username and a password are required (STAFF_USERNAME, STAFF_PASSWORD).")
        try:
            user = staff_user_create(
                username=username,
                email=email,
                password=password,
                name=name,
                superuser=options["superuser"],
                editor=options["editor"],
            )
        except ValidationError as exc:
            messages = [f"{field}: {' '.join(errors)}" for field, errors in exc.message_dict.items()]
            raise CommandError("\n".join(messages)) from exc
        where = "/django-admin/ (site content)" if options["editor"] else "/admin"
        self.stdout.write(
            self.style.SUCCESS(f"Staff account '{user.get_username()}' created: sign in at {where}.")
        )

    def _ask(self, prompt: str) -> str:
        return input(prompt).strip()
