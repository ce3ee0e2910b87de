"""``mkdocs serve`` while the content is broken: the problems in the browser, not a hang.

A failed build leaves MkDocs' live server waiting for a good one, so the browser spins
and the problem shows only in the terminal. Under ``serve`` the plugin builds instead a
site of one error page: every problem as ``path:line: field: message`` (as ``sortie
check`` prints it), served at the home page and, through ``404.html``, at every other
address. The page asks for itself again every two seconds (live reload injects its own
script too), so the page the author was on comes back as soon as the file is fixed.
"""

from __future__ import annotations

import html
from collections import Counter

from ..problems import Problem

ERROR_URI = "index.md"

REFRESH_SECONDS = 2


def summary(problems: list[Problem]) -> str:
    """One line for any set of content problems: counts, files, and what happens next."""
    errors = [p for p in problems if p.is_error]
    warnings = len(problems) - len(errors)
    files = len({str(p.path) for p in errors})
    codes = Counter(p.code or "content" for p in errors)
    kinds = ", ".join(f"{n} {code}" for code, n in sorted(codes.items()))
    return (
        f"content has {len(errors)} error(s) in {files} file(s) ({kinds}) and "
        f"{warnings} warning(s), listed above"
    )


def error_markdown(lines: list[str], headline: str) -> str:
    """The error page as Markdown: the problems as they print, in an HTML block (escaped:
    a message quotes the author's own text)."""
    shown = "\n".join(html.escape(line) for line in lines)
    return (
        "---\ntitle: Content errors\nsearch: {exclude: true}\nhide: [navigation, toc]\n---\n"
        "# The content has errors\n\n"
        f"{html.escape(headline)}. Fix them and this page reloads by itself.\n\n"
        f'<pre class="sortie-problems"><code>{shown}</code></pre>\n\n'
        f'<meta http-equiv="refresh" content="{REFRESH_SECONDS}">\n'
    )


def error_html(lines: list[str], headline: str) -> str:
    """The same page as plain HTML, for ``404.html``: every address shows it."""
    shown = "\n".join(html.escape(line) for line in lines)
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        f'<meta http-equiv="refresh" content="{REFRESH_SECONDS}">'
        "<title>Content errors - Sortie</title></head><body>"
        f"<h1>The content has errors</h1><p>{html.escape(headline)}. Fix them and this "
        f"page reloads by itself.</p><pre>{shown}</pre></body></html>\n"
    )
