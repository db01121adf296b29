from django.core.management.base import BaseCommand, CommandError

from agency.backups import BackupError, backup_restore


class Command(BaseCommand):
    help = (
        "Restore an archive written by `manage.py backup` (a path, or a name in the backups "
        "storage) into an empty database and an empty MEDIA_ROOT, after checking its checksums."
    )

    def add_arguments(self, parser):
        parser.add_argument("archive")
        parser.add_argument(
            "--force", action="store_true", help="Replace what the database and MEDIA_ROOT hold already."
        )
        parser.add_argument("--database", default="default", help="The database alias (default: default).")

    def handle(self, *args, **options):
        try:
            restored = backup_restore(options["archive"], alias=options["database"], force=options["force"])
        except BackupError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(
            f"Restored the {restored.engine} database and {restored.media_files} uploaded file(s) "
            f"from {options['archive']}. Next: `manage.py migrate` (if this release is newer), "
            "then start the site."
        )
