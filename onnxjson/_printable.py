"""Text made safe for a terminal: what the CLI shows of names, paths and messages.

NOTE: a model's names, op types and doc strings, and the file names a user types, may hold
characters a terminal acts on instead of showing: C0 controls (CR, ESC sequences that erase a line
or colour it, BEL, backspace), DEL, C1 controls (U+0080 to U+009F, among them a one-character
CSI), bidirectional overrides, embeddings, isolates and marks that reorder a line, invisible
format characters (zero-width spaces and joiners, soft hyphens, tags), line and paragraph
separators, and lone surrogates (from file names that are not UTF-8), which stdout cannot even
encode. Every human-facing line the CLI prints goes through :func:`printable` (error lines,
validate findings, verify lines, info tables, diff change lists, merge reports, progress lines);
machine outputs (``--json``, the JSON documents of ``dump``) are written exact to pipes and files.

- The rule is Python's own: a character is shown as it is when ``str.isprintable`` says so, or
  it is the ASCII space; every other one is written as the escape ``repr`` would write:
  ``\\x1b``, ``\\r``, ``\\n``, ``\\t``, ``\\u202e``, ``\\U000e0041``. That covers every category
  above (Cc, Cf, Zl, Zp, Cs) and also private-use and unassigned code points (a terminal may give
  a newer version of Unicode a meaning) and spaces other than U+0020 (a name that looks like
  another one).
- The backslash itself is not escaped: the messages already quote names with ``repr`` and name
  Windows paths, whose backslashes would double. So ``\\x1b`` on a terminal is either an escape
  character or those four characters; ``--json`` outputs, which are exact, tell them apart. A
  backslash makes no terminal do anything, so the ambiguity is one of reading, never of spoofing.
- :func:`printable` escapes newlines too (one message, one line); ``newlines=True`` keeps them,
  for text that is made of lines (each line is still escaped).
- Text that is JSON and is shown to people (``textconv``'s document for git, ``diff --unified``,
  and ``dump``, ``info --json`` and ``diff --json`` when stdout is a terminal) is escaped with JSON's
  own spelling instead (:func:`printable_json`: ``\\u202e``, a surrogate pair beyond the BMP), so
  that it stays JSON with the same values. JSON text holds no raw C0 control but its newlines (the
  writer escapes them), so only DEL, C1 and the non-ASCII ones above change in the document (a
  unified diff's header lines name files, whose controls are written the same way).
- The fast path is ``str.isprintable`` over the whole text (a C loop); only a text that fails it
  is looked at one character at a time.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["printable", "printable_json", "printable_json_bytes"]


def _is_shown(ch: str) -> bool:
    return ch == " " or ch.isprintable()


def _escape(ch: str) -> str:
    return repr(ch)[1:-1]


def _json_escape(ch: str) -> str:
    n = ord(ch)
    if n < 0x10000:
        return f"\\u{n:04x}"
    n -= 0x10000
    return f"\\u{0xD800 + (n >> 10):04x}\\u{0xDC00 + (n & 0x3FF):04x}"


def _line(text: str, escape: Callable[[str], str]) -> str:
    if text.isprintable():
        return text
    return "".join(ch if _is_shown(ch) else escape(ch) for ch in text)


def printable(text: str, *, newlines: bool = False) -> str:
    """``text`` with every character a terminal would act on (or not show) written as an escape.

    Args:
        text: any text: a message, a name, a file name, lines of a table.
        newlines: keep ``\\n`` (text made of lines); by default a newline is escaped too, so that
            the result is one line.

    Returns:
        The text to print: ``"Relu\\r\\x1b[2K"`` becomes ``Relu\\r\\x1b[2K`` (backslash escapes).
    """
    if newlines and "\n" in text:
        return "\n".join(_line(line, _escape) for line in text.split("\n"))
    return _line(text, _escape)


def printable_json(text: str) -> str:
    """JSON text (or lines around it, such as a unified diff's) with the characters
    :func:`printable` escapes, other than its newlines, written as JSON escapes (``\\u202e``):
    still JSON, with the same values."""
    if text.replace("\n", "").isprintable():
        return text
    return "\n".join(_line(line, _json_escape) for line in text.split("\n"))


def printable_json_bytes(data: bytes, held: bytearray, *, end: bool = False) -> bytes:
    """UTF-8 JSON text, given in pieces: each piece escaped as :func:`printable_json` escapes it.

    Args:
        data: the next piece (it may end inside a character).
        held: the bytes of a character cut by the previous piece (updated: give the same
            bytearray with every piece of one text).
        end: this is the last piece: nothing is held back.

    Returns:
        The escaped UTF-8 text of the complete characters so far.
    """
    if not held and data.isascii() and data.replace(b"\n", b"").decode("ascii").isprintable():
        return data
    whole = bytes(held) + data
    held.clear()
    cut = 0 if end else _incomplete_tail(whole)  # at most 3 bytes wait for the next piece
    if cut:
        held += whole[-cut:]
        whole = whole[:-cut]
    text = whole.decode("utf-8", "surrogateescape")
    return printable_json(text).encode("utf-8", "surrogateescape")


def _incomplete_tail(data: bytes) -> int:
    """How many bytes at the end of ``data`` begin a UTF-8 character that is not complete."""
    for back in range(1, min(4, len(data)) + 1):
        byte = data[-back]
        if byte < 0x80:
            return 0
        if byte >= 0xC0:  # a lead byte: how long its character is
            length = 2 if byte < 0xE0 else 3 if byte < 0xF0 else 4
            return back if back < length else 0
    return 0
