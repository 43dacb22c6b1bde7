"""The lock on a file two commands share: made where the file is not there yet, refused to a
second holder once the (bounded) wait is over, never taken through a link. Deterministic: the test
holds the lock itself, so nothing depends on timing; `test_custody` has the commands' own."""

from pathlib import Path

import pytest

from armybuilder.files.locking import Busy, held, lock_file


def test_the_lock_is_made_beside_a_file_not_there_yet_and_a_second_holder_is_refused_after_the_wait(
    tmp_path: Path,
) -> None:
    shared = tmp_path / "lock.json"
    waited = []
    with held(shared):
        assert lock_file(shared).is_file() and not shared.exists()
        with pytest.raises(Busy) as busy, held(shared, wait=0, waiting=lambda: waited.append(True)):
            pytest.fail("a second holder got the lock")
    assert waited == [True]
    assert (
        busy.value.filename == str(shared)
        and "for over 0 s (it holds lock.json.lock), so nothing was written" in busy.value.strerror
    )
    with held(shared, wait=0):  # let go once the block ended
        pass


def test_a_link_in_the_lock_files_place_is_replaced_not_followed(tmp_path: Path) -> None:
    target = tmp_path / "mine.txt"
    target.write_text("mine")
    lock_file(tmp_path / "lock.json").symlink_to(target)
    with held(tmp_path / "lock.json"):
        assert not lock_file(tmp_path / "lock.json").is_symlink()
    assert target.read_text() == "mine"
