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


# ------------------------------------------------------------------ the docs name real code

PACKAGE = ROOT / "memtui"
LAYOUT_LINE_RE = re.compile(r"^(?P<indent> *)(?P<name>[\w.]+/?)(?: {2,}(?P<what>\S.*))?$")


def package_layout() -> dict[str, str]:
    """architecture.md §1: every path the layout names (relative to memtui/) → its line."""
    text = (DOCS / "architecture.md").read_text(encoding="utf-8")
    section = text[text.index("## 1. Package layout") : text.index("## 2. Layers")]
    block = section[section.index("```") + 3 : section.rindex("```")]
    named: dict[str, str] = {}
    folders: list[tuple[int, str]] = []  # (indent, folder) of the enclosing folders
    for line in block.strip("\n").splitlines()[1:]:  # the first line is `memtui/` itself
        match = LAYOUT_LINE_RE.match(line)
        assert match, f"architecture.md §1: cannot read {line!r}"
        indent, name = len(match.group("indent")), match.group("name")
        while folders and folders[-1][0] >= indent:
            folders.pop()
        path = "/".join([f for _, f in folders] + [name.rstrip("/")])
        named[path] = (match.group("what") or "").strip()
        if name.endswith("/"):
            folders.append((indent, name.rstrip("/")))
    return named


def package_modules() -> set[str]:
    return {p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*.py")}


def test_architecture_lists_every_module() -> None:
    """§1 names each module of the package once, with what it does; nothing that is not there."""
    named = package_layout()
    modules = package_modules()
    folders = {str(Path(m).parent) for m in modules} - {"."}
    missing = sorted(m for m in modules if m not in named)
    stale = sorted(p for p in named if p not in modules and p not in folders)
    unexplained = sorted(p for p, what in named.items() if p in modules and not what)
    assert missing == [], "architecture.md §1 does not list:\n" + "\n".join(missing)
    assert stale == [], "architecture.md §1 lists what does not exist:\n" + "\n".join(stale)
    assert unexplained == [], "architecture.md §1 says nothing of:\n" + "\n".join(unexplained)


class _Names:
    """Every name the package defines, read from its source: modules, their top-level names,
    and the members of each class (methods, fields, attributes set on `self`, enum members)."""

    def __init__(self) -> None:
        self.modules: dict[str, set[str]] = {}  # dotted module path under memtui → names
        self.members: dict[str, set[str]] = {}  # class name → member names (all such classes)
        self.defined: dict[str, set[str]] = {}  # module → the names it defines (no imports)
        self.values: set[str] = set()  # the package's string constants
        for path in sorted(PACKAGE.rglob("*.py")):
            parts = path.relative_to(PACKAGE).with_suffix("").parts
            dotted = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            tree = ast.parse(path.read_text(encoding="utf-8"))
            self.modules[dotted] = self._read(tree, dotted)
            # A lowercase word in backticks is often a value the code writes: a status, a mode.
            self.values |= {
                n.value
                for n in ast.walk(tree)
                if isinstance(n, ast.Constant) and isinstance(n.value, str)
            }
        self.everything = set().union(*self.modules.values(), *self.members.values())

    def _read(self, tree: ast.Module, dotted: str) -> set[str]:
        names: set[str] = set()
        for node in tree.body:
            names |= _targets(node)
            if not isinstance(node, ast.Import | ast.ImportFrom):
                self.defined.setdefault(dotted, set()).update(_targets(node))
            if isinstance(node, ast.ClassDef):
                self._read_class(node)
        return names

    def _read_class(self, cls: ast.ClassDef) -> None:
        members = self.members.setdefault(cls.name, set())
        for node in cls.body:
            members |= _targets(node)
            if isinstance(node, ast.ClassDef):
                self._read_class(node)
        for node in ast.walk(cls):
            for target in _assigned(node):
                if (
                    isinstance(target, ast.Attribute)
                    and isinstance(target.value, ast.Name)
                    and target.value.id == "self"
                ):
                    members.add(target.attr)

    def modules_named(self, parts: list[str]) -> list[str]:
        """The modules a path names: in full (`engine.store.views`) or by its tail (`views`,
        `store/views`, `dream.phases`)."""
        tail = ".".join(parts)
        return [m for m in self.modules if m == tail or m.endswith("." + tail)]

    def resolves(self, ident: str) -> bool:
        parts = [p for p in re.split(r"[./]", ident) if p != "*"]  # `review.*`: the module
        for cut in range(len(parts), 0, -1):  # the longest module prefix first
            named = self.modules_named(parts[:cut])
            if any(self._members_of_module(m, parts[cut:]) for m in named):
                return True
        head, rest = parts[0], parts[1:]
        if not rest:
            return head in self.everything or (head.islower() and head in self.values)
        return head in self.members and self._members_of_class(head, rest)

    def _members_of_module(self, module: str, rest: list[str]) -> bool:
        if not rest:
            return True
        sub = f"{module}.{rest[0]}"
        if sub in self.modules:
            return self._members_of_module(sub, rest[1:])
        if rest[0] not in self.modules[module]:
            return False
        return len(rest) == 1 or self._members_of_class(rest[0], rest[1:])

    def _members_of_class(self, cls: str, rest: list[str]) -> bool:
        if not rest:
            return True
        return rest[0] in self.members.get(cls, set()) and (
            len(rest) == 1 or self._members_of_class(rest[0], rest[1:])
        )


def _assigned(node: ast.AST) -> list[ast.expr]:
    if isinstance(node, ast.Assign):
        return [t for target in node.targets for t in _unpacked(target)]
    if isinstance(node, ast.AnnAssign | ast.AugAssign):
        return [node.target]
    return []


def _unpacked(target: ast.expr) -> list[ast.expr]:
    if isinstance(target, ast.Tuple | ast.List):
        return [t for e in target.elts for t in _unpacked(e)]
    return [target]


def _targets(node: ast.stmt) -> set[str]:
    """The names a top-level statement of a module or class body defines or imports."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return {node.name}
    if isinstance(node, ast.Import | ast.ImportFrom):
        return {(a.asname or a.name).split(".")[0] for a in node.names}
    if isinstance(node, ast.If):  # `if TYPE_CHECKING:` and friends
        return {n for child in node.body + node.orelse for n in _targets(child)}
    return {t.id for t in _assigned(node) if isinstance(t, ast.Name)}


# A backticked name: dotted or slashed, maybe called (`score_table(store, session, now)`).
IDENT_RE = re.compile(r"^(?P<name>[A-Za-z_]\w*(?:[./][A-Za-z_*]\w*)*)(?:\(.*\))?$")
# Backticked names that are files of a workspace or of the repository, not code.
FILE_SUFFIXES = (".md", ".toml", ".json", ".jsonl", ".py", ".tcss")


def glossary_identifiers() -> list[str]:
    text = (DOCS / "glossary.md").read_text(encoding="utf-8")
    text = re.sub(r"```.*?```", "", text, flags=re.DOTALL)
    found = []
    for span in re.findall(r"`([^`\n]+)`", text):
        match = IDENT_RE.match(span.strip())
        if match and not match.group("name").endswith(FILE_SUFFIXES):
            found.append(match.group("name"))
    return found


def test_glossary_names_resolve() -> None:
    """Every backticked name of glossary.md is a module, a module's name, a class member or
    field, or an enum value of the package: a shape renamed or removed fails here."""
    names = _Names()
    idents = glossary_identifiers()
    assert len(idents) > 100, "the glossary's names were not read"
    unknown = sorted({i for i in idents if not names.resolves(i)})
    assert unknown == [], "glossary.md names what the package does not have:\n" + "\n".join(unknown)


def test_glossary_paths_exist() -> None:
    """The module paths the glossary gives (`store/views.py`) are modules of the engine."""
    text = (DOCS / "glossary.md").read_text(encoding="utf-8")
    paths = set(re.findall(r"`((?:[\w]+/)*\w+\.py)`", text))
    missing = sorted(
        p for p in paths if not (PACKAGE / "engine" / p).is_file() and not (PACKAGE / p).is_file()
    )
    assert paths and missing == []


@pytest.mark.parametrize(
    "shape",
    [
        "Span",
        "Statement",
        "Judgement",
        "Durability",
        "PhaseContext",
        "PromotionAction",
        "WinnerOutcome",
        "ClaimPool",
        "Themes",
        "EntrySources",
        "ClaimSources",
    ],
)
def test_glossary_names_the_shapes(shape: str) -> None:
    """The shapes that carry one concept each (issue 25) have a row in the glossary."""
    first_cells = [
        line.strip().strip("|").split("|")[0]
        for line in (DOCS / "glossary.md").read_text(encoding="utf-8").splitlines()
        if line.startswith("|")
    ]
    assert any(f"`{shape}`" in cell for cell in first_cells), f"glossary.md has no row for {shape}"


def _shape_rows(page: str) -> list[tuple[list[str], str]]:
    """(shapes, module path) of each table row whose first cell names shapes and whose second
    cell is the module they live in (glossary.md's "shape | module | …" tables)."""
    rows = []
    for line in (DOCS / page).read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 2 or not re.fullmatch(r"`[\w/]+\.py`", cells[1]):
            continue
        # `Ranked` (id, key, `DeepScore`, …): the fields in parentheses are not shapes of the row.
        shapes = re.findall(r"`([A-Z]\w*)`", re.sub(r"\([^)]*\)", "", cells[0]))
        if shapes:
            rows.append((shapes, cells[1].strip("`")))
    return rows


def test_glossary_shapes_live_where_it_says() -> None:
    """A shape's row names the module that defines it: moving a class updates its row."""
    names = _Names()
    rows = _shape_rows("glossary.md")
    assert len(rows) > 30
    wrong = []
    for shapes, path in rows:
        dotted = ".".join(Path(path).with_suffix("").parts)
        modules = names.modules_named(dotted.split("."))
        wrong += [
            f"{s} is not defined in {path}"
            for s in shapes
            if not any(s in names.defined.get(m, set()) for m in modules)
        ]
    assert wrong == [], "\n".join(wrong)


def test_architecture_path_names_resolve() -> None:
    """The names architecture.md §3 gives each step of a note's path are real."""
    text = (DOCS / "architecture.md").read_text(encoding="utf-8")
    section = text[text.index("## 3. The path") : text.index("## 4. Front doors")]
    names = _Names()
    idents = [
        m.group("name")
        for span in re.findall(r"`([^`\n]+)`", section)
        if (m := IDENT_RE.match(span.strip())) and not m.group("name").endswith(FILE_SUFFIXES)
    ]
    assert len(idents) > 50
    unknown = sorted({i for i in idents if not names.resolves(i)})
    assert unknown == [], "architecture.md §3 names what the package does not have:\n" + "\n".join(
        unknown
    )
