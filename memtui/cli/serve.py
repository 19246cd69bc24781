"""`memtui serve`: the same app in a browser (textual-serve), and `memtui app` which it runs.

Every browser tab gets its own app process (textual-serve starts `memtui app` per connection),
all on one workspace and store: a team looking at a shared PostgreSQL store opens one URL.
"""

from __future__ import annotations

import ipaddress
import os
import shlex
import sys
from typing import Annotated

import typer

from memtui.cli.context import context_of
from memtui.cli.output import say
from memtui.engine.errors import UsageError


def register(app: typer.Typer) -> None:
    """Add the `app` and `serve` commands to the main `memtui` app."""
    app.command("app")(open_app)
    app.command("serve")(serve)


def open_app(ctx: typer.Context) -> None:
    """Open the app, even when standard input or output is not a terminal (`memtui serve` runs
    this for every browser tab; plain `memtui` opens the app only on a terminal)."""
    from memtui.tui.run import run_app

    c = context_of(ctx)
    run_app(c.open(), c.db, c.now_text)


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _checked_host(host: str) -> str:
    """The address to listen on; an empty one (which binds every interface) is refused, so
    sharing with the network is always asked for by name (0.0.0.0 or ::)."""
    cleaned = host.strip()
    if not cleaned:
        raise UsageError(
            "--host is empty, which would listen on every interface; give 127.0.0.1 (the "
            "default), or 0.0.0.0 / :: to share it with the network"
        )
    return cleaned.removeprefix("[").removesuffix("]")


def url_host(host: str) -> str:
    """`host` as it is written in a URL: an IPv6 address in brackets (`http://[::]:8000`)."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host
    return f"[{host}]" if address.version == 6 else host


def serve(
    ctx: typer.Context,
    host: Annotated[
        str, typer.Option(help="Address to listen on; 0.0.0.0 shares it with the network.")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=1, max=65535, help="Port to listen on.")] = 8000,
    public_url: Annotated[
        str, typer.Option(help="The URL browsers use, when behind a proxy (default: from host).")
    ] = "",
) -> None:
    """Serve the app to web browsers (needs the `serve` extra: pip install 'memtui\\[serve]').

    Each browser tab runs its own app on this workspace and store. There is no login: keep the
    default 127.0.0.1, or put an authenticating proxy in front before opening it to a network.
    """
    try:
        from textual_serve.server import Server
    except ImportError:
        raise UsageError("memtui serve needs textual-serve: pip install 'memtui[serve]'") from None
    c = context_of(ctx)
    ws = c.open()
    c.now(ws)  # a bad --now fails here, not in every browser tab
    # The app processes inherit the environment: the store URL and the clock travel there, not
    # on a command line that `ps` would show to every user of the machine.
    if c.db:
        os.environ["MEMTUI_DATABASE_URL"] = c.db
    if c.now_text:
        os.environ["MEMTUI_NOW"] = c.now_text
    # `exec`: the shell textual-serve starts becomes the app, so the app is the server's child
    # and ends with the connection (see memtui.tui.served), not a grandchild left behind.
    app_command = [sys.executable, "-m", "memtui", "--workspace", str(ws.root), "app"]
    command = "exec " + shlex.join(app_command)
    host = _checked_host(host)
    url = public_url or f"http://{url_host(host)}:{port}"
    if not _is_loopback(host):
        say(
            ("warning: ", "yellow"),
            f"serving to the network on {host}: anyone who can reach it "
            "reads and steers this memory (there is no login)",
            err=True,
        )
    say("memtui on ", (url, "bold cyan"), f" for {ws.root} (Ctrl+C stops it)", err=True)
    Server(command, host=host, port=port, title=f"memtui · {ws.root.name}", public_url=url).serve()
