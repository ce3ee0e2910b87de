"""``mkdocs serve`` while the content is broken: the problems in the browser, not a hang.

A failed build leaves MkDocs' live server waiting for a good one, so the browser spins
and the problem shows only in the terminal. Under ``serve`` the plugin builds instead a
site of one error page: every problem as ``path:line: field: message`` (as ``sortie
check`` prints it), served at the home page and, through ``404.html``, at every other
address. The page asks for itself again every two seconds (live reload injects its own
script too), so the page the author was on comes back as soon as the file is fixed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..games.pagehtml import render
from ..problems import Problem

ERROR_URI = "index.md"

REFRESH_SECONDS = 2

ERROR_TITLE = "Content errors - Sortie"

STATUS = "503 Service Unavailable"
"""What every page of the error site answers: the site is out of service until the content
is fixed, and back by itself (``Retry-After`` says when to ask again), not missing (404)."""


def with_error_status(app: Callable[..., Any], site_dir: Path) -> Callable[..., Any]:
    """The dev server's app, answering ``STATUS`` for each page while the site built is
    the error site (its ``404.html`` is ``error_html``'s). Read from the built files, as
    MkDocs makes new plugins at each rebuild; the live-reload polls are left alone."""

    def serve(environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        if str(environ.get("PATH_INFO", "")).startswith("/livereload/"):
            return app(environ, start_response)

        def respond(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            # Asked once the server has waited for a build under way to end: the files
            # read are those of the site about to be served.
            page = any(k.lower() == "content-type" and "html" in v for k, v in headers)
            if page and status.startswith(("200", "404")) and _broken(site_dir):
                status, headers = STATUS, [*headers, ("Retry-After", str(REFRESH_SECONDS))]
            return start_response(status, headers, exc_info)

        return app(environ, respond)

    return serve


def _broken(site_dir: Path) -> bool:
    try:
        return f"<title>{ERROR_TITLE}</title>" in (site_dir / "404.html").read_text("utf-8")
    except OSError:
        return False


def summary(problems: list[Problem], where: str = "above") -> str:
    """One line for any set of content problems: counts, files, and where the list is
    (``above`` it in a terminal, ``below`` it on the error page)."""
    errors = [p for p in problems if p.is_error]
    warnings = len(problems) - len(errors)
    files = len({str(p.path) for p in errors})
    codes = Counter(p.code or "content" for p in errors)
    kinds = ", ".join(f"{n} {code}" for code, n in sorted(codes.items()))
    return (
        f"content has {len(errors)} error(s) in {files} file(s) ({kinds}) and "
        f"{warnings} warning(s), listed {where}"
    )


def error_markdown(lines: list[str], headline: str) -> str:
    """The error page as Markdown (``error-page.md.j2``): the problems as they print, in an
    HTML block (escaped: a message quotes the author's own text)."""
    return render("error-page.md.j2", lines=lines, headline=headline, refresh=REFRESH_SECONDS)


def error_html(lines: list[str], headline: str) -> str:
    """The same page as plain HTML, for ``404.html``: every address shows it."""
    page = render(
        "error-page.html.j2",
        lines=lines,
        headline=headline,
        refresh=REFRESH_SECONDS,
        title=ERROR_TITLE,
    )
    return page + "\n"  # an .html.j2 template is written on one line
