"""The GitHub Actions workflows, checked as files since they cannot run here: valid against
GitHub's workflow schema, the jobs and the OS and Python matrices the project promises,
and every script and test path they name exists."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"
FILES = sorted(WORKFLOWS.glob("*.yml"))
PYTHONS = ["3.11", "3.12", "3.13"]
REPO_PATH = re.compile(r"(?<![\w/.])((?:scripts|packaging|tests)/[\w./-]*\w)")


def load(name: str) -> dict:
    workflow = yaml.safe_load((WORKFLOWS / name).read_text("utf-8"))
    workflow["on"] = workflow.pop(True, workflow.get("on"))  # YAML 1.1 reads `on` as true
    return workflow


def runs(job: dict) -> list[str]:
    return [step["run"] for step in job["steps"] if "run" in step]


def uses(job: dict, action: str) -> list[dict]:
    return [s for s in job["steps"] if s.get("uses", "").split("@")[0] == action]


def oses(job: dict) -> set[str]:
    matrix = job["strategy"]["matrix"]
    names = matrix.get("os") or [entry["os"] for entry in matrix["include"]]
    return {name.split("-")[0] for name in names}


def test_the_workflows_are_there():
    assert [f.name for f in FILES] == ["packages.yml", "tests.yml"]


def test_every_workflow_matches_githubs_schema():
    result = subprocess.run(
        [sys.executable, "-m", "check_jsonschema", "--builtin-schema",
         "vendor.github-workflows", *map(str, FILES)],
        capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_job_is_bounded_pinned_and_names_real_files(path):
    workflow = load(path.name)
    assert workflow["permissions"] == {"contents": "read"}  # jobs ask for more themselves
    for name, job in workflow["jobs"].items():
        if "uses" in job:  # a reusable workflow of this repository, checked as a file
            assert job["uses"].startswith("./.github/workflows/"), name
            assert (ROOT / job["uses"]).is_file(), job["uses"]
            continue
        assert "runs-on" in job and job["steps"], name
        if "strategy" in job:
            assert job["strategy"]["fail-fast"] is False, name  # see every OS's result
        for step in job["steps"]:
            assert ("uses" in step) != ("run" in step), step
            if "uses" in step:
                assert re.fullmatch(r"[\w-]+/[\w-]+@v\d+", step["uses"]), step["uses"]
            if step.get("with", {}).get("python-version"):
                assert isinstance(step["with"]["python-version"], str), step  # 3.10 ≠ 3.1
        for command in runs(job):
            for rel in REPO_PATH.findall(command):
                assert (ROOT / rel).exists(), f"{path.name}: {rel} does not exist"


# The package jobs: the runner, the architecture it builds, the archive it uploads
PACKAGES = {
    ("ubuntu-22.04", "x86_64", "dist/*.tar.gz"),
    ("ubuntu-24.04-arm", "arm64", "dist/*.tar.gz"),
    ("windows-latest", "x86_64", "dist/*.zip"),
    ("macos-14", "arm64", "dist/*.zip"),
    ("macos-15-intel", "x86_64", "dist/*.zip"),
}


def test_tests_run_the_whole_suite_on_every_os_and_serve_the_release():
    workflow = load("tests.yml")
    assert {"push", "pull_request", "workflow_call"} <= set(workflow["on"])
    assert "github.workflow" in workflow["concurrency"]["group"]  # called: cancels no other
    assert workflow["env"]["QT_QPA_PLATFORM"] == "offscreen"
    linux = workflow["jobs"]["linux"]
    assert linux["runs-on"].startswith("ubuntu-")
    assert linux["strategy"]["matrix"]["python-version"] == PYTHONS
    assert uses(linux, "actions/setup-python")[0]["with"]["python-version"] == (
        "${{ matrix.python-version }}")
    assert runs(linux) == ["bash scripts/system-deps.sh", "bash scripts/test.sh"]  # README
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    assert requires["requires-python"] == f">={PYTHONS[0]}"

    desktop = workflow["jobs"]["desktop"]
    assert oses(desktop) == {"windows", "macos"}
    assert desktop["runs-on"] == "${{ matrix.os }}"
    assert desktop["strategy"]["matrix"]["python-version"] == ["3.11", "3.13"]
    assert uses(desktop, "actions/setup-python")[0]["with"]["python-version"] == (
        "${{ matrix.python-version }}")
    commands = runs(desktop)
    assert 'python -m pip install -e ".[test]"' in commands
    assert "python -m ruff check ." in commands[1] and "python -m mypy" in commands[1]
    (suite,) = [c for c in commands if c.startswith("python -m pytest")]
    selection = suite.removeprefix("python -m pytest")
    assert not re.search(r"\btests/|-m |-k ", selection), suite  # the whole suite
    assert "uno-desktop --self-test" in commands


def test_packages_are_built_for_every_os_and_architecture_and_released_after_the_tests():
    workflow = load("packages.yml")
    assert "v*" in workflow["on"]["push"]["tags"]
    package = workflow["jobs"]["package"]
    assert package["runs-on"] == "${{ matrix.os }}"
    assert {(entry["os"], entry["arch"], entry["archive"])
            for entry in package["strategy"]["matrix"]["include"]} == PACKAGES
    assert uses(package, "actions/setup-python")[0]["with"]["python-version"] == "3.11"
    commands = runs(package)
    assert "bash scripts/system-deps.sh" in commands  # Qt's libraries and the C compiler
    assert 'python -m pip install ".[package]"' in commands  # README, "Build a package"
    # build.py stops without the compiled core; --self-test unpacks the archive, runs it and
    # fails unless the game says it runs the compiled core (tests/packaging/test_build_script)
    assert "python packaging/build.py --self-test" in commands
    assert "ls dist/uno-desktop-*-${{ matrix.arch }}.*" in commands  # the machine's own
    (upload,) = uses(package, "actions/upload-artifact")
    assert upload["with"]["if-no-files-found"] == "error"
    assert upload["with"]["path"] == "${{ matrix.archive }}"
    assert "${{ matrix.arch }}" in upload["with"]["name"]  # two per OS: names must differ

    tests = workflow["jobs"]["tests"]
    assert tests["uses"] == "./.github/workflows/tests.yml"
    release = workflow["jobs"]["release"]
    assert sorted(release["needs"]) == ["package", "tests", "wheels"]
    assert release["if"] == tests["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert release["permissions"] == {"contents": "write"}
    assert uses(release, "actions/download-artifact")
    assert any(c.startswith('gh release create "$GITHUB_REF_NAME" dist/*') for c in runs(release))


def test_wheels_carry_the_compiled_core_on_every_os_python_and_architecture():
    """The wheel ``pip install .`` builds, on every package runner and Python: a build that
    would fall back to the plain core fails, and the installed wheel self-tests."""
    wheels = load("packages.yml")["jobs"]["wheels"]
    matrix = wheels["strategy"]["matrix"]
    assert set(matrix["os"]) == {os_ for os_, _arch, _archive in PACKAGES}
    assert matrix["python-version"] == PYTHONS
    assert uses(wheels, "actions/setup-python")[0]["with"]["python-version"] == (
        "${{ matrix.python-version }}")
    assert wheels["env"]["UNO_DESKTOP_MYPYC"] == "1"  # setup.py: no compiler is an error
    commands = runs(wheels)
    assert "bash scripts/system-deps.sh" in commands
    assert "python -m pip wheel . --no-deps --wheel-dir wheelhouse" in commands
    assert "python packaging/check_wheel.py --self-test wheelhouse/*.whl" in commands
    (upload,) = uses(wheels, "actions/upload-artifact")
    assert upload["with"]["if-no-files-found"] == "error"
    assert "${{ matrix.os }}" in upload["with"]["name"]
    assert "${{ matrix.python-version }}" in upload["with"]["name"]


def test_pre_commit_runs_ruff_and_the_type_check():
    config = yaml.safe_load((ROOT / ".pre-commit-config.yaml").read_text("utf-8"))
    hooks = {hook["id"]: hook for repo in config["repos"] for hook in repo["hooks"]}
    assert hooks["ruff"]["entry"].startswith("python3 -m ruff check")
    assert hooks["typecheck"]["entry"] == "bash scripts/typecheck.sh"
    assert hooks["typecheck"]["pass_filenames"] is False  # mypy checks what pyproject lists
    assert (ROOT / "scripts" / "typecheck.sh").is_file()
    if importlib.util.find_spec("pre_commit"):
        result = subprocess.run(
            [sys.executable, "-m", "pre_commit", "validate-config", ".pre-commit-config.yaml"],
            capture_output=True, text=True, cwd=ROOT, timeout=60, check=False)
        assert result.returncode == 0, result.stdout + result.stderr
