"""The six deep-score components as bars, each with its weight and contribution."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from memtui.engine.scoring import COMPONENT_NAMES, LIGHT_BOOST_MAX, REM_BOOST_MAX, DeepScore

BAR_WIDTH = 8
BOOST_MAX = LIGHT_BOOST_MAX + REM_BOOST_MAX
_EIGHTHS = " ▏▎▍▌▋▊▉█"


def bar(value: float, width: int = BAR_WIDTH) -> str:
    """A horizontal bar of `value` (0…1) in `width` cells, with eighth-cell resolution."""
    value = min(1.0, max(0.0, value))
    eighths = round(value * width * 8)
    full, part = divmod(eighths, 8)
    text = "█" * full + (_EIGHTHS[part] if part else "")
    return text.ljust(width)


class ComponentBars(Static):
    """weight × value = contribution for each component, then the boost and the final score."""

    DEFAULT_CSS = """
    ComponentBars { height: auto; }
    """

    def show(self, scored: DeepScore | None, weights: dict[str, float]) -> None:
        if scored is None:
            self.update("not scored")
            return
        values = scored.components.as_dict()
        header = f"{'component':<13} {'wt':>4} {'val':>4} {'':<{BAR_WIDTH}} {'pts':>5}"
        lines: list[Content] = [Content.styled(header, "bold")]
        for name in COMPONENT_NAMES:
            value = values[name]
            weight = weights.get(name, 0.0)
            lines.append(
                Content.assemble(
                    f"{name:<13} {weight:>4.2f} {value:>4.2f} ",
                    (bar(value), "$primary"),
                    (f" {weight * value:.3f}", "$text-muted"),
                )
            )
        lines.append(
            Content.assemble(
                f"{'phase boost':<13} {'':>4} {'':>4} ",
                (bar(scored.boost / BOOST_MAX), "$accent"),
                (f" +{scored.boost:.3f}", "$text-muted"),
            )
        )
        lines.append(
            Content.from_markup(
                "[b]raw $raw  →  score $score[/]",
                raw=f"{scored.raw:.3f}",
                score=f"{scored.score:.3f}",
            )
        )
        self.update(Content("\n").join(lines))
