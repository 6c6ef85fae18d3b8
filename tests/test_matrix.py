"""The matrix slice: the same cells for the same commit, every cell over many commits."""

from __future__ import annotations

import matrix
import pytest


def test_a_seed_always_takes_the_same_cells(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNO_MATRIX", "abc123")
    cells = ["en", "de", "sv"]
    assert matrix.chosen("orca", cells) == matrix.chosen("orca", cells)
    assert len(matrix.chosen("orca", cells)) == 1


def test_successive_commits_walk_the_whole_matrix(monkeypatch: pytest.MonkeyPatch) -> None:
    cells = [(lang, size) for lang in ("en", "de", "sv") for size in ("small", "large")]
    seen = set()
    for n in range(200):
        monkeypatch.setenv("UNO_MATRIX", f"commit{n}")
        seen.update(matrix.chosen("robot", cells, k=2))
    assert seen == set(cells)


def test_all_runs_every_cell_and_a_slice_skips_the_rest_visibly(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNO_MATRIX", "all")
    assert matrix.chosen("orca", ["en", "de", "sv"]) == ["en", "de", "sv"]
    monkeypatch.setenv("UNO_MATRIX", "seed")
    params = matrix.params("orca", ["en", "de", "sv"])
    skipped = [p for p in params if p.marks]
    assert len(params) == 3 and len(skipped) == 2
    assert "UNO_MATRIX=all" in skipped[0].marks[0].kwargs["reason"]


def test_without_a_seed_the_commit_chooses(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("UNO_MATRIX", raising=False)
    assert matrix.mode() == matrix.commit()


def test_a_slice_among_some_cells_takes_only_those_but_all_runs_every_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    cells = [(lang, size) for lang in ("en", "de", "sv") for size in ("small", "large")]
    among = [c for c in cells if c[0] != "sv"]
    for n in range(50):
        monkeypatch.setenv("UNO_MATRIX", f"commit{n}")
        taken = [tuple(p.values) for p in matrix.params("robot", cells, 2, among=among)
                 if not p.marks]
        assert len(taken) == 2 and all(c in among for c in taken)
    monkeypatch.setenv("UNO_MATRIX", "all")
    assert not any(p.marks for p in matrix.params("robot", cells, 2, among=among))


def test_the_lane_takes_a_slice_and_marks_the_rest_slow_for_the_full_run(
        monkeypatch: pytest.MonkeyPatch) -> None:
    editions = ["classic", "flash", "spin", "tippo", "kick"]
    seen = set()
    for n in range(60):
        monkeypatch.setenv("UNO_MATRIX", f"commit{n}")
        params = matrix.lane("properties", editions, 2, slow=("tippo",))
        assert [p.values[0] for p in params] == editions  # every cell is collected
        fast = [p.values[0] for p in params if not p.marks]
        assert len(fast) == 2 and "tippo" not in fast
        assert all(m.name == "slow" for p in params for m in p.marks)
        seen.update(fast)
    assert seen == set(editions) - {"tippo"}
    monkeypatch.setenv("UNO_MATRIX", "all")
    params = matrix.lane("properties", editions, 2, slow=("tippo",))
    assert [p.values[0] for p in params if p.marks] == ["tippo"]
    pairs = [("de", 1), ("sv", 2)]
    params = matrix.lane("pairs", pairs, 1, ids=["de-1", "sv-2"], slow=("sv-2",))
    assert [(p.values, p.id) for p in params if not p.marks] == [(("de", 1), "de-1")]
