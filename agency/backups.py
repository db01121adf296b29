"""Backups of the whole site (database and uploads) that are proven to restore.

One archive, `agency-backup-<UTC time>.tar.gz`, holds:
- `database.sqlite3` (SQLite's online backup API: a consistent copy while the site writes), or
  `database.pgdump` (pg_dump's custom format: one consistent snapshot of a running database);
- `media/`: every uploaded file under MEDIA_ROOT;
- `private/`: every file of the private storage (PRIVATE_MEDIA_ROOT: the guides visitors download
  through signed links), when it is a folder on this machine;
- `manifest.json`: when, which database engine, and the SHA-256 of every file above.

Beside it, `<archive>.sha256` holds the archive's own checksum in sha256sum's format. Both are
saved to the "backups" storage (STORAGES): a local folder by default, an S3-compatible bucket
with django-storages. After each backup, old archives are pruned by the BACKUP_KEEP_* policy.

Restoring goes into an empty database and an empty media folder only (unless forced), after the
archive's checksum and every file's checksum are verified; the private files are written into
PRIVATE_MEDIA_ROOT beside whatever it holds (their names carry a hash of their content).
docs/operators/runbook.md has the commands, the schedule and the restore rehearsal.
"""

import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from django.conf import settings
from django.core.files import File
from django.core.files.storage import FileSystemStorage, storages
from django.db import connections

PREFIX = "agency-backup-"
SUFFIX = ".tar.gz"
FORMAT = 1


class BackupError(Exception):
    """A backup or restore that cannot go on; the message says why and what to do."""


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _engine(alias: str) -> str:
    engine = connections[alias].settings_dict["ENGINE"]
    if engine.endswith("sqlite3"):
        return "sqlite"
    if engine.endswith("postgresql"):
        return "postgresql"
    raise BackupError(f"Backups support SQLite and PostgreSQL, not {engine}.")


def _pg_env(alias: str) -> dict[str, str]:
    """libpq's variables for pg_dump/pg_restore (no password on the command line)."""
    conf = connections[alias].settings_dict
    env = dict(os.environ)
    for variable, key in (
        ("PGHOST", "HOST"),
        ("PGPORT", "PORT"),
        ("PGUSER", "USER"),
        ("PGPASSWORD", "PASSWORD"),
    ):
        if conf.get(key):
            env[variable] = str(conf[key])
    env["PGDATABASE"] = conf["NAME"]
    return env


def _pg_tool(name: str) -> str:
    path = shutil.which(name)
    if not path:
        raise BackupError(
            f"{name} is not installed: install the PostgreSQL client (Debian: postgresql-client)."
        )
    return path


def _pg_check_versions(alias: str, tool: str) -> None:
    """pg_dump refuses a newer server; an older server than the client is fine."""
    output = subprocess.run(  # noqa: S603 - pg_dump/pg_restore from PATH, fixed arguments
        [tool, "--version"], capture_output=True, text=True, check=True
    ).stdout
    client_major = int(output.split()[-1].split(".")[0])
    with connections[alias].cursor() as cursor:
        cursor.execute("SHOW server_version_num")
        server_major = int(cursor.fetchone()[0]) // 10000
    if client_major < server_major:
        raise BackupError(
            f"{Path(tool).name} {client_major} is older than the PostgreSQL {server_major} server: "
            f"install postgresql-client-{server_major}."
        )


# --- backup ---------------------------------------------------------------------------------


def _dump_database(alias: str, folder: Path) -> Path:
    engine = _engine(alias)
    if engine == "sqlite":
        target = folder / "database.sqlite3"
        source = sqlite3.connect(connections[alias].settings_dict["NAME"])
        copy = sqlite3.connect(target)
        try:
            with copy:
                source.backup(copy)
        finally:
            copy.close()
            source.close()
        return target
    tool = _pg_tool("pg_dump")
    _pg_check_versions(alias, tool)
    target = folder / "database.pgdump"
    result = subprocess.run(  # noqa: S603 - pg_dump/pg_restore from PATH, fixed arguments
        [tool, "--format=custom", "--no-owner", "--no-privileges", "--file", str(target)],
        env=_pg_env(alias), capture_output=True, text=True, check=False,
    )  # fmt: skip
    if result.returncode:
        raise BackupError(f"pg_dump failed: {result.stderr.strip()}")
    return target


def _private_root() -> Path | None:
    """The private storage's folder (STORAGES["private"]), or None when it is not a folder here."""
    storage = storages["private"]
    return Path(storage.location) if isinstance(storage, FileSystemStorage) else None


def _media_files(root: Path) -> list[Path]:
    if not root.is_dir():
        return []
    return sorted(path for path in root.rglob("*") if path.is_file())


def backup_create(*, alias: str = "default", now: datetime | None = None) -> str:
    """Writes one archive to the backups storage and prunes old ones. Returns the archive's name."""
    now = now or datetime.now(UTC)
    name = f"{PREFIX}{now:%Y%m%dT%H%M%SZ}{SUFFIX}"
    media_root = Path(settings.MEDIA_ROOT)
    with tempfile.TemporaryDirectory(prefix="agency-backup-") as tmp:
        folder = Path(tmp)
        database = _dump_database(alias, folder)
        media = _media_files(media_root)
        private_root = _private_root()
        private = _media_files(private_root) if private_root else []
        manifest = {
            "format": FORMAT,
            "created_at": now.isoformat(),
            "engine": _engine(alias),
            "database": {"name": database.name, "sha256": _sha256(database)},
            "media": {path.relative_to(media_root).as_posix(): _sha256(path) for path in media},
            "private": {path.relative_to(private_root).as_posix(): _sha256(path) for path in private},
        }
        (folder / "manifest.json").write_text(json.dumps(manifest, indent=2))
        archive = folder / name
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(folder / "manifest.json", arcname="manifest.json")
            tar.add(database, arcname=database.name)
            for path in media:
                tar.add(path, arcname=f"media/{path.relative_to(media_root).as_posix()}")
            for path in private:
                tar.add(path, arcname=f"private/{path.relative_to(private_root).as_posix()}")
        checksum = folder / f"{name}.sha256"
        checksum.write_text(f"{_sha256(archive)}  {name}\n")
        storage = storages["backups"]
        for path in (archive, checksum):
            with path.open("rb") as handle:
                saved = storage.save(path.name, File(handle))
            if saved != path.name:  # two backups in one second: never overwrite, never rename
                storage.delete(saved)
                raise BackupError(f"{path.name} already exists in the backups storage.")
    backups_prune()
    return name


# --- retention ------------------------------------------------------------------------------


def _archives() -> list[tuple[datetime, str]]:
    storage = storages["backups"]
    try:
        _, files = storage.listdir("")
    except FileNotFoundError:
        return []
    found = []
    for file in files:
        if file.startswith(PREFIX) and file.endswith(SUFFIX):
            try:
                at = datetime.strptime(file[len(PREFIX) : -len(SUFFIX)], "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)
            except ValueError:
                continue
            found.append((at, file))
    return sorted(found, reverse=True)


def archives_to_keep(archives: list[tuple[datetime, str]]) -> set[str]:
    """The retention policy (newest first in `archives`): the BACKUP_KEEP_DAILY newest archives,
    and the newest archive of each of the BACKUP_KEEP_WEEKLY newest ISO weeks and of each of the
    BACKUP_KEEP_MONTHLY newest months that have one."""
    keep = {name for _, name in archives[: settings.BACKUP_KEEP_DAILY]}
    for count, period in (
        (settings.BACKUP_KEEP_WEEKLY, lambda at: at.isocalendar()[:2]),
        (settings.BACKUP_KEEP_MONTHLY, lambda at: (at.year, at.month)),
    ):
        seen: list = []
        for at, name in archives:
            key = period(at)
            if key not in seen:
                if len(seen) == count:
                    break
                seen.append(key)
                keep.add(name)
    return keep


def backups_prune() -> list[str]:
    """Deletes the archives (and their checksums) the policy no longer keeps. Returns their names."""
    storage = storages["backups"]
    archives = _archives()
    keep = archives_to_keep(archives)
    deleted = []
    for _, name in archives:
        if name not in keep:
            storage.delete(name)
            if storage.exists(f"{name}.sha256"):
                storage.delete(f"{name}.sha256")
            deleted.append(name)
    return deleted


def backups_list() -> list[str]:
    return [name for _, name in _archives()]


# --- restore --------------------------------------------------------------------------------


@dataclass
class Restored:
    engine: str
    media_files: int


def _fetch(archive: str, folder: Path) -> Path:
    """The archive as a local file: a path on this machine, or a name in the backups storage
    (checked against its .sha256 there)."""
    local = Path(archive)
    if local.is_file():
        checksum = local.with_name(local.name + ".sha256")
        expected = checksum.read_text().split()[0] if checksum.is_file() else None
        path = local
    else:
        storage = storages["backups"]
        if not storage.exists(archive):
            raise BackupError(
                f"No archive {archive} here or in the backups storage (`manage.py backup --list` lists them)."
            )
        path = folder / Path(archive).name
        with storage.open(archive, "rb") as source, path.open("wb") as target:
            shutil.copyfileobj(source, target)
        expected = None
        if storage.exists(f"{archive}.sha256"):
            with storage.open(f"{archive}.sha256", "rb") as handle:
                expected = handle.read().decode().split()[0]
    if expected is None:
        raise BackupError(f"{archive} has no .sha256 beside it: its integrity cannot be checked.")
    if _sha256(path) != expected:
        raise BackupError(f"{archive} does not match its checksum: it is damaged; use another archive.")
    return path


def _database_is_empty(alias: str) -> bool:
    with connections[alias].cursor() as cursor:
        return not connections[alias].introspection.table_names(cursor)


def _restore_database(alias: str, manifest: dict, dump: Path, *, force: bool) -> None:
    engine = _engine(alias)
    if manifest["engine"] != engine:
        raise BackupError(f"This archive holds a {manifest['engine']} database; DATABASE_URL names {engine}.")
    connection = connections[alias]
    if engine == "sqlite":
        connection.close()
        name = connection.settings_dict["NAME"]
        source, target = sqlite3.connect(dump), sqlite3.connect(name)
        try:
            with target:
                source.backup(target)
        finally:
            target.close()
            source.close()
        return
    tool = _pg_tool("pg_restore")
    _pg_check_versions(alias, tool)
    connection.close()
    command = [tool, "--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction"]
    if force:
        command += ["--clean", "--if-exists"]
    result = subprocess.run(  # noqa: S603 - pg_dump/pg_restore from PATH, fixed arguments
        [*command, "--dbname", connection.settings_dict["NAME"], str(dump)],
        env=_pg_env(alias), capture_output=True, text=True, check=False,
    )  # fmt: skip
    if result.returncode:
        raise BackupError(f"pg_restore failed: {result.stderr.strip()}")


def backup_restore(archive: str, *, alias: str = "default", force: bool = False) -> Restored:
    """Restores `archive` into the database `alias` and MEDIA_ROOT, which must be empty unless
    `force` (then what the archive holds replaces what is there)."""
    media_root = Path(settings.MEDIA_ROOT)
    if not force:
        if not _database_is_empty(alias):
            raise BackupError(
                "The database is not empty: restore into a new one, or pass --force to replace it."
            )
        if media_root.is_dir() and any(media_root.iterdir()):
            raise BackupError(f"{media_root} is not empty: restore into an empty folder, or pass --force.")
    with tempfile.TemporaryDirectory(prefix="agency-restore-") as tmp:
        folder = Path(tmp)
        path = _fetch(archive, folder)
        unpacked = folder / "unpacked"
        with tarfile.open(path, "r:gz") as tar:
            tar.extractall(unpacked, filter="data")
        manifest = json.loads((unpacked / "manifest.json").read_text())
        if manifest.get("format") != FORMAT:
            raise BackupError(f"Unknown archive format {manifest.get('format')!r}.")
        dump = unpacked / manifest["database"]["name"]
        if _sha256(dump) != manifest["database"]["sha256"]:
            raise BackupError("The database copy inside the archive does not match its checksum.")
        for folder_name in ("media", "private"):
            for relative, digest in manifest.get(folder_name, {}).items():
                if _sha256(unpacked / folder_name / relative) != digest:
                    raise BackupError(
                        f"The uploaded file {relative} inside the archive does not match its checksum."
                    )
        _restore_database(alias, manifest, dump, force=force)
        media_root.mkdir(parents=True, exist_ok=True)
        for relative in manifest["media"]:
            target = media_root / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(unpacked / "media" / relative, target)
        private_root = _private_root()
        if manifest.get("private") and private_root is None:
            raise BackupError("The archive holds private files but the private storage is not a folder here.")
        for relative in manifest.get("private", {}):
            target = private_root / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(unpacked / "private" / relative, target)
    return Restored(engine=manifest["engine"], media_files=len(manifest["media"]))
