"""The ten promotion gates as a checklist: every gate evaluated, the stopping one marked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.content import Content
from textual.widgets import Static

if TYPE_CHECKING:
    from memtui.engine.dream.explain import GateCheck


class GateChecklist(Static):
    """✓ / ✗ per gate with the numbers behind it; the first failure is the one that stops."""

    DEFAULT_CSS = """
    GateChecklist { height: auto; }
    """

    def show(self, checks: list[GateCheck]) -> None:
        if not checks:
            self.update("")
            return
        first_fail = next((c.gate for c in checks if not c.passed), None)
        lines: list[Content] = [Content.from_markup("[b]gates[/]")]
        for n, check in enumerate(checks, start=1):
            mark = ("✓", "$success") if check.passed else ("✗", "$error")
            name_style = "bold $error" if check.gate == first_fail else ""
            lines.append(Content.assemble(mark, f" {n} ", (check.gate, name_style)))
            lines.append(Content.styled(f"     {check.detail}", "$text-muted"))
        verdict = (
            Content.from_markup("[b $success]would promote[/]")
            if first_fail is None
            else Content.from_markup("[b]stopped at[/] [b $error]$gate[/]", gate=first_fail)
        )
        lines.append(verdict)
        self.update(Content("\n").join(lines))
