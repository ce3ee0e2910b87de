"""Tests that need a tool from outside the virtualenv ask for it here.

On a laptop without Node, Chromium, qpdf or poppler such a test is skipped with a reason that
says what is missing. Under ``CI=true`` the same skip is an error: a CI machine that lacks the
tools would otherwise skip every conformance, differential and browser test and stay green.
``tool`` and ``module`` are for marks and module level; ``need`` is for inside a test or a
fixture. As a pytest plugin (``conftest.pytest_plugins``) it also turns any skip whose reason
reads like a missing tool, written without this module, into a failure under CI.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import re
import shutil
from pathlib import Path
from types import ModuleType

import pytest

MISSING = "missing tool: "
HINT = "scripts/setup.sh installs it"
CHROMIUM = Path("/usr/bin/chromium")

# Skips written by hand or by pytest.importorskip that still name a missing tool.
LOOKS_MISSING = re.compile(
    rf"{MISSING}|could not import|not installed|is missing|\bmissing\b", re.IGNORECASE
)


def under_ci() -> bool:
    """True when the environment says this is CI (GitHub and most others set ``CI=true``)."""
    return os.environ.get("CI", "").strip().lower() in {"true", "1", "yes"}


def missing(tool: str) -> bool:
    """Whether ``tool`` (a program on PATH, or ``chromium``) cannot be run here."""
    if tool == "chromium":
        return not CHROMIUM.exists()
    return shutil.which(tool) is None


def reason(tool: str, hint: str = HINT) -> str:
    return f"{MISSING}{tool} ({hint})"


def tool(name: str, hint: str = HINT) -> pytest.MarkDecorator:
    """A mark: skip when ``name`` is missing, fail instead under CI (see conftest's hook)."""
    return pytest.mark.skipif(missing(name), reason=reason(name, hint))


def need(name: str, hint: str = HINT) -> None:
    """Inside a test or fixture: skip now when ``name`` is missing; under CI, fail."""
    if missing(name):
        skip_or_fail(reason(name, hint))


def module(name: str, hint: str = HINT) -> ModuleType:
    """``pytest.importorskip`` that fails under CI instead of skipping."""
    if importlib.util.find_spec(name.split(".")[0]) is None:
        skip_or_fail(reason(f"Python module {name}", hint))
    return importlib.import_module(name)


def skip_or_fail(why: str) -> None:
    if under_ci():
        pytest.fail(f"CI=true, so a missing tool is an error: {why}", pytrace=False)
    pytest.skip(why, allow_module_level=True)


def _missing_tool_is_an_error(report: pytest.TestReport | pytest.CollectReport) -> None:
    """Under CI=true, a skip whose reason names a missing tool becomes a failure.

    ``needs`` already fails under CI; this is the net for skips written without it (a
    ``skipif`` or ``importorskip`` added later). Skips for other reasons (no ``../shared``
    beside a plain clone, shipped data without a case to try) stay skips.
    """
    if not (report.skipped and under_ci()) or hasattr(report, "wasxfail"):
        return
    longrepr = report.longrepr
    message = longrepr[2] if isinstance(longrepr, tuple) else str(longrepr)
    if LOOKS_MISSING.search(message):
        report.outcome = "failed"
        report.longrepr = f"CI=true, so a skip for a missing tool is an error: {message}"


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> object:
    report = yield
    _missing_tool_is_an_error(report)
    return report


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(collector: pytest.Collector) -> object:
    report = yield
    _missing_tool_is_an_error(report)
    return report
