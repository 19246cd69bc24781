"""docs/ is what code comments cite: every cited page and section exists in the repository.

Comments and docstrings (not string literals) of memtui/, tests/ and bench/ are read. A cited
Markdown page must exist at the repository root or under docs/; a cited section (`§6.3`) must be
a numbered heading of that page; a bare `§n` means algorithm.md. Nothing may point at the
material the project was learned from outside the repository. The docs' own links must resolve.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
SOURCES = ("memtui", "tests", "bench")
DEFAULT_PAGE = "algorithm.md"

# Pointers to the sources outside the repository (the design folders, the openclaw notes).
OUTSIDE_RE = re.compile(
    r"\.\./(?:shared|spec|seed|design)\b|reference-openclaw|\bref\s+§|\bseed's\b", re.IGNORECASE
)
MD_NAME_RE = re.compile(r"(?<![\w./-])((?:[\w.-]+/)*[\w.-]+\.md)\b")
# Files of a workspace, which comments name all the time; they are not documentation.
WORKSPACE_FILE_RE = re.compile(
    r"^(?:memory|dreams)\.md$|\d{4}-\d{2}-\d{2}|YYYY-MM-DD|^memory/", re.IGNORECASE
)
# `algorithm.md §1.2, §3 and §4–5`: an optional page, then a run of section numbers.
SECTION_RUN_RE = re.compile(
    r"(?:(?P<page>[\w.-]+\.md)`?\s*)?"
    r"(?P<run>§\s*\d+(?:\.\d+)*(?:\s*(?:,|;|and|to|–|—|-|/)\s*§?\s*\d+(?:\.\d+)*)*)"
)
SECTION_NUMBER_RE = re.compile(r"\d+(?:\.\d+)*")
HEADING_RE = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
NUMBERED_HEADING_RE = re.compile(r"^(\d+(?:\.\d+)*)\.?\s")
LINK_RE = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def python_files() -> list[Path]:
    return sorted(p for name in SOURCES for p in (ROOT / name).rglob("*.py"))


def comments_and_docstrings(path: Path) -> Iterator[tuple[int, str]]:
    """(line, text) of every comment and every module/class/function docstring."""
    source = path.read_text(encoding="utf-8")
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            yield tok.start[0], tok.string
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node, clean=False)
            if doc is not None:
                yield node.body[0].lineno, doc


@cache
def all_citations() -> list[tuple[str, str]]:
    """(where, text) for every comment and docstring of the checked sources."""
    return [
        (f"{path.relative_to(ROOT)}:{line}", text)
        for path in python_files()
        for line, text in comments_and_docstrings(path)
    ]


def page_path(name: str) -> Path | None:
    """The repository file a cited page name refers to, if there is one."""
    for candidate in (ROOT / name, DOCS / name, DOCS / Path(name).name):
        if candidate.is_file():
            return candidate
    return None


def headings(path: Path) -> list[tuple[int, str]]:
    """(level, title) of the page's headings outside fenced code."""
    found: list[tuple[int, str]] = []
    fenced = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        match = None if fenced else HEADING_RE.match(line)
        if match:
            found.append((len(match.group(1)), match.group(2)))
    return found


@cache
def section_numbers(path: Path) -> frozenset[str]:
    return frozenset(
        m.group(1) for _, title in headings(path) if (m := NUMBERED_HEADING_RE.match(title))
    )


def github_anchor(title: str) -> str:
    """The id GitHub gives a heading: lowercase, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`|\*\*|\*|\[([^\]]*)\]\([^)]*\)", r"\1", title).strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    seen: dict[str, int] = {}
    out: set[str] = set()
    for _, title in headings(path):
        base = github_anchor(title)
        n = seen.get(base, 0)
        seen[base] = n + 1
        out.add(base if n == 0 else f"{base}-{n}")
    return out


def test_sources_are_scanned() -> None:
    # The checks below pass vacuously if nothing is read; make sure the code is.
    cited = [text for _, text in all_citations() if "algorithm.md §" in text]
    assert len(python_files()) > 50
    assert cited, "no comment cites algorithm.md by section"


def test_no_comment_points_outside_the_repository() -> None:
    offenders = [
        f"{where}: {m.group(0)!r}"
        for where, text in all_citations()
        for m in OUTSIDE_RE.finditer(text)
    ]
    assert offenders == [], "cite docs/ instead (docs/README.md):\n" + "\n".join(offenders)


def test_cited_pages_exist() -> None:
    missing = []
    for where, text in all_citations():
        for name in MD_NAME_RE.findall(text):
            if WORKSPACE_FILE_RE.search(name) or page_path(name) is not None:
                continue
            missing.append(f"{where}: {name}")
    assert missing == [], "cited pages missing from the repository:\n" + "\n".join(missing)


def test_cited_sections_exist() -> None:
    missing = []
    for where, text in all_citations():
        for m in SECTION_RUN_RE.finditer(text):
            page = m.group("page") or DEFAULT_PAGE
            path = page_path(page)
            if path is None:
                continue  # reported by test_cited_pages_exist
            have = section_numbers(path)
            missing += [
                f"{where}: {page} §{n}"
                for n in SECTION_NUMBER_RE.findall(m.group("run"))
                if n not in have
            ]
    assert missing == [], "cited sections missing:\n" + "\n".join(missing)


def test_algorithm_keeps_the_contract_sections() -> None:
    # Comments cite algorithm.md §1–§11 by number; the numbering must never shift.
    have = section_numbers(DOCS / "algorithm.md")
    assert {str(n) for n in range(1, 12)} <= have


@pytest.mark.parametrize(
    "page", sorted(p.name for p in DOCS.glob("*.md")) if DOCS.is_dir() else ["(no docs/)"]
)
def test_doc_links_resolve(page: str) -> None:
    path = DOCS / page
    assert path.is_file()
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.DOTALL)
    broken = []
    for target in LINK_RE.findall(text):
        if re.match(r"[a-z]+:", target):
            continue  # an external URL
        file_part, _, anchor = target.partition("#")
        linked = (path.parent / file_part).resolve() if file_part else path
        anchored = bool(anchor) and linked.suffix == ".md"
        if not linked.exists() or (anchored and anchor not in anchors(linked)):
            broken.append(target)
    assert broken == []


def test_readme_links_the_docs() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/README.md" in readme or "(docs/)" in readme
    assert (DOCS / "README.md").is_file()
