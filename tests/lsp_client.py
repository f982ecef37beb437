"""A small LSP client over stdio (Content-Length framing) that drives a JSON language server as VS Code does.

NOTE: VS Code's JSON extension starts ``vscode-json-language-server --stdio`` with
``handledSchemaProtocols: ["file"]`` (the server reads file: schemas itself and asks the client for
every other URL with the custom ``vscode/content`` request, which VS Code answers by downloading),
and sends ``json.schemas`` from the settings with workspace-relative ``url`` entries resolved against
the workspace folder (its client does that, not the server). This client does the same, answers
``vscode/content`` with an error (no network here) and records every URL it was asked for, so a
test can say that nothing would have been fetched.
"""

from __future__ import annotations

import contextlib
import json
import queue
import shutil
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

__all__ = ["LspClient", "plain_settings", "server_command", "vscode_settings"]

SERVER = "vscode-json-language-server"


def server_command() -> list[str] | None:
    """The command that starts the server, or None when node or the server is not installed."""
    path = shutil.which(SERVER)
    if path is None or shutil.which("node") is None:
        return None
    return [path, "--stdio"]


def vscode_settings(workspace: Path) -> dict[str, Any]:
    """``json.*`` settings of ``workspace/.vscode/settings.json`` as VS Code's client sends them."""
    settings = json.loads((workspace / ".vscode" / "settings.json").read_text(encoding="utf-8"))
    schemas = []
    for entry in settings.get("json.schemas", []):
        entry = dict(entry)
        url = entry.get("url")
        if isinstance(url, str) and url[:1] in (".", "/"):
            entry["url"] = (workspace / url).resolve().as_uri()
        entry["folderUri"] = workspace.resolve().as_uri()
        schemas.append(entry)
    return {"json": {"schemas": schemas, "validate": {"enable": True}}, "http": {"proxyStrictSSL": True}}


def plain_settings(workspace: Path) -> dict[str, Any]:
    """``json.schemas`` of the settings file as it is, as a client other than VS Code's passes it on
    (Neovim's lspconfig, or neoconf.nvim reading .vscode/settings.json): nothing resolved."""
    settings = json.loads((workspace / ".vscode" / "settings.json").read_text(encoding="utf-8"))
    return {"json": {"schemas": settings.get("json.schemas", []), "validate": {"enable": True}}}


class LspClient:
    """One server process; requests are answered in order, notifications are kept by method."""

    def __init__(self, command: list[str], root: Path) -> None:
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL)
        self.root = root
        self.next_id = 0
        self.responses: dict[int, Any] = {}
        self.notifications: queue.Queue[dict[str, Any]] = queue.Queue()
        self.published: dict[str, list[dict[str, Any]]] = {}
        self.content_requests: list[str] = []
        self.lock = threading.Condition()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    # -- framing ----------------------------------------------------------------------------------
    def _send(self, message: dict[str, Any]) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode("utf-8")
        assert self.proc.stdin is not None
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def _read(self) -> None:
        out = self.proc.stdout
        assert out is not None
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.lower() == b"content-length":
                    length = int(value)
            if length is None:
                continue
            message = json.loads(out.read(length))
            if "method" in message and "id" in message:
                self._answer(message)
            elif message.get("method") == "textDocument/publishDiagnostics":
                with self.lock:
                    self.published[message["params"]["uri"]] = message["params"]["diagnostics"]
                    self.lock.notify_all()
            elif "method" in message:
                self.notifications.put(message)
            else:
                with self.lock:
                    self.responses[message["id"]] = message
                    self.lock.notify_all()

    def _answer(self, request: dict[str, Any]) -> None:
        method = request["method"]
        if method == "vscode/content":
            self.content_requests.append(request["params"])
            self._send({"id": request["id"], "error": {"code": -32803, "message": "offline: no network"}})
        elif method == "workspace/configuration":
            self._send({"id": request["id"], "result": [None for _ in request["params"]["items"]]})
        else:  # client/registerCapability, window/workDoneProgress/create...
            self._send({"id": request["id"], "result": None})

    # -- requests ---------------------------------------------------------------------------------
    def request(self, method: str, params: Any, timeout: float = 60) -> Any:
        self.next_id += 1
        ident = self.next_id
        self._send({"id": ident, "method": method, "params": params})
        deadline = time.monotonic() + timeout
        with self.lock:
            while ident not in self.responses:
                left = deadline - time.monotonic()
                if left <= 0 or self.proc.poll() is not None:
                    raise TimeoutError(f"{method}: no answer")
                self.lock.wait(left)
            answer = self.responses.pop(ident)
        if "error" in answer:
            raise RuntimeError(f"{method}: {answer['error']}")
        return answer.get("result")

    def notify(self, method: str, params: Any) -> None:
        self._send({"method": method, "params": params})

    def initialize(self, settings: dict[str, Any], *, like_vscode: bool = True) -> dict[str, Any]:
        """``like_vscode``: the server reads only file: schemas and asks the client for the rest (as
        VS Code starts it); else it fetches http(s) itself (as Neovim and most other clients start it)."""
        capabilities = {
            "textDocument": {
                "completion": {"completionItem": {"snippetSupport": True,
                                                  "documentationFormat": ["markdown", "plaintext"]}},
                "hover": {"contentFormat": ["markdown", "plaintext"]},
                "publishDiagnostics": {"relatedInformation": True},
            },
            "workspace": {"configuration": False},
        }
        result = self.request("initialize", {
            "processId": None,
            "rootUri": self.root.resolve().as_uri(),
            "workspaceFolders": [{"uri": self.root.resolve().as_uri(), "name": self.root.name}],
            "capabilities": capabilities,
            "initializationOptions": ({"handledSchemaProtocols": ["file"], "provideFormatter": False}
                                      if like_vscode else {"provideFormatter": False}),
        })
        self.notify("initialized", {})
        self.notify("workspace/didChangeConfiguration", {"settings": settings})
        return result  # type: ignore[no-any-return]

    def open(self, path: Path, text: str | None = None) -> str:
        uri = path.resolve().as_uri()
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "json", "version": 1,
            "text": path.read_text(encoding="utf-8") if text is None else text}})
        return uri

    def hover(self, uri: str, line: int, character: int) -> str:
        result = self.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                     "position": {"line": line, "character": character}})
        if not result:
            return ""
        contents = result["contents"]
        if isinstance(contents, dict):
            return str(contents.get("value", ""))
        if isinstance(contents, list):
            return "\n".join(c if isinstance(c, str) else c.get("value", "") for c in contents)
        return str(contents)

    def completion(self, uri: str, line: int, character: int) -> list[dict[str, Any]]:
        result = self.request("textDocument/completion", {"textDocument": {"uri": uri},
                                                          "position": {"line": line, "character": character}})
        if result is None:
            return []
        return list(result["items"] if isinstance(result, dict) else result)

    def diagnostics(self, uri: str, timeout: float = 60) -> list[dict[str, Any]]:
        """The diagnostics next published for ``uri`` (the server validates after a short delay)."""
        deadline = time.monotonic() + timeout
        with self.lock:
            while uri not in self.published:
                left = deadline - time.monotonic()
                if left <= 0 or self.proc.poll() is not None:
                    raise TimeoutError(f"no diagnostics for {uri}")
                self.lock.wait(left)
            return list(self.published.pop(uri))

    def close(self) -> None:
        try:
            self.request("shutdown", None, timeout=10)
            self.notify("exit", None)
            self.proc.wait(timeout=10)
        except (TimeoutError, RuntimeError, OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()
        self.reader.join(timeout=10)
        for pipe in (self.proc.stdin, self.proc.stdout):
            if pipe is not None:
                with contextlib.suppress(OSError):
                    pipe.close()
