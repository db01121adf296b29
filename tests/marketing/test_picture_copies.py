"""The image pipeline's copies shared by the test run's processes (PICTURE_COPIES_DIR,
marketing/images.py): a picture that several processes need at the same moment is encoded by one
of them, and the others read what it wrote."""

import threading
import time

from marketing import images


def test_processes_that_need_the_same_copy_at_once_encode_it_once(settings, tmp_path):
    settings.PICTURE_COPIES_DIR = str(tmp_path)
    key = ("d1g3st", "", "webp", 640)
    images._encoded.pop(key, None)
    calls = []

    def encode() -> bytes:
        calls.append(1)
        time.sleep(0.2)  # long enough for the others to arrive while it works
        return b"RIFF-the-encoded-copy"

    results = []

    def need_it():
        results.append(images._encoded_once(key, encode))
        images._encoded.pop(key, None)  # as another process would: nothing in its memory

    threads = [threading.Thread(target=need_it) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(calls) == 1
    assert results == [b"RIFF-the-encoded-copy"] * 3
    assert images._copy_file(key).read_bytes() == b"RIFF-the-encoded-copy"


def test_a_drawing_is_drawn_once_for_every_process(settings, tmp_path):
    settings.PICTURE_COPIES_DIR = str(tmp_path)
    calls = []

    def draw() -> bytes:
        calls.append(1)
        time.sleep(0.1)
        return b"PNG-a-drawing"

    threads = [
        threading.Thread(target=lambda: images.drawing_kept("case-study/harbor.png", draw)) for _ in range(3)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(calls) == 1
    assert images.drawing_kept("case-study/harbor.png", draw) == b"PNG-a-drawing"
