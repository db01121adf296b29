"""The image pipeline's copies shared by the test run's processes (PICTURE_COPIES_DIR,
publishing/pictures.py): a picture that several processes need at the same moment is encoded by one
of them, and the others read what it wrote."""

import threading
import time

from publishing import pictures


def test_processes_that_need_the_same_copy_at_once_encode_it_once(settings, tmp_path):
    settings.PICTURE_COPIES_DIR = str(tmp_path)
    key = ("d1g3st", "", "webp", 640)
    pictures._encoded.pop(key, None)
    calls = []

    def encode() -> bytes:
        calls.append(1)
        time.sleep(0.2)  # long enough for the others to arrive while it works
        return b"RIFF-the-encoded-copy"

    results = []

    def need_it():
        results.append(pictures._encoded_once(key, encode))
        pictures._encoded.pop(key, None)  # as another process would: nothing in its memory

    threads = [threading.Thread(target=need_it) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(calls) == 1
    assert results == [b"RIFF-the-encoded-copy"] * 3
    assert pictures._copy_file(key).read_bytes() == b"RIFF-the-encoded-copy"


def test_a_drawing_is_drawn_once_for_every_process(settings, tmp_path):
    settings.PICTURE_COPIES_DIR = str(tmp_path)
    calls = []

    def draw() -> bytes:
        calls.append(1)
        time.sleep(0.1)
        return b"PNG-a-drawing"

    threads = [
        threading.Thread(target=lambda: pictures.drawing_kept("case-study/harbor.png", draw))
        for _ in range(3)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(calls) == 1
    assert pictures.drawing_kept("case-study/harbor.png", draw) == b"PNG-a-drawing"


def test_copies_are_kept_between_runs_until_the_code_that_makes_them_changes(tmp_path):
    """The folder kept between runs (tests/support/picture_copies.py) is named by the apps' files:
    a changed drawing, crop or seed colour gives a run an empty folder, never an old copy."""
    from tests.support import picture_copies

    app = tmp_path / "marketing"
    (app / "content").mkdir(parents=True)
    (app / "content" / "drawings.py").write_text("ACCENT = '#0b5'\n")
    (app / "__pycache__").mkdir()
    (app / "__pycache__" / "drawings.pyc").write_bytes(b"compiled")
    key = picture_copies.code_key(tmp_path, ("marketing",))

    (app / "__pycache__" / "drawings.pyc").write_bytes(b"compiled again")
    assert picture_copies.code_key(tmp_path, ("marketing",)) == key
    cache = tmp_path / "cache"
    first = picture_copies.kept_folder(cache, key)
    (first / "harbor.webp").write_bytes(b"RIFF")
    assert picture_copies.kept_folder(cache, key) == first
    assert (first / "harbor.webp").read_bytes() == b"RIFF"

    (app / "content" / "drawings.py").write_text("ACCENT = '#e63'\n")
    changed = picture_copies.code_key(tmp_path, ("marketing",))
    assert changed != key
    second = picture_copies.kept_folder(cache, changed)
    assert list(second.iterdir()) == []
    assert not first.exists()


def test_a_kept_folder_grown_past_its_limit_starts_empty(tmp_path, monkeypatch):
    from tests.support import picture_copies

    monkeypatch.setattr(picture_copies, "MAX_FILES", 3)
    folder = picture_copies.kept_folder(tmp_path, "k")
    for n in range(3):
        (folder / f"{n}.webp").write_bytes(b"RIFF")
    assert len(list(picture_copies.kept_folder(tmp_path, "k").iterdir())) == 3
    (folder / "3.webp").write_bytes(b"RIFF")
    assert list(picture_copies.kept_folder(tmp_path, "k").iterdir()) == []
