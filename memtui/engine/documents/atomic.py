"""Safe reads and atomic writes of workspace documents (reference.md §1.4).

DREAMS.md and MEMORY.md are user-visible files: a crash must never leave half a file behind,
and memtui must never write through a symlink into some other place or block on a FIFO.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

from memtui.engine.errors import DocumentError
from memtui.engine.faults import checkpoint

NEW_FILE_MODE = 0o644
_BOM = "\ufeff"


def _describe_kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def _lstat_or_none(path: Path) -> os.stat_result | None:
    try:
        return os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise DocumentError(f"Cannot inspect {path}: {exc.strerror or exc}.") from exc


def atomic_write_text(path: Path, text: str, *, refuse_symlink: bool = True) -> None:
    """Replace ``path`` with ``text`` atomically (reference.md §1.4).

    Writes a temp file in the same directory, fsyncs it, then ``os.replace``s it over the target,
    keeping the existing file mode (0o644 for a new file). Text is encoded as UTF-8 with newlines
    exactly as given. A symlink is refused when ``refuse_symlink`` (otherwise the link is followed
    and its target replaced, so the link survives); anything that exists and is not a regular file
    is always refused. The parent directory must already exist.
    """
    path = Path(path)
    info = _lstat_or_none(path)
    target = path
    if info is not None and stat.S_ISLNK(info.st_mode):
        if refuse_symlink:
            raise DocumentError(
                f"Refusing to write {path}: it is a symbolic link. "
                "Replace the link with a regular file; memtui never writes through links here."
            )
        target = Path(os.path.realpath(path))
        info = _lstat_or_none(target)
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise DocumentError(
            f"Refusing to write {target}: it is {_describe_kind(info.st_mode)}, "
            "not a regular file. Move it out of the way and run again."
        )
    mode = stat.S_IMODE(info.st_mode) if info is not None else NEW_FILE_MODE
    parent = target.parent
    if not parent.is_dir():
        raise DocumentError(f"Cannot write {target}: the folder {parent} does not exist.")
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise DocumentError(
            f"Cannot write {target}: the text is not encodable as UTF-8 ({exc.reason})."
        ) from exc

    tmp_name: str | None = None
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=parent)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp_name, mode)
        checkpoint(f"before-replace:{target.name}")
        os.replace(tmp_name, target)
        tmp_name = None
    except OSError as exc:
        raise DocumentError(f"Cannot write {target}: {exc.strerror or exc}.") from exc
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
    _fsync_dir(parent)


def _fsync_dir(directory: Path) -> None:
    # Makes the rename durable on POSIX; not every platform can open a directory, which is fine.
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(directory, flags)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def remove_stale_temps(path: Path) -> int:
    """Delete temp files a killed writer of ``path`` left behind; call only under its lock."""
    removed = 0
    for stale in Path(path).parent.glob(f".{Path(path).name}.*.tmp"):
        with contextlib.suppress(OSError):
            stale.unlink()
            removed += 1
    return removed


def read_text_bounded(path: Path, max_bytes: int | None = None) -> str:
    """Read a document like :func:`read_text_or_empty`, refusing files over ``max_bytes``."""
    path = Path(path)
    # O_NONBLOCK keeps a FIFO swapped in for the document from hanging the open; the fstat below
    # then rejects it. It has no effect on regular files.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return ""
    except IsADirectoryError as exc:
        raise DocumentError(f"Cannot read {path}: it is a directory, not a file.") from exc
    except OSError as exc:
        raise DocumentError(f"Cannot read {path}: {exc.strerror or exc}.") from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise DocumentError(
                f"Cannot read {path}: it is {_describe_kind(info.st_mode)}, not a regular file."
            )
        if max_bytes is not None and info.st_size > max_bytes:
            raise DocumentError(
                f"{path} is {info.st_size / 1_048_576:.1f} MiB, over the "
                f"{max_bytes / 1_048_576:.0f} MiB limit memtui will rewrite. "
                "Split or archive it (move older content to another file) and run again."
            )
        with os.fdopen(fd, "rb") as handle:
            fd = -1
            data = handle.read()
    except OSError as exc:
        raise DocumentError(f"Cannot read {path}: {exc.strerror or exc}.") from exc
    finally:
        if fd >= 0:
            os.close(fd)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DocumentError(
            f"Cannot read {path}: it is not valid UTF-8 (bad byte at offset {exc.start}). "
            "Convert it to UTF-8 and run again."
        ) from exc
    return text.removeprefix(_BOM)


def read_text_or_empty(path: Path) -> str:
    """Read a UTF-8 document; ``""`` if it is missing (reference.md §1.4).

    A symlink to a regular file is read (only writes refuse links). Directories, FIFOs, devices
    and invalid UTF-8 raise :class:`DocumentError`. A leading byte-order mark is dropped; line
    endings are returned untouched.
    """
    return read_text_bounded(path)
