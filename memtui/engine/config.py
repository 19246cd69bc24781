"""Typed settings: every default of algorithm.md §9, from `.memtui.toml` and `MEMTUI_*` variables."""

from __future__ import annotations

import math
import os
import tomllib
from collections.abc import Mapping
from datetime import datetime, tzinfo
from pathlib import Path
from typing import Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from memtui.engine.errors import ConfigError
from memtui.engine.scoring import COMPONENT_NAMES, DEFAULT_WEIGHTS, DeepThresholds

CONFIG_FILE = ".memtui.toml"
ENV_PREFIX = "MEMTUI_"


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class LightConfig(_Section):
    lookback_days: int = Field(2, ge=0)
    limit: int = Field(100, ge=0)
    dedupe_similarity: float = Field(0.9, ge=0, le=1)


class RemConfig(_Section):
    lookback_days: int = Field(7, ge=0)
    limit: int = Field(10, ge=0)
    min_pattern_strength: float = Field(0.75, ge=0, le=1)
    dedupe_similarity: float = Field(0.88, ge=0, le=1)


class DeepConfig(_Section):
    apply: Literal["review", "auto"] = "review"
    limit: int = Field(10, ge=0)
    min_score: float = Field(0.8, ge=0, le=1.15)
    min_recall_count: int = Field(3, ge=0)
    min_unique_queries: int = Field(3, ge=0)
    recency_half_life_days: float = Field(14, gt=0)
    max_age_days: float = Field(0, ge=0)
    max_promoted_tokens: int = Field(160, ge=8)
    # With a diary model configured, also propose a model-consolidated MEMORY.md for review
    # (algorithm.md §6.5); never written without an approval.
    consolidate: bool = False
    # With a diary model configured, ask it whether each winner that would become a new entry
    # holds or happened once, and hold back the one-off ones (algorithm.md §6.5).
    judge: bool = False
    weights: dict[str, float] = Field(default_factory=lambda: dict(DEFAULT_WEIGHTS))

    @field_validator("weights")
    @classmethod
    def _known_components(cls, value: dict[str, float]) -> dict[str, float]:
        unknown = sorted(set(value) - set(COMPONENT_NAMES))
        if unknown:
            raise ValueError(
                f"unknown component(s) {', '.join(unknown)}; known: {', '.join(COMPONENT_NAMES)}"
            )
        # A NaN, infinite or negative weight would make every score NaN or reward the opposite.
        bad = sorted(
            name for name, weight in value.items() if not math.isfinite(weight) or weight < 0
        )
        if bad:
            raise ValueError(
                f"weight(s) {', '.join(f'{n}={value[n]}' for n in bad)} must be finite and ≥ 0"
            )
        if value and not any(w > 0 for w in {**DEFAULT_WEIGHTS, **value}.values()):
            raise ValueError("at least one weight must be above 0")
        return {**DEFAULT_WEIGHTS, **value}

    def thresholds(self) -> DeepThresholds:
        return DeepThresholds(
            min_score=self.min_score,
            min_recall_count=self.min_recall_count,
            min_unique_queries=self.min_unique_queries,
            recency_half_life_days=self.recency_half_life_days,
            max_age_days=self.max_age_days,
            weights=dict(self.weights),
        )


class DreamingConfig(_Section):
    enabled: bool = False
    frequency: str = "0 3 * * *"
    timezone: str = ""
    light: LightConfig = Field(default_factory=LightConfig)
    rem: RemConfig = Field(default_factory=RemConfig)
    deep: DeepConfig = Field(default_factory=DeepConfig)

    @field_validator("frequency")
    @classmethod
    def _cron(cls, value: str) -> str:
        # Imported here: a config that leaves the default schedule never needs it (a search
        # from a shell loads the config).
        from croniter import croniter

        if not croniter.is_valid(value):
            raise ValueError(f"not a cron expression: {value!r} (e.g. '0 3 * * *')")
        return value

    @field_validator("timezone")
    @classmethod
    def _tz(cls, value: str) -> str:
        value = value.strip()
        if value:
            try:
                ZoneInfo(value)
            except (ZoneInfoNotFoundError, ValueError):
                raise ValueError(
                    f"unknown timezone {value!r} (use an IANA name like 'Asia/Shanghai')"
                ) from None
        return value


class MemoryConfig(_Section):
    budget_chars: int = Field(10_000, ge=0)
    bootstrap_max_chars: int = Field(20_000, ge=0)


class DiaryConfig(_Section):
    model: str = ""
    base_url: str = ""
    timeout_seconds: float = Field(60, gt=0)
    concurrency: int = Field(3, ge=1)
    language: Literal["auto", "en", "zh"] = "auto"


class EmbeddingsConfig(_Section):
    """Semantic recall (README "How search scores hits"): off unless a provider is set."""

    provider: Literal["", "openai", "local"] = ""
    model: str = ""
    base_url: str = ""
    timeout_seconds: float = Field(30, gt=0)
    batch_size: int = Field(32, ge=1, le=2048)

    @field_validator("model", "base_url")
    @classmethod
    def _stripped(cls, value: str) -> str:
        return value.strip()

    @model_validator(mode="after")
    def _openai_needs_a_model(self) -> EmbeddingsConfig:
        if self.provider == "openai" and not self.model:
            raise ValueError(
                'provider "openai" needs a model (e.g. model = "text-embedding-3-small", '
                'or "nomic-embed-text" on Ollama)'
            )
        return self


class LimitsConfig(_Section):
    """Bounds on one read (README "Reliability"): what a `memory_get` or `memtui get` returns at
    most per call, the longest query searched, and how long one MCP tool call may take."""

    get_lines: int = Field(500, ge=1)
    get_bytes: int = Field(64 * 1024, ge=1024)
    query_chars: int = Field(2000, ge=1)
    call_seconds: float = Field(60, gt=0)


class StoreConfig(_Section):
    url: str = ""
    sessions_dir: str = "sessions"


class Settings(_Section):
    dreaming: DreamingConfig = Field(default_factory=DreamingConfig)
    memory: MemoryConfig = Field(default_factory=MemoryConfig)
    diary: DiaryConfig = Field(default_factory=DiaryConfig)
    embeddings: EmbeddingsConfig = Field(default_factory=EmbeddingsConfig)
    store: StoreConfig = Field(default_factory=StoreConfig)
    limits: LimitsConfig = Field(default_factory=LimitsConfig)

    @property
    def tz(self) -> tzinfo:
        """The configured timezone, or the host's local one."""
        if self.dreaming.timezone:
            return ZoneInfo(self.dreaming.timezone)
        local = datetime.now().astimezone().tzinfo
        assert local is not None
        return local


def _set_path(target: dict[str, Any], path: list[str], value: Any) -> None:
    node = target
    for part in path[:-1]:
        child = node.get(part)
        if not isinstance(child, dict):
            child = {}
            node[part] = child
        node = child
    node[path[-1]] = value


def _env_paths(env: Mapping[str, str]) -> dict[tuple[str, ...], str]:
    """Each settings path a `MEMTUI_*` variable sets, with that variable's name:
    `MEMTUI_DREAMING__DEEP__APPLY` → ("dreaming", "deep", "apply"). `MEMTUI_DATABASE_URL` is the
    short name of `MEMTUI_STORE__URL` and wins over it."""
    sections = set(Settings.model_fields)
    paths: dict[tuple[str, ...], str] = {}
    for name in env:
        if not name.startswith(ENV_PREFIX) or "__" not in name:
            continue
        path = tuple(p.lower() for p in name[len(ENV_PREFIX) :].split("__"))
        if path[0] in sections:
            paths[path] = name
    if env.get("MEMTUI_DATABASE_URL"):
        paths[("store", "url")] = "MEMTUI_DATABASE_URL"
    return paths


def _env_overrides(env: Mapping[str, str]) -> dict[str, Any]:
    """The variables as nested settings: {"dreaming": {"deep": {"apply": "auto"}}}."""
    out: dict[str, Any] = {}
    for path, name in _env_paths(env).items():
        _set_path(out, list(path), env[name])
    return out


def _merge(base: dict[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in over.items():
        if isinstance(value, Mapping) and isinstance(merged.get(key), dict):
            merged[key] = _merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def format_validation_error(
    err: ValidationError, env: Mapping[str, str] | None = None
) -> list[str]:
    """One line per problem, naming its key (and the environment variable that set it)."""
    sources = {".".join(path): name for path, name in _env_paths(env or {}).items()}
    problems = []
    for item in err.errors():
        key = ".".join(str(p) for p in item["loc"]) or "(root)"
        origin = next(
            (var for path, var in sources.items() if key == path or key.startswith(path + ".")),
            None,
        )
        origin_note = f" (set by {origin})" if origin else ""
        problems.append(f"{key}: {item['msg']}{origin_note}")
    return problems


def read_raw_config(workspace: Path, env: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The merged file + environment values before validation."""
    env = os.environ if env is None else env
    data: dict[str, Any] = {}
    path = workspace / CONFIG_FILE
    if path.is_file():
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise ConfigError(f"{path}: not valid TOML: {exc}") from None
    return _merge(data, _env_overrides(env))


def validate_config(workspace: Path, env: Mapping[str, str] | None = None) -> list[str]:
    """Every problem in the workspace's configuration, each naming its key (empty when valid)."""
    env = os.environ if env is None else env
    try:
        Settings.model_validate(read_raw_config(workspace, env))
    except ValidationError as exc:
        return format_validation_error(exc, env)
    except ConfigError as exc:
        return [str(exc)]
    return []


def load_config(workspace: Path, env: Mapping[str, str] | None = None) -> Settings:
    """Settings for a workspace: defaults ← `.memtui.toml` ← `MEMTUI_*` variables."""
    env = os.environ if env is None else env
    try:
        return Settings.model_validate(read_raw_config(workspace, env))
    except ValidationError as exc:
        problems = format_validation_error(exc, env)
        raise ConfigError("invalid configuration: " + "; ".join(problems)) from None
