"""BattleScribe files from strangers: entities, DTDs, oversized files and zip bombs are refused
with a message naming the file and the limit, never expanded, fetched or read whole."""

import zipfile
from pathlib import Path

import pytest

from armybuilder.battlescribe import xml
from armybuilder.errors import InputError

SYSTEM = b'<?xml version="1.0"?><gameSystem xmlns="http://www.battlescribe.net/schema/gameSystemSchema" id="s" name="S"/>'


def refused(path: Path) -> InputError:
    with pytest.raises(InputError) as caught:
        xml.read_document(path)
    assert caught.value.file == str(path)
    return caught.value


def test_a_plain_file_reads_without_its_namespace(tmp_path: Path) -> None:
    path = tmp_path / "s.gst"
    path.write_bytes(SYSTEM)
    document = xml.read_document(path)
    assert document.kind == "gameSystem"
    assert document.root.get("name") == "S"


def test_a_zipped_file_reads_as_its_member(tmp_path: Path) -> None:
    path = tmp_path / "s.gstz"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("s.gst", SYSTEM)
    assert xml.read_document(path).kind == "gameSystem"


def test_entity_expansion_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "laughs.cat"
    path.write_bytes(
        b'<?xml version="1.0"?><!DOCTYPE c [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>'
        b"<catalogue>&b;</catalogue>"
    )
    assert "DTD or an entity" in refused(path).message


def test_an_external_entity_is_never_fetched(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("do not read")
    path = tmp_path / "external.cat"
    path.write_bytes(
        b'<?xml version="1.0"?><!DOCTYPE c [<!ENTITY x SYSTEM "file://'
        + str(secret).encode()
        + b'">]><catalogue name="&x;"/>'
    )
    error = refused(path)
    assert "do not read" not in str(error)
    assert error.code == "file.syntax"


def test_broken_xml_is_located(tmp_path: Path) -> None:
    path = tmp_path / "cut.cat"
    path.write_bytes(b'<?xml version="1.0"?>\n<catalogue>\n  <selectionEntries>\n')
    error = refused(path)
    assert error.code == "file.syntax" and error.at is not None and error.at.line >= 3


def test_a_file_over_the_size_limit_names_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(xml, "MAX_XML_BYTES", 64)
    path = tmp_path / "big.cat"
    path.write_bytes(SYSTEM + b" " * 100)
    assert "1 KB, the most one BattleScribe file may be" in refused(path).message


def test_a_zip_bomb_is_read_no_further_than_the_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(xml, "MAX_XML_BYTES", 4096)
    path = tmp_path / "bomb.catz"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("bomb.cat", b"<catalogue>" + b" " * 10_000_000 + b"</catalogue>")
    assert path.stat().st_size < 100_000
    assert "unzipped, larger than 4 KB" in refused(path).message


def test_too_many_members_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "many.rosz"
    with zipfile.ZipFile(path, "w") as archive:
        for n in range(xml.MAX_ZIP_MEMBERS + 1):
            archive.writestr(f"{n}.ros", b"<roster/>")
    assert f"at most {xml.MAX_ZIP_MEMBERS}" in refused(path).message


def test_an_archive_without_one_xml_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "two.catz"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("a.cat", b"<catalogue/>")
        archive.writestr("b.cat", b"<catalogue/>")
    assert "holds 2 files" in refused(path).message


def test_a_file_that_is_no_zip_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "plain.catz"
    path.write_bytes(SYSTEM)
    assert "not a readable zip archive" in refused(path).message


def test_too_many_elements_are_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(xml, "MAX_XML_ELEMENTS", 10)
    path = tmp_path / "wide.cat"
    path.write_bytes(b"<catalogue>" + b"<rule/>" * 20 + b"</catalogue>")
    assert "more than 10 XML elements" in refused(path).message
