from django.core.management.base import BaseCommand, CommandError

from agency.backups import BackupError, backup_create, backups_list


class Command(BaseCommand):
    help = (
        "Write the database and the uploaded files into a dated archive with a checksum, in the "
        '"backups" storage, and delete the archives the BACKUP_KEEP_* policy no longer keeps.'
    )

    def add_arguments(self, parser):
        parser.add_argument("--list", action="store_true", help="List the archives kept, newest first.")
        parser.add_argument("--database", default="default", help="The database alias (default: default).")

    def handle(self, *args, **options):
        if options["list"]:
            for name in backups_list():
                self.stdout.write(name)
            return
        try:
            name = backup_create(alias=options["database"])
        except BackupError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(f"Backup written: {name}")
